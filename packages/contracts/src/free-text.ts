import type { z } from 'zod';

/**
 * What no free text may hold: a control character (C0, DEL, C1) other than a tab, a line feed, or a carriage
 * return that starts a CRLF line break (as some clients send a textarea's lines); and a lone surrogate, half of
 * a UTF-16 pair without its other half (`\p{Cs}` in a `u` pattern matches only those: a whole pair is one code
 * point). A NUL, an escape or a lone CR would reach the database, e-mails, CSV exports, logs and terminals as it
 * came; a lone surrogate no encoder can write (MongoDB, e-mails and PDFs get a replacement character or an error).
 */
const UNSAVABLE = /(?![\t\n\r])\p{Cc}|\r(?!\n)|\p{Cs}/u;

export const FREE_TEXT_MESSAGES = {
  unsavable: 'This text holds a character that cannot be saved (a control character or a broken symbol).',
} as const;

/** Whether a text can be stored as it is (see {@link UNSAVABLE}). */
export const isSavableText = (text: string) => !UNSAVABLE.test(text);

/**
 * The one rule of every multi-line free text (notes, comments, replies, reasons, messages, a one-pager's texts):
 * `schema`, refused with `message` when the text holds a character {@link isSavableText} refuses. Line breaks
 * and tabs stay (a single-line name or title uses `singleLine` of `person-name.ts`, which refuses them too).
 * Put it first, before trimming, so what is checked is what was sent.
 */
export const freeText = (schema: z.ZodString, message: string = FREE_TEXT_MESSAGES.unsavable) =>
  schema.refine(isSavableText, message);
