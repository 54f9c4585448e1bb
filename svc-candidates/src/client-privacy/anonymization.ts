import { createHmac } from 'node:crypto';
import type { CLIENT_VIEW_TYPES } from '@gtm/contracts/clients';
import { emptyOnePagerContent } from '@gtm/contracts/talent';
import type { TOnePagerContent } from '@gtm/contracts/talent';
import { escapeRegex } from '@gtm/service-kit/text-search';
import { foldText, foldWithOrigins, isWordJoin } from './text-folding.ts';
import type { TFolded } from './text-folding.ts';

/**
 * What a client company may see of a candidate, decided here and nowhere else (issue 13): a company with
 * `view_type` 'anonymized' never receives the candidate's name, headshot, e-mail, phone, LinkedIn or resume;
 * a stable alias stands in for the name in every field, and every e-mail address, phone number and URL is taken
 * out of the free texts. A full-view company gets the name and the headshot, and the contact details only where
 * the candidate's privacy setting `showContact` is on (else the same contact scrubbing). A candidate whose
 * `profilePublic` is off, or with no profile to ask, is withheld from every client.
 */

/** What the key of the aliases is derived with: IDENTITY_SECRET never signs anything else than identities. */
const ALIAS_KEY_LABEL = 'gtm-combine/candidate-alias/v1';
/** The alias's characters: no 0/O, 1/I/L, so an alias read aloud or copied is not mistaken for another. */
const ALIAS_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const REMOVED = {
  email: '[email removed]',
  phone: '[phone removed]',
  link: '[link removed]',
} as const;

/** The alias key of a service: derived from its IDENTITY_SECRET (HMAC with a label of its own). */
export const aliasKeyFrom = (identitySecret: string): Buffer =>
  createHmac('sha256', identitySecret).update(ALIAS_KEY_LABEL).digest();

/** The alias of a candidate: 'Candidate ' and 4 characters of an HMAC of the profile id (the same every time). */
export const candidateAlias = (aliasKey: Buffer, profileId: string): string => {
  const digest = createHmac('sha256', aliasKey).update(profileId).digest();
  let code = '';
  for (let index = 0; index < 4; index += 1) code += ALIAS_ALPHABET[digest[index]! % ALIAS_ALPHABET.length];
  return `Candidate ${code}`;
};

/** What identifies a candidate in a text: every name they are known by, and their contact details. */
export type TCandidateIdentifiers = {
  names: readonly (string | null | undefined)[];
  emails: readonly (string | null | undefined)[];
  phones: readonly (string | null | undefined)[];
  urls: readonly (string | null | undefined)[];
};

/** What may stand between the letters of a name spelt out ('A l i c e', 'A.L.I.C.E', 'Alice-Probe'). */
const SPELLING_GAP = '[\\s._*·•\\-\\u2800]*';
/** Names this long or longer are also found spelt out or joined; shorter ones only as they are. */
const SPELT_MIN_LETTERS = 4;

/**
 * The patterns of one folded name, matched on folded text: the name itself, and, from {@link SPELT_MIN_LETTERS}
 * letters, its letters with anything of {@link SPELLING_GAP} between them ('A l i c e', 'AliceProbe' for the
 * full name). Where a match may begin and end is {@link namesIn}'s to say.
 */
const namePatterns = (name: string): RegExp[] => {
  const patterns = [new RegExp(escapeRegex(name).replace(/\s+/g, '\\s+'), 'gu')];
  const letters = [...name.replace(/[^\p{L}\p{N}]/gu, '')];
  if (letters.length >= SPELT_MIN_LETTERS) {
    patterns.push(new RegExp(letters.map(escapeRegex).join(SPELLING_GAP), 'gu'));
  }
  return patterns;
};

type TSpan = [number, number];

/**
 * Where `patterns` match a folded text as whole words, a word's edges being where a reader sees them
 * ({@link isWordJoin}: not only spaces and punctuation, but camel-case and letter-digit joins, so 'QuokkaSales'
 * and 'Quokka2024' hold the name 'quokka' and 'Quokkas' does not). A match whose edges are not word edges is
 * tried again one character further, so a name right after it is still found.
 */
const namesIn =
  (patterns: readonly RegExp[]) =>
  ({ folded, kinds }: TFolded) => {
    const spans: TSpan[] = [];
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
        const start = match.index;
        const end = start + match[0].length;
        if (isWordJoin(kinds, start) && isWordJoin(kinds, end)) {
          spans.push([start, end]);
        } else {
          pattern.lastIndex = start + (folded.codePointAt(start)! > 0xffff ? 2 : 1);
        }
      }
    }
    return spans;
  };

