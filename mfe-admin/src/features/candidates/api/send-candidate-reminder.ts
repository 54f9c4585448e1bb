import {
  listCandidateUsers,
  sendCandidateReminder as sendCandidateReminderOperation,
} from '@gtm/contracts/operations/admin-candidates';
import type { TCandidateUserRow } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `POST /api/candidate-users/{userId}/reminder`: e-mails the registration a reminder (once per 24 hours). */
export const sendCandidateReminder = (userId: string) =>
  callOperation(sendCandidateReminderOperation, { params: { id: userId } });

/** E-mails a registration a reminder, then reloads the registrations (when it was reminded shows there). */
export const useSendCandidateReminder = (
  handlers: TMutationHandlers<TCandidateUserRow, Awaited<ReturnType<typeof sendCandidateReminder>>>,
) =>
  useMutation(
    sendCandidateReminderOperation.id,
    (row: TCandidateUserRow) => sendCandidateReminder(row.userId),
    { ...handlers, revalidates: [listCandidateUsers] },
  );
