import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/** How long an applied event id is remembered: far beyond any BullMQ retry window. */
export const PROCESSED_EVENT_TTL_SECONDS = 30 * 24 * 3600;

const DUPLICATE_KEY = 11000;

const processedEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    processedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'processed_events', versionKey: false },
);
processedEventSchema.index({ processedAt: 1 }, { expireAfterSeconds: PROCESSED_EVENT_TTL_SECONDS });

/**
 * A service's inbox of applied events (`processed_events`, keyed by event id), the only code touching that
 * collection. A consumer checks it before applying an event and records the event after.
 */
export const createProcessedEventsRepository = async (connection: Connection) => {
  const ProcessedEvent = connection.model('ProcessedEvent', processedEventSchema);
  await ProcessedEvent.init();

  return {
    has: async (eventId: string) => (await ProcessedEvent.exists({ _id: eventId }).exec()) !== null,

    /** Records an applied event; recording it twice is harmless. */
    async record(eventId: string, type: string): Promise<void> {
      try {
        await ProcessedEvent.create({ _id: eventId, type });
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
    },

    count: () => ProcessedEvent.countDocuments().exec(),
  };
};
export type TProcessedEventsRepository = Awaited<ReturnType<typeof createProcessedEventsRepository>>;
