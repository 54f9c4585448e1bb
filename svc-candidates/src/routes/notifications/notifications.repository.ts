import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import { NOTIFICATION_FEED_SIZE } from '@gtm/contracts/notifications';
import type { TNotification, TNotificationFeed, TNotificationKind } from '@gtm/contracts/notifications';
import { notificationModel } from './notifications.model.ts';
import type { TNotificationRecord } from './notifications.model.ts';

/** A notification to store: for whom, from which event, and what it says. */
export type TNewNotification = {
  recipientId: string;
  eventId: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
};

/** How long a reader's feed version stays in Redis unchanged (a lost one is made anew: one full answer). */
export const FEED_VERSION_TTL_SECONDS = 7 * 24 * 3600;

/** Redis key of a reader's feed version: it changes whenever their feed does, and is their ETag. */
export const feedVersionKey = (userId: string) => `notifications:v:${userId}`;

/**
 * Moves a version on: INCR while it exists, else a new one from the clock (so a version lost with Redis never
 * comes back as an ETag a browser still holds), keeping it for another TTL either way.
 */
const BUMP_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 then
  local v = redis.call('INCR', KEYS[1])
  redis.call('EXPIRE', KEYS[1], ARGV[2])
  return tostring(v)
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return ARGV[1]`;

export const toNotification = (record: TNotificationRecord): TNotification => ({
  id: record._id.toString(),
  kind: record.kind as TNotificationKind,
  title: record.title,
  body: record.body,
  link: record.link,
  createdAt: record.createdAt.toISOString(),
  readAt: record.readAt ? record.readAt.toISOString() : null,
});

/**
 * The only code that touches `notifications` and the readers' feed versions in Redis. Every change to a
 * reader's items moves their version on after it is stored, and a feed is read after its version, so an
 * ETag never names a feed older than the one it was sent with.
 */
export const createNotificationsRepository = async (connection: Connection, redis: Redis) => {
  const Notification = notificationModel(connection);
  await Notification.init();

  const bump = async (userIds: readonly string[]) => {
    const seed = String(Date.now());
    await Promise.all(
      [...new Set(userIds)].map((userId) =>
        redis.eval(BUMP_SCRIPT, 1, feedVersionKey(userId), seed, FEED_VERSION_TTL_SECONDS),
      ),
    );
  };

  const unreadOf = (recipientId: string) => Notification.countDocuments({ recipientId, readAt: null }).exec();

  return {
    /**
     * Stores notifications, each once per reader and event (a replay finds them there and changes nothing);
     * the readers whose feed gained an item have their version moved on. How many were new.
     */
    async add(entries: readonly TNewNotification[]): Promise<number> {
      if (entries.length === 0) return 0;
      const result = await Notification.bulkWrite(
        entries.map((entry) => ({
          updateOne: {
            filter: { recipientId: entry.recipientId, eventId: entry.eventId },
            update: { $setOnInsert: { ...entry, readAt: null } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
      const inserted = Object.keys(result.upsertedIds ?? {}).map(Number);
      await bump(inserted.map((index) => entries[index]!.recipientId));
      return inserted.length;
    },

    /** The reader's newest items and their unread count. */
    async feed(recipientId: string): Promise<TNotificationFeed> {
      const [records, unread] = await Promise.all([
        Notification.find({ recipientId })
          .sort({ createdAt: -1, _id: -1 })
          .limit(NOTIFICATION_FEED_SIZE)
          .lean<TNotificationRecord[]>()
          .exec(),
        unreadOf(recipientId),
      ]);
      return { items: records.map(toNotification), unread };
    },

    /** Marks the reader's own unread items read (those of `ids`, or all): how many now, and how many stay unread. */
    async markRead(recipientId: string, ids?: readonly string[]) {
      const filter: Record<string, unknown> = { recipientId, readAt: null };
      if (ids !== undefined) filter._id = { $in: ids.map((id) => new Types.ObjectId(id)) };
      const { modifiedCount } = await Notification.updateMany(filter, {
        $set: { readAt: new Date() },
      }).exec();
      if (modifiedCount > 0) await bump([recipientId]);
      return { marked: modifiedCount, unread: await unreadOf(recipientId) };
    },

    /** The reader's feed version (made now if Redis has none): one Redis read when it exists. */
    async version(recipientId: string): Promise<string> {
      const key = feedVersionKey(recipientId);
      const stored = await redis.get(key);
      if (stored !== null) return stored;
      await redis.set(key, String(Date.now()), 'EX', FEED_VERSION_TTL_SECONDS, 'NX');
      return (await redis.get(key)) ?? String(Date.now());
    },

    /** Every notification the reader has (their data export), newest first. */
    async allOf(recipientId: string): Promise<TNotification[]> {
      const records = await Notification.find({ recipientId })
        .sort({ createdAt: -1, _id: -1 })
        .lean<TNotificationRecord[]>()
        .exec();
      return records.map(toNotification);
    },

    /** Every notification of a reader (their account is gone). */
    async deleteFor(recipientId: string): Promise<number> {
      const { deletedCount } = await Notification.deleteMany({ recipientId }).exec();
      if (deletedCount > 0) await redis.del(feedVersionKey(recipientId));
      return deletedCount;
    },

    count: (filter: { recipientId?: string } = {}) => Notification.countDocuments(filter).exec(),
  };
};
export type TNotificationsRepository = Awaited<ReturnType<typeof createNotificationsRepository>>;
