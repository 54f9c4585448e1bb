import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/** How long an applied event id is remembered: far beyond any BullMQ retry window. */
export const PROCESSED_EVENT_TTL_SECONDS = 30 * 24 * 3600;

const processedEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    processedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'processed_events', versionKey: false },
);
processedEventSchema.index({ processedAt: 1 }, { expireAfterSeconds: PROCESSED_EVENT_TTL_SECONDS });

/** The inbox of events this service has applied, keyed by event id. */
export const processedEventModel = (connection: Connection) =>
  connection.model('ProcessedEvent', processedEventSchema);
