import { PLACEMENT_ANSWERS, PLACEMENT_STATUS_LABELS } from '@gtm/contracts/placements';
import type { TCandidatePlacement, TPlacementResponse } from '@gtm/contracts/placements';
import { formatDate } from '@gtm/web-kit/format-date.ts';

/** What the company's claim says, as the candidate reads it. */
export const placementClaimText = (placement: Pick<TCandidatePlacement, 'companyName' | 'startDate'>) =>
  `${placement.companyName} recorded that they hired you, starting ${formatDate(placement.startDate)}.`;

/** The candidate's words for an answered placement's status. */
export const CANDIDATE_PLACEMENT_LABELS: Record<TCandidatePlacement['status'], string> = {
  pending: 'Waiting for your answer',
  confirmed: PLACEMENT_STATUS_LABELS.confirmed,
  rejected: PLACEMENT_STATUS_LABELS.rejected,
};

/** The toast of each answer. */
export const PLACEMENT_DONE: Record<TPlacementResponse['action'], string> = {
  confirm: PLACEMENT_ANSWERS.confirmed,
  reject: PLACEMENT_ANSWERS.rejected,
};

/** The claims waiting for the candidate, and those answered, each newest first as listed. */
export function splitPlacements(items: readonly TCandidatePlacement[]) {
  return {
    pending: items.filter((placement) => placement.status === 'pending'),
    answered: items.filter((placement) => placement.status !== 'pending'),
  };
}
