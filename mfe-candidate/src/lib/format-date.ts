/** The date formatter lives once, in web-kit; this name stays for the candidate screens' imports. */
export { formatDate } from '@gtm/web-kit/format-date.ts';
