import type { TClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';

/**
 * Where the employer portal and the admins' sharing publish: share events (svc-clients tells the company's
 * users, at once or in a digest), admin notices (svc-auth e-mails the admins whose settings allow it) and the
 * candidate's interview-request e-mail. Each goes through the service's outbox under an id made of the change
 * (a share and its moment, an evaluation and its time, an interview request): a retried request stores it once,
 * and with Redis down it waits in MongoDB and the write still answers.
 */
export type TEmployerPublishing = { outbox: TOutbox };

export const publishShareEvent = (deps: TEmployerPublishing, event: TClientShareEvent) =>
  deps.outbox.publish(outboxMessage.shareEvent(event));

/** The deterministic id of a share event: the share and the moment it was shared or withdrawn. */
export const shareEventId = (type: TClientShareEvent['type'], shareId: string, at: Date) =>
  [type, shareId, at.getTime()].join('.');

/** Interview slots as an e-mail reads them: '2030-01-02 15:00 UTC (30 min)', one per line. */
export const slotsText = (slots: readonly { start: Date; durationMinutes: number }[]) =>
  slots
    .map(
      (slot) =>
        `${slot.start.toISOString().slice(0, 16).replace('T', ' ')} UTC (${slot.durationMinutes} min)`,
    )
    .join('\n');
