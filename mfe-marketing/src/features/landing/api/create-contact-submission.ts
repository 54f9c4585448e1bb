import type {
  TCreateContactSubmission,
  TCreateContactSubmissionResponse,
} from '@gtm/contracts/contact-submissions';
import { createContactSubmission as createContactSubmissionOperation } from '@gtm/contracts/operations/contact-submissions';
import { serverIssues, serverMessage } from '@gtm/web-kit/api-error.ts';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** Why a submission failed: the server's readable message and, for a 400, the message of each field. */
export class ContactSubmissionError extends Error {
  readonly fieldErrors: Partial<Record<keyof TCreateContactSubmission, string>>;

  constructor(message: string, fieldErrors: ContactSubmissionError['fieldErrors'] = {}) {
    super(message);
    this.name = 'ContactSubmissionError';
    this.fieldErrors = fieldErrors;
  }
}

const FALLBACK_MESSAGE = 'Your message could not be sent. Please try again.';

/** Sends the contact form; throws {@link ContactSubmissionError} with the message to show. */
export async function createContactSubmission(
  input: TCreateContactSubmission,
): Promise<TCreateContactSubmissionResponse> {
  try {
    return await callOperation(createContactSubmissionOperation, { body: input });
  } catch (error) {
    // The error body as web-kit reads it: its readable message, and the message of each field it names.
    const message = serverMessage(error);
    if (message === null) throw new ContactSubmissionError(FALLBACK_MESSAGE);
    const fieldErrors = Object.fromEntries(
      serverIssues(error).map(({ name, errors }) => [name.join('.'), errors[0]]),
    ) as ContactSubmissionError['fieldErrors'];
    throw new ContactSubmissionError(message, fieldErrors);
  }
}
