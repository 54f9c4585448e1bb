import { mutate } from 'swr';
import type { TContactSubmission, TContactSubmissionStatus } from '@gtm/contracts/contact-submissions';
import { listContactSubmissions, updateContactSubmission } from '@gtm/contracts/operations/candidates';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';

const LIST_URL = operationUrl(listContactSubmissions);

/**
 * `updateContactSubmission`: sets a submission's status, then reloads every cached page of the list (the
 * submission may now belong to another status filter). Answers the submission as saved.
 */
export async function setContactSubmissionStatus(
  id: string,
  status: TContactSubmissionStatus,
): Promise<TContactSubmission> {
  const saved = await callOperation(updateContactSubmission, { params: { id }, body: { status } });
  await mutate((key) => typeof key === 'string' && (key === LIST_URL || key.startsWith(`${LIST_URL}?`)));
  return saved;
}
