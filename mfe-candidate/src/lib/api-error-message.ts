/** The error-body helpers live once, in web-kit; this name stays for the candidate screens' imports. */
export { serverIssues, serverMessage, statusOf } from '@gtm/web-kit/api-error.ts';
