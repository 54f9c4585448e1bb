/** The form rule of a zod schema lives once, in web-kit; this name stays for the candidate screens' imports. */
export { zodRule } from '@gtm/web-kit/zod-rule.ts';