/**
 * `folded`'s text with the spans `find` gives in it replaced at their place in the original, each widened to the
 * whole characters it was folded from (characters that draw nothing inside a match go with it), or null when
 * there are none. Where spans overlap, the first found wins (the patterns come longest name first).
 */
const replaceFolded = (folded: TFolded, find: (folded: TFolded) => TSpan[], replacement: string) => {
  const kept: TSpan[] = [];
  for (const [start, end] of find(folded)) {
    if (!kept.some(([from, to]) => start < to && from < end)) kept.push([start, end]);
  }
  if (kept.length === 0) return null;
  kept.sort((a, b) => a[0] - b[0]);
  const { text } = folded;
  let result = '';
  let copied = 0;
  for (const [start, end] of kept) {
    const from = Math.max(copied, folded.starts[start]!);
    result += text.slice(copied, from) + replacement;
    copied = Math.max(from, folded.ends[end - 1]!);
  }
  return result + text.slice(copied);
};

/** Every match of a global `pattern` in a folded text, as spans. */
const matchesOf =
  (pattern: RegExp) =>
  ({ folded }: TFolded): TSpan[] =>
    [...folded.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu;
/** A URL with a scheme or `www.`, or a host with a path (`linkedin.com/in/...`). */
const URL_PATTERN = /\b(?:(?:https?:\/\/|www\.)[^\s<>"'()]+|(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"'()]*)/giu;
/**
 * A run of digits and the separators a phone number is written with (spaces, brackets, dots, slashes, dashes of
 * every kind, middle dots, underscores), matched on folded text, where every digit is ASCII. It is a phone
 * number when it holds 7 digits or more (E.164 numbers have up to 15; a longer run can be two numbers side by
 * side), unless it is an amount ({@link isAmount}) or only year ranges and dates ({@link NOT_A_PHONE}).
 */
const PHONE_CANDIDATE = /(?:\+\s?)?\(?\d[\d\s()./\p{Pd}·•_]{5,}\d/gu;
const PHONE_MIN_DIGITS = 7;
/**
 * An amount: a currency sign right before or after a number grouped in thousands ('$1 200 000', '2.500.000 €'), so
 * a phone number behind a currency sign ('$512 555 0199') is still one.
 */
const AMOUNT_BEFORE = /\p{Sc}\s*$/u;
const AMOUNT_AFTER = /^\s*\p{Sc}/u;
const THOUSANDS = /^\d{1,3}(?<separator>[ .])\d{3}(?:\k<separator>\d{3})*$/u;
const isAmount = (folded: string, start: number, end: number) =>
  THOUSANDS.test(folded.slice(start, end)) &&
  (AMOUNT_BEFORE.test(folded.slice(Math.max(0, start - 8), start)) ||
    AMOUNT_AFTER.test(folded.slice(end, end + 8)));
/**
 * A year range ('2023-2024', '2019 - 2021', years from 1800 to 2099, the second not before the first) or a date
 * ('2024-03-15', '15/03/2024', '03.15.2024'), not joined to another digit by a dash, dot or slash. A run made of
 * these alone is not a phone number ('2019 - 2021 (2020-2022)'); one with other digits beside them is judged
 * whole, so a phone number does not hide next to a year range ('2023-2024 555 0199').
 */
const YEAR = '(?:1[89]|20)\\d\\d';
const NOT_A_PHONE = new RegExp(
  '(?<!\\d[\\p{Pd}./]?)' +
    `(?:(?<from>${YEAR})\\s*[\\p{Pd}/]\\s*(?<to>${YEAR})` +
    '|\\d{4}(?<ymd>[\\p{Pd}/.])(?<a>\\d{1,2})\\k<ymd>(?<b>\\d{1,2})' +
    '|(?<c>\\d{1,2})(?<dmy>[\\p{Pd}/.])(?<d>\\d{1,2})\\k<dmy>\\d{4})' +
    '(?![\\p{Pd}./]?\\d)',
  'gu',
);
/** Whether two numbers are a month and a day, in either order (as the world writes dates). */
const isMonthAndDay = (first: string, second: string) => {
  const [a, b] = [Number(first), Number(second)];
  return a >= 1 && b >= 1 && ((a <= 12 && b <= 31) || (a <= 31 && b <= 12));
};
/** Whether a run of digits is only year ranges and dates ({@link NOT_A_PHONE}) and what separates them. */
const isYearsAndDates = (run: string) => {
  let masked = run;
  for (const match of run.matchAll(NOT_A_PHONE)) {
    const { from, to, a, b, c, d } = match.groups!;
    const kept =
      from !== undefined
        ? Number(from) <= Number(to)
        : a !== undefined
          ? isMonthAndDay(a, b!)
          : isMonthAndDay(c!, d!);
    if (kept) {
      const end = match.index + match[0].length;
      masked = masked.slice(0, match.index) + '#'.repeat(match[0].length) + masked.slice(end);
    }
  }
  return !/\d/.test(masked);
};
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The phone numbers of a folded text: runs of {@link PHONE_CANDIDATE} that are not amounts, nor only year ranges
 * and dates, and any run holding one of `own` (the candidate's own numbers, as digits), or held by one, however
 * short.
 */
const phonesIn =
  (own: readonly string[]) =>
  ({ folded }: TFolded): TSpan[] => {
    const spans: TSpan[] = [];
    for (const match of folded.matchAll(PHONE_CANDIDATE)) {
      const start = match.index;
      const end = start + match[0].length;
      const digits = digitsOf(match[0]);
      const theirs = own.some((phone) => digits.includes(phone) || phone.includes(digits));
      const phone =
        digits.length >= PHONE_MIN_DIGITS && !isAmount(folded, start, end) && !isYearsAndDates(match[0]);
      if (theirs || phone) spans.push([start, end]);
    }
    return spans;
  };

/**
 * A scrubber of free texts for one candidate: contact details always (e-mails, phone numbers, URLs, and the
 * candidate's own ones however written), and with an alias, every mention of the candidate's full, first or
 * last name. Everything is matched on the text as a reader sees it ({@link foldWithOrigins}: invisible
 * characters and Hangul fillers dropped, NFKC's compatibility folding, accents removed, any case, confusables
 * read as their prototype, every decimal digit as its value) and replaced at its place in the text: a name as a
 * whole word, whose edges may also be camel-case or letter-digit joins ('QuokkaSales', 'Quokka2024'), and from 4
 * letters also spelt out or joined ('A l i c e', 'AliceProbe'); a phone number as a run of 7 digits or more with
 * its separators, in any script ('５１２ ５５５ ０１９９', '٥١٢-٥٥٥-٠١٩٩'), year ranges, dates and amounts kept.
 */
export const createScrubber = (identifiers: TCandidateIdentifiers, alias: string | null) => {
  const known = (values: readonly (string | null | undefined)[]) =>
    values.map((value) => (value ?? '').trim()).filter((value) => value !== '');
  /** The candidate's own e-mails or URLs, found folded, whatever their case or disguise. */
  const literals = (values: readonly (string | null | undefined)[]) => {
    const patterns = known(values)
      .map(foldText)
      .filter((value) => value !== '')
      .sort((a, b) => b.length - a.length)
      .map((value) => matchesOf(new RegExp(escapeRegex(value), 'gu')));
    return (text: TFolded) => patterns.flatMap((find) => find(text));
  };
  const ownEmails = literals(identifiers.emails);
  const ownUrls = literals(identifiers.urls);
  const ownPhones = phonesIn(
    known(identifiers.phones)
      .map((phone) => digitsOf(foldText(phone)))
      .filter((digits) => digits.length >= 6),
  );
  const nameTerms = new Set<string>();
  if (alias !== null) {
    for (const name of known(identifiers.names)) {
      const folded = foldText(name).replace(/\s+/g, ' ').trim();
      if (folded !== '') nameTerms.add(folded);
      for (const word of folded.split(/[^\p{L}\p{N}'’-]+/u)) {
        if ([...word].filter((char) => /\p{L}/u.test(char)).length >= 2) nameTerms.add(word);
      }
    }
  }
  // The longest first: a full name is replaced whole before its first and last names are.
  const names = namesIn([...nameTerms].sort((a, b) => b.length - a.length).flatMap(namePatterns));

  // In this order: what an address or a link holds (digits, a name) goes with it.
  const stages: [(folded: TFolded) => TSpan[], string][] = [
    [ownEmails, REMOVED.email],
    [ownUrls, REMOVED.link],
    [matchesOf(EMAIL), REMOVED.email],
    [matchesOf(URL_PATTERN), REMOVED.link],
    [ownPhones, REMOVED.phone],
    ...(alias !== null && nameTerms.size > 0 ? [[names, alias] as [typeof names, string]] : []),
  ];

  return (text: string): string => {
    let folded = foldWithOrigins(text);
    for (const [find, replacement] of stages) {
      // Folded again only when something was replaced.
      const replaced = replaceFolded(folded, find, replacement);
      if (replaced !== null) folded = foldWithOrigins(replaced);
    }
    return folded.text;
  };
};
export type TScrubber = ReturnType<typeof createScrubber>;

/** The content of a one-pager with every text run through `scrub`, the name replaced by `name`. */
export const scrubContent = (
  content: TOnePagerContent,
  scrub: TScrubber,
  name: string,
): TOnePagerContent => ({
  name,
  title: scrub(content.title),
  location: scrub(content.location),
  salaryExpectations: scrub(content.salaryExpectations),
  methodologies: content.methodologies.map(scrub),
  industries: content.industries.map(scrub),
  dealCycles: content.dealCycles.map(scrub),
  targetRoles: content.targetRoles.map(scrub),
  quota: scrub(content.quota),
  quotaAttainment: scrub(content.quotaAttainment),
  averageACV: scrub(content.averageACV),
  achievements: content.achievements.map(scrub),
  summaryItems: content.summaryItems.map(scrub),
  dealWalkthroughSituation: scrub(content.dealWalkthroughSituation),
  dealWalkthroughAction: scrub(content.dealWalkthroughAction),
  dealWalkthroughResult: scrub(content.dealWalkthroughResult),
});

/** A one-pager and whose it is, as the decision reads them. */
export type TClientViewInput = {
  viewType: (typeof CLIENT_VIEW_TYPES)[number];
  onePager: {
    title: string;
    candidateName: string;
    summary: string | null;
    industries: readonly string[];
    methodologies: readonly string[];
    content: TOnePagerContent | null;
  };
  /** The candidate's profile; null: there is none (the candidate cannot have consented: withheld). */
  profile: {
    id: string;
    name: string | null;
    phone: string | null;
    linkedinUrl: string | null;
    privacy: { profilePublic?: boolean; showContact?: boolean } | null;
  } | null;
  /** The candidate's account as svc-candidates knows it (name and e-mail). */
  account: { name: string; email: string } | null;
};

/** What a company may see of one candidate, or that it may see nothing. */
export type TClientView =
  | { withheld: true }
  | {
      withheld: false;
      anonymized: boolean;
      displayName: string;
      title: string;
      summary: string;
      industries: string[];
      methodologies: string[];
      content: TOnePagerContent;
      /** Whether the headshot may be sent (a signed link). */
      headshot: boolean;
      /** Whether the contact details (e-mail, phone, LinkedIn, resume link) may be sent. */
      contact: boolean;
      /** The scrubber of every other text of this candidate the company reads (comments, notes). */
      scrub: TScrubber;
    };

/** Whether clients may see a candidate at all: their profile is public (no profile: they cannot have said so). */
export const isVisibleToClients = (
  profile: { privacy: { profilePublic?: boolean } | null } | null,
): profile is { privacy: { profilePublic: true; showContact?: boolean } } =>
  profile?.privacy?.profilePublic === true;

/** Decides what a company of `viewType` may see of a one-pager: the one function every employer route uses. */
export const clientViewOf = (aliasKey: Buffer, input: TClientViewInput): TClientView => {
  const { profile, onePager, account } = input;
  if (!profile || !isVisibleToClients(profile)) return { withheld: true };
  const anonymized = input.viewType !== 'full';
  const contact = !anonymized && profile.privacy.showContact === true;
  const content = onePager.content ?? emptyOnePagerContent(onePager.candidateName);
  const realName = content.name || onePager.candidateName;
  const displayName = anonymized ? candidateAlias(aliasKey, profile.id) : realName;
  const scrub: TScrubber = contact
    ? (text) => text
    : createScrubber(
        {
          names: [realName, onePager.candidateName, profile.name, account?.name],
          emails: [account?.email],
          phones: [profile.phone],
          urls: [profile.linkedinUrl],
        },
        anonymized ? displayName : null,
      );
  return {
    withheld: false,
    anonymized,
    displayName,
    title: scrub(onePager.title),
    summary: scrub(onePager.summary ?? ''),
    industries: (onePager.content?.industries ?? onePager.industries).map(scrub),
    methodologies: (onePager.content?.methodologies ?? onePager.methodologies).map(scrub),
    content: scrubContent(content, scrub, displayName),
    headshot: !anonymized,
    contact,
    scrub,
  };
};
