import { sendCandidateReminder as sendCandidateReminderOperation } from '@gtm/contracts/operations/candidates';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `POST /api/candidate-users/{userId}/reminder`: e-mails the registration a reminder (once per 24 hours). */
export const sendCandidateReminder = (userId: string) =>
  callOperation(sendCandidateReminderOperation, { params: { id: userId } });
