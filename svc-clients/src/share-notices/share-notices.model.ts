import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';

/**
 * What became of a share's notice: `pending` waits for the company's digest, `notified` went out at once,
 * `digested` went out in the digest of `digest_period`, `muted` was never to be sent (frequency `never`, or the
 * company deleted), `withdrawn` was taken back before any digest.
 */
export const SHARE_NOTICE_STATUSES = ['pending', 'notified', 'digested', 'muted', 'withdrawn'] as const;
export type TShareNoticeStatus = (typeof SHARE_NOTICE_STATUSES)[number];

/** One combine shared with one company, as its users hear of it: names and counts only, never a candidate. */
export const shareNoticeSchema = new Schema(
  {
    companyId: { type: String, required: true },
    shareId: { type: String, required: true },
    combineName: { type: String, maxlength: 200, default: '' },
    candidateCount: { type: Number, min: 0, default: 0 },
    /** When the combine was shared (the event's time): a digest takes the notices shared before its period. */
    shared_at: { type: Date, default: null },
    status: { type: String, required: true, enum: SHARE_NOTICE_STATUSES },
    /** The digest period that sent it (`daily-2026-01-05`...), null before. */
    digest_period: { type: String, default: null },
    /** The time of the newest share event applied: an older one arriving late changes nothing. */
    event_at: { type: Date, required: true },
  },
  { collection: 'share_notices', versionKey: false },
);
// One notice per share and company; the digest run reads the pending ones, per company, by share time.
shareNoticeSchema.index({ companyId: 1, shareId: 1 }, { unique: true });
shareNoticeSchema.index({ status: 1, companyId: 1, shared_at: 1 });

export type TShareNoticeRecord = InferSchemaType<typeof shareNoticeSchema> & { _id: Types.ObjectId };

/** The `share_notices` model bound to svc-clients' own connection. */
export const shareNoticeModel = (connection: Connection) =>
  connection.model('ShareNotice', shareNoticeSchema);
