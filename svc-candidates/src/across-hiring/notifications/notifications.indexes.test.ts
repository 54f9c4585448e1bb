import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { notificationSchema } from './notifications.model.ts';

const indexes = declaredIndexes(notificationSchema);

/**
 * Every query of the notification centre: the feed, the unread count, marking read, a replay's lookup. A
 * reader's feed and unread count are an `$or` of their own items and the admins' notifications they read:
 * each branch is served by its own index.
 */
const SHAPES = [
  ['the newest items', { filter: { recipientId: 'u' }, sort: { createdAt: -1, _id: -1 } }],
  ['the unread count', { filter: { recipientId: 'u', readAt: null }, sort: {} }],
  ['marking some read', { filter: { recipientId: 'u', readAt: null, _id: { $in: [] } }, sort: {} }],
  ['an event stored once per reader', { filter: { recipientId: 'u', eventId: 'e' }, sort: {} }],
  ["an admin's newest admins' notifications", { filter: { readers: 'u' }, sort: { createdAt: -1, _id: -1 } }],
  ["an admin's unread admins' notifications", { filter: { unreadBy: 'u' }, sort: {} }],
  ["marking some admins' notifications read", { filter: { unreadBy: 'u', _id: { $in: [] } }, sort: {} }],
  ['an account gone from the admins’ notifications', { filter: { readers: 'u' }, sort: {} }],
  [
    "an erased person's name in the admins' notifications (a regex over them)",
    { filter: { recipientId: 'admins', $or: [{ title: { $regex: 'Ada', $options: 'i' } }] }, sort: {} },
  ],
] as const;

describe('notification indexes', () => {
  it.each(SHAPES)('%s is served by an index', (_name, shape) => {
    expect(servingIndex(indexes, shape)).not.toBeNull();
  });
});
