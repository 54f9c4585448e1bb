import { isActivePlacement, PLACEMENT_STATUS_LABELS } from '@gtm/contracts/placements';
import type { TEmployerPlacement, TGuarantee, TPlacementStatus } from '@gtm/contracts/placements';

/**
 * How the company reads its claimed hire of a candidate: waiting for the candidate, confirmed (still so when
 * the person left within the guarantee and a replacement is due), or not confirmed. A withdrawn claim (the
 * stage moved off Hired) is not shown, nor is a cancelled one (the GTM Combine team corrected the stage).
 */
export const HIRE_STATUS_TEXT: Record<TPlacementStatus, string | null> = {
  pending: `${PLACEMENT_STATUS_LABELS.pending} to confirm`,
  confirmed: 'Hire confirmed',
  'replacement-due': 'Hire confirmed',
  rejected: 'The candidate did not confirm this hire',
  withdrawn: null,
  cancelled: null,
  refunded: 'Hire confirmed; its fee was refunded under the guarantee',
};

/**
 * Whether the hire was confirmed and stands: it carries the success fee, its invoice and the 90-day guarantee
 * (the hiring core's lifecycle).
 */
export const isConfirmedHire = (status: TPlacementStatus) => isActivePlacement(status);

/** The company's answer to the 90-day check, as the panel says it. */
export const RETENTION_ANSWER_TEXT: Record<NonNullable<TGuarantee['answer']>, string> = {
  'in-seat': 'You told us the person is still in the role.',
  left: 'You told us the person left the role.',
};

/**
 * Where the 90-day check of a hire stands: not for an unconfirmed hire (null), coming (`scheduled`: the
 * company is asked on `checkOn`), asked and waiting for the company's answer (`ask`), or answered.
 */
export function retentionState(
  placement: Pick<TEmployerPlacement, 'status' | 'guarantee'>,
): 'scheduled' | 'ask' | 'answered' | null {
  if (!isConfirmedHire(placement.status)) return null;
  const { asked, answer } = placement.guarantee;
  if (answer !== null) return 'answered';
  if (!asked) return 'scheduled';
  return placement.status === 'confirmed' ? 'ask' : null;
}
