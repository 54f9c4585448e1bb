import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { statusOf } from '@gtm/web-kit/api-error.ts';
import { toastFailure as toastFailureOr } from '@gtm/web-kit/failure-toast.ts';

/**
 * Tells the employer an action failed: in the server's words when it gave some (a refusal says why), as a
 * revoked access on a bare 403, and with a plain 'try again' when the call never got an answer.
 */
export function toastFailure(title: string, error: unknown): void {
  toastFailureOr(
    title,
    error,
    statusOf(error) === 403 ? EMPLOYER_ANSWERS.accessRevoked : 'Something went wrong. Please try again.',
  );
}
