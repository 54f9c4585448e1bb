import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';
import { NOTIFICATION_KINDS } from '@gtm/contracts/notifications';

/** How long a notification is kept: the bell shows the newest 30, older ones only count while unread. */
export const NOTIFICATION_TTL_SECONDS = 180 * 24 * 3600;

export const notificationSchema = new Schema(
  {
    /** The reader's account id (svc-auth's), whatever their kind. */
    recipientId: { type: String, required: true },
    /** The hiring event it came from: one notification per reader and event, whatever the redeliveries. */
    eventId: { type: String, required: true, maxlength: 200 },
    kind: { type: String, required: true, enum: NOTIFICATION_KINDS },
    title: { type: String, required: true, maxlength: 300 },
    body: { type: String, required: true, maxlength: 1000 },
    link: { type: String, required: true, maxlength: 300 },
    /** When the event happened. */
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
  },
  { collection: 'notifications', versionKey: false },
);
// A replayed event stores nothing twice.
notificationSchema.index({ recipientId: 1, eventId: 1 }, { unique: true });
// The reader's newest items, `_id` breaking ties.
notificationSchema.index({ recipientId: 1, createdAt: -1, _id: -1 });
// The reader's unread count.
notificationSchema.index({ recipientId: 1, readAt: 1 });
notificationSchema.index({ createdAt: 1 }, { expireAfterSeconds: NOTIFICATION_TTL_SECONDS });

export type TNotificationRecord = InferSchemaType<typeof notificationSchema> & { _id: Types.ObjectId };

/** The `notifications` model bound to svc-candidates' own connection. */
export const notificationModel = (connection: Connection) =>
  connection.model('Notification', notificationSchema);
