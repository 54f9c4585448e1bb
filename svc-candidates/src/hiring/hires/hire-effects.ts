import { INTERVIEW_TRANSITIONS } from '@gtm/hiring/interview-lifecycle';
import type { TCandidateAccountsRepository } from '../../routes/candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateProfilesRepository } from '../../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TInterviewRequestsRepository } from '../../employer-read-model/interview-requests.repository.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import { publishInvitation, publishUpdated } from '../../employer-read-model/interview-notices.ts';
import { isOpen } from '../../employer-read-model/interview-state.ts';
import type { TCandidateOutcomeRecord } from '../../employer-read-model/outcomes.model.ts';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';

/** The note a request closed by a hire carries (the company's screens show it with the Cancelled status). */
export const PLACED_ELSEWHERE_NOTE = INTERVIEW_ANSWERS.closedByHire;

/**
 * What a hire does to the candidate's other opportunities, as an agency wants it: the candidate is placed.
 * - Placement is read from the outcomes themselves (a Hired outcome of any company), so an admin's correction
 *   of the hire lifts it at once: the admins see "Placed with <company>" on every share of the candidate, the
 *   other companies' outcome control says the candidate is no longer available and accepts only Not selected
 *   (409 otherwise), and the candidate's other opportunities read Closed.
 * - The other companies' open interview requests (waiting, with times proposed, or agreed and not yet held)
 *   are cancelled with {@link PLACED_ELSEWHERE_NOTE}, each publishing `interview.updated` (cancel) and, where an
 *   invitation went out, its cancellation (METHOD:CANCEL, the next SEQUENCE), as a company's own cancel does.
 *   A correction does not reopen them: the companies ask again if they still want to meet the candidate.
 * Each step is conditional (a request already closed is left as it is), so a retried hire changes nothing more.
 */
export const applyHire = async (
  deps: {
    interviewRequests: Pick<TInterviewRequestsRepository, 'requestsOfCandidate' | 'changeRequest'>;
    profiles: Pick<TCandidateProfilesRepository, 'byUserIds'>;
    accounts: Pick<TCandidateAccountsRepository, 'contactsOf'>;
  } & TEmployerPublishing,
  hire: TCandidateOutcomeRecord,
  at: Date = hire.updatedAt,
): Promise<{ cancelledRequests: number }> => {
  const requests = await deps.interviewRequests.requestsOfCandidate(hire.candidateUserId);
  let cancelledRequests = 0;
  for (const record of requests) {
    if (record.companyId === hire.companyId || !isOpen(record, at)) continue;
    const invited = record.sequence !== null && record.sequence !== undefined;
    const sequence = invited ? record.sequence! + 1 : null;
    const changed = await deps.interviewRequests.changeRequest(
      record._id.toString(),
      INTERVIEW_TRANSITIONS.cancel.from,
      {
        status: INTERVIEW_TRANSITIONS.cancel.to,
        updatedAt: at,
        ...(sequence === null ? {} : { sequence }),
      },
      { at, by: 'employer', action: 'cancel', slots: [], note: PLACED_ELSEWHERE_NOTE },
    );
    if (!changed) continue;
    cancelledRequests += 1;
    await publishUpdated(deps, changed, 'cancel', at, 'portal');
    if (sequence !== null && record.acceptedSlot) {
      const [profiles, accounts] = await Promise.all([
        deps.profiles.byUserIds([record.candidateUserId]),
        deps.accounts.contactsOf([record.candidateUserId]),
      ]);
      const profile = profiles.get(record.candidateUserId);
      const account = accounts.get(record.candidateUserId);
      if (account?.email) {
        await publishInvitation(deps, changed, {
          template: 'interview-cancelled',
          sequence,
          slot: record.acceptedSlot,
          candidate: {
            name: profile?.name || account.name || 'The candidate',
            email: account.email,
            shareContact: Boolean(profile?.privacy?.showContact),
          },
          reason: PLACED_ELSEWHERE_NOTE,
          at,
        });
      }
    }
  }
  return { cancelledRequests };
};
