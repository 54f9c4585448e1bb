import { createHmac, hkdfSync } from 'node:crypto';
import { escapeRegex, normalizeForSearch } from './text-search.ts';

/**
 * What an erased person's name, e-mail and phone become in what the portal keeps after their erasure (the audit
 * log, the admins' notifications): the record keeps its ids, time and what was done.
 */
export const ERASED_PERSON = {
  name: 'Erased person',
  email: 'Erased e-mail',
  phone: 'Erased phone',
} as const;

/** What identifies an erased person in text: their names as written anywhere, e-mails and phone numbers. */
export type TErasedPerson = {
  names: readonly string[];
  emails: readonly string[];
  phones: readonly string[];
};

/** A letter or digit: a name is matched only where none touches it (a whole word). */
const WORD_CHAR = '[\\p{L}\\p{N}]';
/** What may stand between a phone number's digits as it is written ("+1 (555) 010-0100"). */
const PHONE_SEPARATORS = '[\\s().\\-/]*';
/** Fewer digits than this are no phone number to look for (they would match years and amounts). */
const PHONE_MIN_DIGITS = 7;
/** A name or a part of one shorter than this is not looked for. */
const NAME_MIN_LENGTH = 2;

const unique = (values: readonly string[]) =>
  [...new Set(values)].sort((a, b) => b.length - a.length || a.localeCompare(b));

/**
 * The names to look for: each full name (blanks collapsed), and its first and last words, each a whole word (the
 * issue's "first/last name as whole words": a one-pager's summary that says "Ada closed..." names her too).
 * Middle words ("de", "la") are left: too common to be hers alone.
 */
const nameTermsOf = (names: readonly string[]) => {
  const terms: string[] = [];
  for (const name of names) {
    const full = name.trim().replace(/\s+/g, ' ');
    if (full.length < NAME_MIN_LENGTH) continue;
    terms.push(full);
    const words = full.split(' ');
    for (const word of [words[0], words.at(-1)])
      if (word !== undefined && word.length >= NAME_MIN_LENGTH) terms.push(word);
  }
  return unique(terms);
};

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * The key an erased person's phone numbers are named by between services: derived (HKDF) from the secret every
 * service shares, under its own label. svc-candidates alone holds a candidate's phone; the audit log (svc-auth)
 * learns which of the numbers it holds are theirs by this key's digests ({@link phoneDigest}), so neither the
 * event nor its job ever carries the number.
 */
