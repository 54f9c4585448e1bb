import { getCandidateActivity } from '@gtm/contracts/operations/candidate-activity';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/**
 * The candidate's views, opportunities and interview requests through SWR; held back until a profile exists
 * (without one no one-pager of theirs can be shared, so there is nothing to count).
 */
export const useCandidateActivity = (hasProfile: boolean) =>
  useOperation(getCandidateActivity, hasProfile ? {} : null);
