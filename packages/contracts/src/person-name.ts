import { z } from 'zod';

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. None belongs in a name, and a
 * line break in one would reach e-mail subjects and headers, logs and CSV exports.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

export const NAME_MESSAGES = {
  controlCharacters: 'Names cannot contain line breaks, tabs or other control characters.',
  titleControlCharacters: 'Titles cannot contain line breaks, tabs or other control characters.',
} as const;

/** Whether a text has a control character or a line break (see {@link CONTROL_CHARACTERS}). */
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * The one rule of every single-line name or title (a person's, a company's, a combine's, a one-pager's and its
 * title): `schema`, refused with `message` when the text holds a control character or a line break anywhere.
 * Put it first, before trimming, so a trailing CR/LF is refused rather than trimmed away.
 */
export const singleLine = (schema: z.ZodString, message: string = NAME_MESSAGES.controlCharacters) =>
  schema.refine((value) => !hasControlCharacters(value), message);

/**
 * A person's or a company's name as a form sends it: refused with a clear message when it holds a control
 * character or a line break anywhere (checked before trimming, so a trailing CR/LF is refused too), then
 * trimmed, at least `min` characters (`minMessage`) and at most 200.
 */
export const zPersonName = (min: number, minMessage: string) =>
  singleLine(z.string()).max(200).trim().min(min, minMessage);

/** An optional free-text name (a company typed at registration): the same refusal, trimmed, at most 200. */
export const zOptionalName = () => singleLine(z.string()).max(200).trim();
