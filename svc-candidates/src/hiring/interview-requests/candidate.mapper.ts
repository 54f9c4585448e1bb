import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import type { TCandidateInterviewRequest } from '@gtm/contracts/interview-requests';
import type { TInterviewRequestRecord } from '../../employer-read-model/interview-requests.model.ts';
import { interviewStateOf, timeOf } from '../../employer-read-model/interview-state.ts';

/**
 * Who cancelled a request, from its last cancel step: GTM Combine closed it for a hire elsewhere (its note is
 * {@link INTERVIEW_ANSWERS.closedByHire}), else the company, with its reason if it gave one.
 */
const cancellationOf = (record: TInterviewRequestRecord): TCandidateInterviewRequest['cancelled'] => {
  const step = [...(record.history ?? [])].reverse().find((entry) => entry.action === 'cancel');
  const note = step?.note.trim() ?? '';
  return note === INTERVIEW_ANSWERS.closedByHire
    ? { by: 'portal', reason: null }
    : { by: 'company', reason: note === '' ? null : note };
};

/** A request as the candidate lists it. */
export const toCandidateInterviewRequest = (record: TInterviewRequestRecord): TCandidateInterviewRequest => {
  const state = interviewStateOf(record, (text) => text);
  return {
    id: record._id.toString(),
    companyName: record.companyName,
    slots: record.slots.map(timeOf),
    note: record.note,
    status: state.status,
    acceptedSlot: state.acceptedSlot,
    answer: state.answer,
    cancelled: state.status === 'cancelled' ? cancellationOf(record) : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: state.updatedAt,
  };
};
