import type { TNotificationFeed } from '@gtm/contracts/notifications';
import { withRead } from './notification-feed.ts';

const item = (id: string, readAt: string | null) => ({
  id,
  kind: 'profile-viewed' as const,
  title: `t${id}`,
  body: 'b',
  link: '/candidate/dashboard',
  createdAt: '2026-01-01T00:00:00.000Z',
  readAt,
});
const feed: TNotificationFeed = {
  items: [item('a', null), item('b', null), item('c', '2025-12-31T00:00:00.000Z')],
  unread: 5,
};
const at = '2026-01-02T00:00:00.000Z';

describe('withRead', () => {
  it('marks the named unread items and lowers the count by as many', () => {
    const next = withRead(feed, ['a', 'c', 'zzz'], at);
    expect(next.items.map((entry) => entry.readAt)).toEqual([at, null, '2025-12-31T00:00:00.000Z']);
    expect(next.unread).toBe(4);
  });

  it('marks every item, and clears the count (unread items past the panel included), when no ids are given', () => {
    const next = withRead(feed, undefined, at);
    expect(next.items.every((entry) => entry.readAt !== null)).toBe(true);
    expect(next.unread).toBe(0);
  });
});
