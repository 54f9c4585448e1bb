import type { Queue } from 'bullmq';
import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import { AppError } from '@gtm/service-kit/app-error';
import { withDeadline } from '@gtm/service-kit/health';

/** Longest wait for Redis to take an access event before the admin's write answers 503 (they may retry it). */
const PUBLISH_DEADLINE_MS = 2_000;

/** One employer whose access changed: their svc-auth account, the new state, and when the change happened. */
export type TAccessChange = { userId: string; enabled: boolean; at: Date };

/**
 * The `employer.access-changed` event of a change. Its id is made of the change itself (account, state, time),
 * so announcing the same change again (an admin repeating a write whose publish failed) adds no second job and
 * svc-auth applies it once. BullMQ job ids may not contain ':'.
 */
export const accessChangedEvent = (change: TAccessChange): TAuthAccountEvent => ({
  eventId: `employer.access-changed.${change.userId}.${change.enabled ? 'on' : 'off'}.${change.at.getTime()}`,
  type: 'employer.access-changed',
  userId: change.userId,
  enabled: change.enabled,
  at: change.at.getTime(),
});

/**
 * Tells svc-auth (the `auth-account-events` queue) of access changes: a disabled employer's sessions end and
 * they cannot sign in; an enabled one may again. A publish Redis refuses is a 503: the write happened, and
 * repeating it announces the same events.
 */
export const publishAccessChanges = async (
  queue: Pick<Queue<TAuthAccountEvent>, 'add'>,
  changes: readonly TAccessChange[],
) => {
  for (const change of changes) {
    const event = accessChangedEvent(change);
    try {
      // BullMQ's generic job typing does not narrow through a type parameter.
      await withDeadline(
        queue.add(event.type as never, event as never, { jobId: event.eventId }),
        PUBLISH_DEADLINE_MS,
      );
    } catch (error) {
      throw new AppError('UNAVAILABLE', {
        internalMessage: `employer.access-changed not published for ${change.userId}`,
        cause: error,
      });
    }
  }
};

/** The later of some dates (null ones ignored): when an employer's access last changed, by whichever write. */
export const latest = (...dates: (Date | null | undefined)[]): Date =>
  new Date(Math.max(0, ...dates.filter((date): date is Date => date instanceof Date).map(Number)));
