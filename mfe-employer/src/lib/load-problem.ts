import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { serverMessage, statusOf } from '@gtm/web-kit/api-error.ts';

/**
 * Why a page's data did not load, as the page explains it: the employer's access is gone (403), what the page
 * shows does not exist for their company (404; a malformed id answers 400 and means the same), or the load
 * failed and may work if tried again.
 */
export type TLoadProblem =
  | { kind: 'revoked'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'failed'; message: string };

/** `notFound`: what the page says when what it shows is not there; a page of no record has none (then: failed). */
export function loadProblemOf(
  error: unknown,
  { notFound, failed }: { notFound?: string; failed: string },
): TLoadProblem {
  const status = statusOf(error);
  if (status === 403) {
    // A user whose account is not linked to a company yet is refused too, and told so.
    const noCompany = serverMessage(error) === EMPLOYER_ANSWERS.noCompany;
    return {
      kind: 'revoked',
      message: noCompany ? EMPLOYER_ANSWERS.noCompany : EMPLOYER_ANSWERS.accessRevoked,
    };
  }
  if (notFound !== undefined && (status === 404 || status === 400)) {
    return { kind: 'not-found', message: notFound };
  }
  return { kind: 'failed', message: failed };
}
