import type { TRenderedEmail } from './email-templates.ts';

/** Most destinations of one SES `SendBulkEmail` call (SES's own limit). */
export const SES_BULK_MAX_DESTINATIONS = 50;

/** The three parts of an e-mail, in SES template content's names. */
const PARTS = { Subject: 'subject', Text: 'text', Html: 'html' } as const;
type TPart = keyof typeof PARTS;

/**
 * One SES bulk message: an inline template whose only tags are variables, the values every destination shares
 * (`TemplateData`) and each destination's own (`ReplacementTemplateData`).
 */
export type TBulkMessage = {
  template: Record<TPart, string>;
  shared: Record<string, string>;
  destinations: { to: string; data: Record<string, string> }[];
};

// A split never falls inside a surrogate pair (an emoji in a name): each value stays well-formed text.
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

const commonPrefixLength = (values: readonly string[]) => {
  const [first = ''] = values;
  let length = 0;
  while (length < first.length && values.every((value) => value[length] === first[length])) length++;
  return length > 0 && isHighSurrogate(first.charCodeAt(length - 1)) ? length - 1 : length;
};

const commonSuffixLength = (values: readonly string[], limit: number) => {
  const [first = ''] = values;
  let length = 0;
  while (
    length < limit &&
    values.every((value) => value[value.length - 1 - length] === first[first.length - 1 - length])
  ) {
    length++;
  }
  return length > 0 && isLowSurrogate(first.charCodeAt(first.length - length)) ? length - 1 : length;
};

/**
 * Our own renderings of one e-mail for several recipients (each greeted by name) as one SES bulk message: what
 * all of them share before and after the part that differs is sent once, the differing middle (the greeting)
 * per destination. Our templates render the whole message, so SES only concatenates: its template holds
 * nothing but variable tags (`{{p0}}{{m0}}{{s0}}`), never a word of a message, so a `{{` that a candidate's
 * or a company's name brings is a value, not a tag (SES does not render values as templates, and does not
 * HTML-escape them: ours are escaped already). Each destination gets exactly the e-mail we rendered for it.
 */
export const bulkMessageOf = (rendered: readonly { to: string; email: TRenderedEmail }[]): TBulkMessage => {
  if (rendered.length === 0 || rendered.length > SES_BULK_MAX_DESTINATIONS) {
    throw new RangeError(`a bulk message has 1 to ${SES_BULK_MAX_DESTINATIONS} destinations`);
  }
  if (rendered.some(({ email }) => email.calendar)) {
    throw new TypeError('a calendar invitation cannot be sent in bulk');
  }
  const template = {} as Record<TPart, string>;
  const shared: Record<string, string> = {};
  const destinations = rendered.map(({ to }) => ({ to, data: {} as Record<string, string> }));
  (Object.keys(PARTS) as TPart[]).forEach((part, index) => {
    const values = rendered.map(({ email }) => email[PARTS[part]]);
    const prefix = commonPrefixLength(values);
    const shortest = Math.min(...values.map((value) => value.length));
    const suffix = commonSuffixLength(values, shortest - prefix);
    const [first = ''] = values;
    template[part] = `{{p${index}}}{{m${index}}}{{s${index}}}`;
    shared[`p${index}`] = first.slice(0, prefix);
    shared[`s${index}`] = first.slice(first.length - suffix);
    values.forEach((value, at) => {
      destinations[at]!.data[`m${index}`] = value.slice(prefix, value.length - suffix);
    });
  });
  return { template, shared, destinations };
};
