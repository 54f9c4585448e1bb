import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';
import { NOTIFICATION_KINDS } from '@gtm/contracts/notifications';

/**
 * `recipientId` of a notification to the admins, stored once for all of them: its `readers` are the admins it is
 * for, each with their own read state (`unreadBy`, `readBy`) instead of `readAt`.
 */
export const ADMINS_AUDIENCE = 'admins';

/** How long a notification is kept: the bell shows the newest 30, older ones only count while unread. */
export const NOTIFICATION_TTL_SECONDS = 180 * 24 * 3600;

/** The longest title and body a notification keeps. */
export const NOTIFICATION_TEXT_LIMITS = { title: 300, body: 1000 } as const;

export const notificationSchema = new Schema(
  {
    /** The reader's account id (svc-auth's), whatever their kind; {@link ADMINS_AUDIENCE} for the admins'. */
    recipientId: { type: String, required: true },
    /** The hiring event it came from: one notification per reader and event, whatever the redeliveries. */
    eventId: { type: String, required: true, maxlength: 200 },
    kind: { type: String, required: true, enum: NOTIFICATION_KINDS },
    title: { type: String, required: true, maxlength: NOTIFICATION_TEXT_LIMITS.title },
    body: { type: String, required: true, maxlength: NOTIFICATION_TEXT_LIMITS.body },
    link: { type: String, required: true, maxlength: 300 },
    /** When the event happened. */
    createdAt: { type: Date, required: true },
    /** When its one reader read it (a notification to the admins keeps each admin's in `readBy`). */
    readAt: { type: Date, default: null },
    /** A notification to the admins: the admins it is for (those whose settings allowed it, when stored). */
    readers: { type: [String], default: undefined },
    /** A notification to the admins: its readers who have not read it (what their unread counts count). */
    unreadBy: { type: [String], default: undefined },
    /** A notification to the admins: who of its readers read it, and when. */
    readBy: {
      type: [new Schema({ userId: String, at: Date }, { _id: false })],
      default: undefined,
    },
  },
  { collection: 'notifications', versionKey: false },
);
// A replayed event stores nothing twice.
notificationSchema.index({ recipientId: 1, eventId: 1 }, { unique: true });
// The reader's newest items, `_id` breaking ties.
notificationSchema.index({ recipientId: 1, createdAt: -1, _id: -1 });
// The reader's unread count.
notificationSchema.index({ recipientId: 1, readAt: 1 });
// An admin's newest items of the admins' notifications (multikey on `readers`).
notificationSchema.index({ readers: 1, createdAt: -1, _id: -1 });
// An admin's unread count and marking read; only the admins' notifications have the field.
notificationSchema.index({ unreadBy: 1 }, { sparse: true });
notificationSchema.index({ createdAt: 1 }, { expireAfterSeconds: NOTIFICATION_TTL_SECONDS });

export type TNotificationRecord = InferSchemaType<typeof notificationSchema> & { _id: Types.ObjectId };

/** The `notifications` model bound to svc-candidates' own connection. */
export const notificationModel = (connection: Connection) =>
  connection.model('Notification', notificationSchema);
