import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import type { TClientUserInvite } from '@gtm/contracts/clients';
import { serverIssues, serverMessage, statusOf } from '@gtm/web-kit/api-error.ts';
import type { TFieldIssue } from '@gtm/web-kit/api-error.ts';

type TInviteField = keyof TClientUserInvite;
const INVITE_FIELDS: readonly string[] = ['name', 'email', 'clientCompanyId'] satisfies TInviteField[];

/**
 * The invitation form's field errors from a refused invitation: the fields the server named, an e-mail that
 * has an account (409), a company that is gone (404). Empty when the failure belongs to no field (a toast).
 */
export function inviteFieldErrors(error: unknown): TFieldIssue[] {
  const issues: TFieldIssue[] = serverIssues(error);
  const named = issues.filter((issue) => INVITE_FIELDS.includes(String(issue.name[0])));
  if (named.length > 0) return named;
  const status = statusOf(error);
  if (status === 409)
    return [{ name: ['email'], errors: [serverMessage(error) ?? CLIENT_ANSWERS.emailTaken] }];
  if (status === 404) {
    return [{ name: ['clientCompanyId'], errors: [serverMessage(error) ?? CLIENT_ANSWERS.companyNotFound] }];
  }
  return [];
}
