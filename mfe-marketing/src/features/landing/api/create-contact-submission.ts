import { ZApiError } from '@gtm/contracts/api-errors';
import type {
  TCreateContactSubmission,
  TCreateContactSubmissionResponse,
} from '@gtm/contracts/contact-submissions';
import { createContactSubmission as createContactSubmissionOperation } from '@gtm/contracts/operations/contact-submissions';
import { ApiError } from '@gtm/web-kit/api-client.ts';
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
    if (!(error instanceof ApiError)) throw new ContactSubmissionError(FALLBACK_MESSAGE);
    let parsed: ReturnType<typeof ZApiError.safeParse>;
    try {
      parsed = ZApiError.safeParse(JSON.parse(error.body));
    } catch {
      throw new ContactSubmissionError(FALLBACK_MESSAGE);
    }
    if (!parsed.success) throw new ContactSubmissionError(FALLBACK_MESSAGE);
    const fieldErrors = Object.fromEntries(
      (parsed.data.issues ?? []).map((issue) => [issue.path, issue.message]),
    ) as ContactSubmissionError['fieldErrors'];
    throw new ContactSubmissionError(parsed.data.message, fieldErrors);
  }
}
