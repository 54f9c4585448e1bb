import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { notificationSchema } from './notifications.model.ts';

const indexes = declaredIndexes(notificationSchema);

/** Every query of the notification centre: the feed, the unread count, marking read, a replay's lookup. */
const SHAPES = [
  ['the newest items', { filter: { recipientId: 'u' }, sort: { createdAt: -1, _id: -1 } }],
  ['the unread count', { filter: { recipientId: 'u', readAt: null }, sort: {} }],
  ['marking some read', { filter: { recipientId: 'u', readAt: null, _id: { $in: [] } }, sort: {} }],
  ['an event stored once per reader', { filter: { recipientId: 'u', eventId: 'e' }, sort: {} }],
] as const;

describe('notification indexes', () => {
  it.each(SHAPES)('%s is served by an index', (_name, shape) => {
    expect(servingIndex(indexes, shape)).not.toBeNull();
  });
});