export const erasureKeyFrom = (identitySecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', identitySecret, 'gtm', 'erased-person phone digest v1', 32));

/** A phone number's digest under {@link erasureKeyFrom}'s key: of its digits, however it is written. */
export const phoneDigest = (key: Buffer, phone: string): string =>
  createHmac('sha256', key).update(digitsOf(phone)).digest('base64url');

/** The longest country code a number may be written with or without (ITU: up to three digits). */
const COUNTRY_CODE_MAX_DIGITS = 3;
/** The fewest digits a national number is looked for by ({@link phoneDigestsOf}'s tails). */
const NATIONAL_MIN_DIGITS = 9;

/**
 * The digests an erased person's phone number is looked for by: its digits, and the same without a country code
 * of one to three digits (while nine or more remain), since a number kept as "+1 512 555 0199" may be written
 * "(512) 555-0199" elsewhere. The other way round ({@link phonesByDigest}) tries every tail of what it reads.
 */
export const phoneDigestsOf = (key: Buffer, phone: string): string[] => {
  const digits = digitsOf(phone);
  if (digits.length < PHONE_MIN_DIGITS) return [];
  const tails = [digits];
  for (
    let drop = 1;
    drop <= COUNTRY_CODE_MAX_DIGITS && digits.length - drop >= NATIONAL_MIN_DIGITS;
    drop += 1
  )
    tails.push(digits.slice(drop));
  return tails.map((tail) => phoneDigest(key, tail));
};

/** What looks like a phone number in a text: a run of 7 to 15 digits with the separators one is written with. */
const PHONE_RUN = /(?<!\d)\d(?:[\s().\-/]*\d){6,14}(?!\d)/g;
/** The MongoDB pattern of a text that may hold a phone number (7 digits, separators between): a superset. */
export const PHONE_RUN_PATTERN = '\\d([\\s().\\-/]*\\d){6}';

/**
 * The phone numbers in a value (its strings, deep) whose digest is one of `digests`: each as it is written, for
 * {@link erasedPersonMatcher} to replace. Every run of 7 to 15 digits is tried whole, then its tails ("+1 512 555
 * 0199" holds "512 555 0199"), the longest that matches taken.
 */
export const phonesByDigest = (key: Buffer, digests: ReadonlySet<string>, value: unknown): string[] => {
  const found = new Set<string>();
  const visit = (item: unknown) => {
    if (typeof item === 'string') {
      for (const [run] of item.matchAll(PHONE_RUN)) {
        const digits = digitsOf(run);
        for (let start = 0; digits.length - start >= PHONE_MIN_DIGITS; start += 1) {
          if (!digests.has(phoneDigest(key, digits.slice(start)))) continue;
          found.add(digits.slice(start));
          break;
        }
      }
    } else if (Array.isArray(item)) item.forEach(visit);
    else if (item !== null && typeof item === 'object') Object.values(item).forEach(visit);
  };
  visit(value);
  return [...found];
};

/**
 * One erased person's matcher: whether a text or value names them ({@link holds}), and the value with every name,
 * e-mail and phone number of theirs replaced ({@link scrub}, deep: strings inside lists and objects too). Names are
 * whole words in any case; a text that still names them once accents and spacing are set aside (as the portal's
 * search compares) is replaced whole. {@link patterns} are the plain regular expressions (no lookaround, any
 * case) a store query narrows its candidates with: a superset of what {@link holds} accepts.
 */
export const erasedPersonMatcher = (person: TErasedPerson) => {
  const names = nameTermsOf(person.names);
  const emails = unique(person.emails.map((email) => email.trim()).filter((email) => email.includes('@')));
  const phones = unique(person.phones.map(digitsOf).filter((digits) => digits.length >= PHONE_MIN_DIGITS));
  const nameRegexes = names.map(
    (name) => new RegExp(`(?<!${WORD_CHAR})${escapeRegex(name)}(?!${WORD_CHAR})`, 'giu'),
  );
  const normalizedNameRegexes = names
    .map(normalizeForSearch)
    .filter((name) => name.length >= NAME_MIN_LENGTH)
    .map((name) => new RegExp(`(?<!${WORD_CHAR})${escapeRegex(name)}(?!${WORD_CHAR})`, 'u'));
  const emailRegexes = emails.map((email) => new RegExp(escapeRegex(email), 'gi'));
  const phoneSource = (digits: string) => [...digits].join(PHONE_SEPARATORS);
  const phoneRegexes = phones.map((digits) => new RegExp(`(?<!\\d)${phoneSource(digits)}(?!\\d)`, 'g'));

  const test = (regex: RegExp, text: string) => {
    regex.lastIndex = 0;
    return regex.test(text);
  };
  const namesAfterNormalizing = (text: string) => {
    const normalized = normalizeForSearch(text);
    return normalizedNameRegexes.some((regex) => regex.test(normalized));
  };

  const holdsText = (text: string) =>
    emailRegexes.some((regex) => test(regex, text)) ||
    phoneRegexes.some((regex) => test(regex, text)) ||
    nameRegexes.some((regex) => test(regex, text)) ||
    namesAfterNormalizing(text);

  const scrubText = (text: string) => {
    // E-mails first: an address often holds the name ("ada.l@..."), and would be left half replaced.
    let result = text;
    for (const regex of emailRegexes) result = result.replace(regex, ERASED_PERSON.email);
    for (const regex of phoneRegexes) result = result.replace(regex, ERASED_PERSON.phone);
    for (const regex of nameRegexes) result = result.replace(regex, ERASED_PERSON.name);
    return namesAfterNormalizing(result) ? ERASED_PERSON.name : result;
  };

  const holds = (value: unknown): boolean => {
    if (typeof value === 'string') return holdsText(value);
    if (Array.isArray(value)) return value.some(holds);
    if (value !== null && typeof value === 'object') return Object.values(value).some(holds);
    return false;
  };

  const scrub = <T>(value: T): T => {
    if (typeof value === 'string') return scrubText(value) as T;
    if (Array.isArray(value)) return value.map(scrub) as T;
    if (value !== null && typeof value === 'object' && !(value instanceof Date))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item)])) as T;
    return value;
  };

  const patterns = [...emails.map(escapeRegex), ...phones.map(phoneSource), ...names.map(escapeRegex)];

  return { holds, scrub, patterns, isEmpty: patterns.length === 0 };
};
export type TErasedPersonMatcher = ReturnType<typeof erasedPersonMatcher>;

/**
 * The MongoDB filter of the documents whose `paths` may name the person (any case; strings, and lists of strings,
 * at each path): a superset the matcher's {@link TErasedPersonMatcher.holds} then decides on. No index serves an
 * unanchored regex: it reads every document the rest of the query leaves, which an erasure may (it is rare).
 */
export const erasedPersonFilter = (matcher: TErasedPersonMatcher, paths: readonly string[]) =>
  paths.flatMap((path) =>
    matcher.patterns.map((pattern) => ({ [path]: { $regex: pattern, $options: 'i' } })),
  );
