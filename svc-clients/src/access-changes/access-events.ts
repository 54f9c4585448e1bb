import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';

/** One employer whose access changed: their svc-auth account, the new state, and when the change happened. */
export type TAccessChange = { userId: string; enabled: boolean; at: Date };

/**
 * The `employer.access-changed` event of a change. Its id is made of the change itself (account, state, time),
 * so announcing the same change again (an admin repeating the write) stores no second event and svc-auth
 * applies it once. BullMQ job ids may not contain ':'.
 */
export const accessChangedEvent = (change: TAccessChange): TAuthAccountEvent => ({
  eventId: `employer.access-changed.${change.userId}.${change.enabled ? 'on' : 'off'}.${change.at.getTime()}`,
  type: 'employer.access-changed',
  userId: change.userId,
  enabled: change.enabled,
  at: change.at.getTime(),
});

/**
 * Tells svc-auth (the `auth-account-events` queue, through the outbox, as one row) of access changes: a disabled
 * employer's sessions end and they cannot sign in; an enabled one may again. With Redis down they wait in
 * MongoDB; only MongoDB refusing the row fails the write's answer (503: the write happened, and repeating it
 * stores the same events).
 */
export const publishAccessChanges = (outbox: TOutbox, changes: readonly TAccessChange[]) =>
  outbox.publish(changes.map((change) => outboxMessage.authAccountEvent(accessChangedEvent(change))));

/** The later of some dates (null ones ignored): when an employer's access last changed, by whichever write. */
export const latest = (...dates: (Date | null | undefined)[]): Date =>
  new Date(Math.max(0, ...dates.filter((date): date is Date => date instanceof Date).map(Number)));
