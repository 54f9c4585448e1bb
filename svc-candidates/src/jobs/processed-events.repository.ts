import type { Connection } from 'mongoose';
import { processedEventModel } from './processed-events.model.ts';

const DUPLICATE_KEY = 11000;

/** The only code that touches `processed_events`: which events this service has already applied. */
export const createProcessedEventsRepository = async (connection: Connection) => {
  const ProcessedEvent = processedEventModel(connection);
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
