import { INTERVIEW_STATUS_LABELS } from '@gtm/contracts/interview-requests';
import type { TCandidateInterviewRequest } from '@gtm/contracts/interview-requests';

/** The candidate's words for each status (the company's request, as the candidate reads it). */
export const CANDIDATE_STATUS_LABELS: Record<TCandidateInterviewRequest['status'], string> = {
  ...INTERVIEW_STATUS_LABELS,
  pending: 'Awaiting your answer',
  proposed: 'Your times were sent',
};

/** Whether the candidate may still answer: waiting (or their proposal not yet taken), and a time still ahead. */
export const canAnswer = (request: TCandidateInterviewRequest, now: number) =>
  (request.status === 'pending' || request.status === 'proposed') &&
  request.slots.some((slot) => Date.parse(slot.start) > now);

/** The slots the candidate may accept: their index in the request, those still ahead. */
export const acceptableSlots = (request: TCandidateInterviewRequest, now: number) =>
  request.slots.map((slot, index) => ({ slot, index })).filter(({ slot }) => Date.parse(slot.start) > now);
