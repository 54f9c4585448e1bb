import { formatMoney, PLACEMENT_ANSWERS, PLACEMENT_STATUS_LABELS } from '@gtm/contracts/placements';
import type { TCandidatePlacement, TPlacementResponse } from '@gtm/contracts/placements';
import { formatDate } from '@gtm/web-kit/format-date.ts';

/** What the company's claim says, as the candidate reads it. */
export const placementClaimText = (placement: Pick<TCandidatePlacement, 'companyName' | 'startDate'>) =>
  `${placement.companyName} recorded that they hired you, starting ${formatDate(placement.startDate)}.`;

/**
 * The hire's terms the candidate checks before confirming (issue 46): the company, the start date, and the
 * annual salary in its currency, the code visible ("EUR 80,000.00").
 */
export const placementTerms = (
  placement: Pick<TCandidatePlacement, 'companyName' | 'startDate' | 'annualSalary' | 'currency'>,
) => [
  { label: 'Company', value: placement.companyName },
  { label: 'Start date', value: formatDate(placement.startDate) },
  { label: 'Annual salary', value: formatMoney(placement.annualSalary, placement.currency) },
  { label: 'Currency', value: placement.currency },
];

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
