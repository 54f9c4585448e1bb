import type { TContactSubmission, TContactSubmissionStatus } from '@gtm/contracts/contact-submissions';
import {
  listContactSubmissions,
  updateContactSubmission,
} from '@gtm/contracts/operations/contact-submissions';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `updateContactSubmission`: sets a submission's status; answers the submission as saved. */
export const setContactSubmissionStatus = (
  id: string,
  status: TContactSubmissionStatus,
): Promise<TContactSubmission> =>
  callOperation(updateContactSubmission, { params: { id }, body: { status } });

export type TStatusChange = { id: string; status: TContactSubmissionStatus };

/**
 * Sets a submission's status, then reloads every cached page of the list (the submission may now belong to
 * another status filter).
 */
export const useSetContactSubmissionStatus = (
  handlers: TMutationHandlers<TStatusChange, TContactSubmission>,
) =>
  useMutation(
    updateContactSubmission.id,
    ({ id, status }: TStatusChange) => setContactSubmissionStatus(id, status),
    { ...handlers, revalidates: [listContactSubmissions] },
  );
