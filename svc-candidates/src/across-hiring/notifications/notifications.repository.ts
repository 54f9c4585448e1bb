import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import { NOTIFICATION_FEED_SIZE } from '@gtm/contracts/notifications';
import type { TNotification, TNotificationFeed, TNotificationKind } from '@gtm/contracts/notifications';
import { erasedPersonFilter, erasedPersonMatcher } from '@gtm/service-kit/erased-person';
import type { TErasedPerson } from '@gtm/service-kit/erased-person';
import { ADMINS_AUDIENCE, NOTIFICATION_TEXT_LIMITS, notificationModel } from './notifications.model.ts';
import type { TNotificationRecord } from './notifications.model.ts';

/**
 * A notification to store: for whom (one reader, or the admins in `readers`, stored once for all of them),
 * from which event, and what it says.
 */
export type TNewNotification = ({ recipientId: string } | { admins: readonly string[] }) & {
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

/** An item as `readerId` sees it: a notification to the admins is read when that admin read it. */
export const toNotification = (record: TNotificationRecord, readerId: string): TNotification => {
  const readAt = record.readBy
    ? (record.readBy.find((read) => read.userId === readerId)?.at ?? null)
    : record.readAt;
  return {
    id: record._id.toString(),
    kind: record.kind as TNotificationKind,
    title: record.title,
    body: record.body,
    link: record.link,
    createdAt: record.createdAt.toISOString(),
    readAt: readAt ? readAt.toISOString() : null,
  };
};

/** A reader's items: their own, and the admins' notifications they are among the readers of. */
const itemsOf = (readerId: string) => ({ $or: [{ recipientId: readerId }, { readers: readerId }] });
/** A reader's unread items, each branch served by its own index. */
const unreadOf = (readerId: string) => ({
  $or: [{ recipientId: readerId, readAt: null }, { unreadBy: readerId }],
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

  const unreadCount = (readerId: string) => Notification.countDocuments(unreadOf(readerId)).exec();

  return {
    /**
     * Stores notifications, each once per reader and event, a notification to the admins once per event for
     * all of them (a replay finds them there and changes nothing); the readers whose feed gained an item have
     * their version moved on. How many were new.
     */
    async add(entries: readonly TNewNotification[]): Promise<number> {
      const stored = entries.filter((entry) => !('admins' in entry) || entry.admins.length > 0);
      if (stored.length === 0) return 0;
      const result = await Notification.bulkWrite(
        stored.map((entry) => {
          const { eventId, kind, title, body, link, createdAt } = entry;
          const content = { eventId, kind, title, body, link, createdAt, readAt: null };
          const recipientId = 'admins' in entry ? ADMINS_AUDIENCE : entry.recipientId;
          const readState =
            'admins' in entry ? { readers: [...entry.admins], unreadBy: [...entry.admins], readBy: [] } : {};
          return {
            updateOne: {
              filter: { recipientId, eventId },
              update: { $setOnInsert: { ...content, recipientId, ...readState } },
              upsert: true,
            },
          };
        }),
        { ordered: false },
      );
      const inserted = Object.keys(result.upsertedIds ?? {}).map((index) => stored[Number(index)]!);
      await bump(inserted.flatMap((entry) => ('admins' in entry ? entry.admins : [entry.recipientId])));
      return inserted.length;
    },

    /** The reader's newest items and their unread count. */
    async feed(readerId: string): Promise<TNotificationFeed> {
      const [records, unread] = await Promise.all([
        Notification.find(itemsOf(readerId))
          .sort({ createdAt: -1, _id: -1 })
          .limit(NOTIFICATION_FEED_SIZE)
          .lean<TNotificationRecord[]>()
          .exec(),
        unreadCount(readerId),
      ]);
      return { items: records.map((record) => toNotification(record, readerId)), unread };
    },

    /**
     * Marks the reader's own unread items read (those of `ids`, or all), and the admins' notifications for them
     * (an atomic `$pull` and `$push` each: that admin only): one command, whatever the number of items. How
     * many now, and how many stay unread.
     */
    async markRead(readerId: string, ids?: readonly string[]) {
      const only = ids === undefined ? {} : { _id: { $in: ids.map((id) => new Types.ObjectId(id)) } };
      const at = new Date();
      const { modifiedCount } = await Notification.bulkWrite(
        [
          {
            updateMany: {
              filter: { recipientId: readerId, readAt: null, ...only },
              update: { $set: { readAt: at } },
            },
          },
          {
            updateMany: {
              filter: { unreadBy: readerId, ...only },
              update: { $pull: { unreadBy: readerId }, $push: { readBy: { userId: readerId, at } } },
            },
          },
        ],
        { ordered: false },
      );
      if (modifiedCount > 0) await bump([readerId]);
      return { marked: modifiedCount, unread: await unreadCount(readerId) };
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
    async allOf(readerId: string): Promise<TNotification[]> {
      const records = await Notification.find(itemsOf(readerId))
        .sort({ createdAt: -1, _id: -1 })
        .lean<TNotificationRecord[]>()
        .exec();
      return records.map((record) => toNotification(record, readerId));
    },

    /** Every notification of a reader (their account is gone), and them from the admins' notifications. */
    async deleteFor(readerId: string): Promise<number> {
      const { deletedCount, modifiedCount } = await Notification.bulkWrite(
        [
          { deleteMany: { filter: { recipientId: readerId } } },
          {
            updateMany: {
              filter: { readers: readerId },
              update: { $pull: { readers: readerId, unreadBy: readerId, readBy: { userId: readerId } } },
            },
          },
        ],
        { ordered: false },
      );
      const removed = deletedCount + modifiedCount;
      if (removed > 0) await redis.del(feedVersionKey(readerId));
      return removed;
    },

    /**
     * Takes an erased person out of the admins' notifications ("... recorded a hire of Ada Lovelace"): each one
     * whose title or body holds one of their names (whole words: the full name, its first and last word),
     * e-mails or phone numbers keeps its event, link and read state with those replaced (`ERASED_PERSON`). The
     * admins' items are found by their audience (an index's head) and read by a regex; the admins whose feed
     * changed have their version moved on. Run again, it finds nothing more to change. How many changed.
     */
    async erasePerson(person: TErasedPerson): Promise<number> {
      const matcher = erasedPersonMatcher(person);
      if (matcher.isEmpty) return 0;
      const records = await Notification.find({
        recipientId: ADMINS_AUDIENCE,
        $or: erasedPersonFilter(matcher, ['title', 'body']),
      })
        .select({ title: 1, body: 1, readers: 1 })
        .lean<Pick<TNotificationRecord, '_id' | 'title' | 'body' | 'readers'>[]>()
        .exec();
      const naming = records.filter((record) => matcher.holds([record.title, record.body]));
      if (naming.length === 0) return 0;
      await Notification.bulkWrite(
        naming.map((record) => ({
          updateOne: {
            filter: { _id: record._id },
            update: {
              $set: {
                title: matcher.scrub(record.title).slice(0, NOTIFICATION_TEXT_LIMITS.title),
                body: matcher.scrub(record.body).slice(0, NOTIFICATION_TEXT_LIMITS.body),
              },
            },
          },
        })),
        { ordered: false },
      );
      await bump(naming.flatMap((record) => record.readers ?? []));
      return naming.length;
    },

    count: (filter: { recipientId?: string; readers?: string } = {}) =>
      Notification.countDocuments(filter).exec(),
  };
};
export type TNotificationsRepository = Awaited<ReturnType<typeof createNotificationsRepository>>;
