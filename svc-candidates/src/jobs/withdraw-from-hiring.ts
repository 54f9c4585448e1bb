import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { ERASED_PERSON } from '@gtm/service-kit/erased-person';
import type { TOutbox } from '@gtm/service-kit/outbox';
import type { TInterviewRequestsRepository } from '../employer-read-model/interview-requests.repository.ts';
import { statusOf } from '../employer-read-model/interview-state.ts';
import type { TAvailabilityRepository } from '../routes/availability/availability.repository.ts';
import type { TCandidateAccountsRepository } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import { publishCombineDayInvitations } from '../hiring/combine-days/combine-day-invitations.ts';
import { isLive } from '../hiring/combine-days/combine-days.repository.ts';
import type { TCombineDaysRepository } from '../hiring/combine-days/combine-days.repository.ts';
import { publishInvitation } from '../employer-read-model/interview-notices.ts';
import type { TPlacementsRepository } from '../hiring/placements/placements.repository.ts';

/** What taking a candidate out of the hiring loop reads and tells. */
export type TWithdrawFromHiringDeps = {
  outbox: TOutbox;
  placements: Pick<TPlacementsRepository, 'pendingOfCandidate' | 'close'>;
  combineDays: Pick<TCombineDaysRepository, 'ofCandidate'>;
  interviewRequests: Pick<TInterviewRequestsRepository, 'requestsOfCandidate'>;
  /** What the combine day invitations read of candidates (none is sent to the candidate here). */
  accounts: Pick<TCandidateAccountsRepository, 'contactsOf'>;
  availability: Pick<TAvailabilityRepository, 'byUserIds'>;
};

/**
 * An erased candidate leaves the hiring loop before their data goes (security issue 45), in one place:
 * - each hire claim still waiting is withdrawn (by the portal), so no admin can confirm it (409) and no fee or
 *   invoice names an erased person;
 * - each live segment of a planned combine day still ahead is cancelled in the company's calendar (METHOD:CANCEL,
 *   the segment's UID, SEQUENCE + 1, as a decline sends it); the purge then removes the segment, which frees its
 *   time of the day;
 * - each agreed interview still ahead whose invitation went out is cancelled in the company's calendar
 *   (`interview-cancelled`, SEQUENCE + 1, the reason in the contract's words); the purge then removes the request.
 * The candidate gets nothing (they are gone), and nothing here names them ('Erased person' for an interview).
 * Each message's id is the change's (the day, the one-pager and the SEQUENCE; the request and the SEQUENCE), and
 * the outbox stores an id once, so a job run again (before the purge) sends nothing twice; after the purge there
 * is nothing left to find. Called before {@link purgeCandidate}, which removes what it reads.
 */
export const withdrawFromHiring = async (deps: TWithdrawFromHiringDeps, userId: string, at: Date) => {
  let claims = 0;
  for (const claim of await deps.placements.pendingOfCandidate(userId))
    if (await deps.placements.close(claim._id.toString(), 'withdrawn', { at, by: 'portal' })) claims += 1;

  let segments = 0;
  for (const day of await deps.combineDays.ofCandidate(userId)) {
    if (day.status !== 'planned') continue;
    for (const segment of day.segments) {
      if (segment.candidateUserId !== userId || !isLive(segment) || segment.end.getTime() <= at.getTime())
        continue;
      const declined = { ...segment, status: 'declined' as const, sequence: segment.sequence + 1 };
      const after = {
        ...day,
        updatedAt: at,
        segments: day.segments.map((row) => (row === segment ? declined : row)),
      };
      // No view of the candidate: the company's copy reads 'A candidate'.
      await publishCombineDayInvitations(deps, after, new Map(), {
        kind: 'declined',
        onePagerId: segment.onePagerId,
      });
      segments += 1;
    }
  }

  let interviews = 0;
  for (const request of await deps.interviewRequests.requestsOfCandidate(userId)) {
    const slot = request.acceptedSlot;
    const sequence = request.sequence;
    if (statusOf(request) !== 'accepted' || !slot || sequence === null || sequence === undefined) continue;
    if (slot.start.getTime() + slot.durationMinutes * 60_000 <= at.getTime()) continue;
    await publishInvitation(deps, request, {
      template: 'interview-cancelled',
      sequence: sequence + 1,
      slot,
      candidate: { name: ERASED_PERSON.name, email: '', shareContact: false },
      reason: INTERVIEW_ANSWERS.candidateLeftReason,
      at,
    });
    interviews += 1;
  }
  return { claims, segments, interviews };
};
