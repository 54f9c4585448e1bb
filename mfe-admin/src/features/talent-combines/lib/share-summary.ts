import { CLIENT_DECISION_LABELS, CLIENT_DECISIONS, CLIENT_RATING } from '@gtm/contracts/employer';
import type { TClientDecision, TCombineShare } from '@gtm/contracts/employer';

export type TShareDecisionCounts = Record<TClientDecision, number>;

/** How many of a share's candidates the company marked Interested, Maybe and Pass (a rating alone is no decision). */
export function decisionCounts(decisions: TCombineShare['decisions']): TShareDecisionCounts {
  const counts: TShareDecisionCounts = { interested: 0, maybe: 0, pass: 0 };
  for (const { decision } of decisions) if (decision) counts[decision] += 1;
  return counts;
}

/** 'Interested 2 · Maybe 0 · Pass 1', or 'No decisions yet'. */
export function decisionSummary(decisions: TCombineShare['decisions']): string {
  const counts = decisionCounts(decisions);
  if (CLIENT_DECISIONS.every((decision) => counts[decision] === 0)) return 'No decisions yet';
  return CLIENT_DECISIONS.map((decision) => `${CLIENT_DECISION_LABELS[decision]} ${counts[decision]}`).join(
    ' · ',
  );
}

/** A 1-4 rating in words ('3 of 4'), or 'Not rated'. */
export const ratingText = (rating: number | null): string =>
  rating === null ? 'Not rated' : `${rating} of ${CLIENT_RATING.max}`;

/**
 * The companies a new share cannot add, each with why: those that see the combine now (sharing again would
 * change nothing). A withdrawn share's company may be chosen: sharing again restores it.
 */
export function alreadySharedCompanies(shares: readonly TCombineShare[]): Map<string, string> {
  return new Map(
    shares.filter((share) => share.withdrawnAt === null).map((share) => [share.companyId, 'already shared']),
  );
}
