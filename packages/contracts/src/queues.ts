/** BullMQ queue names. Payload schemas live beside the feature that owns the queue. */
export const QUEUES = {
  email: 'email',
  accountEvents: 'account-events',
} as const;
export type TQueueName = (typeof QUEUES)[keyof typeof QUEUES];
