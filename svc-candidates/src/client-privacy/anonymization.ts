import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import type { CLIENT_VIEW_TYPES } from '@gtm/contracts/clients';
import { emptyOnePagerContent } from '@gtm/contracts/talent';
import type { TOnePagerContent } from '@gtm/contracts/talent';
import { escapeRegex } from '@gtm/service-kit/text-search';

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

/**
 * Unicode's confusables (UTS #39), as the `unhomoglyph` package keeps them: each look-alike character to its
 * prototype, case kept (Cyrillic 'о' to 'o', 'Ѕ' to 'S', 'ɑ' to 'a').
 */
const CONFUSABLES = new Map<string, string>(
  Object.entries(createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>),
);
/** Characters that draw nothing (format characters, the soft hyphen among them): a name may hide behind them. */
const INVISIBLE = /^\p{Cf}$/u;
const LETTERS = /^\p{L}+$/u;
/**
 * A non-ASCII letter by its confusables prototype, in lower case, when the prototype is made of letters. The
 * data's prototypes of two ASCII letters are other ASCII ('I' is 'l', 'm' is 'rn'), and ASCII is compared by its
 * lower case alone, so a look-alike of a capital I reads 'i' and one whose prototype is 'rn' reads 'm'.
 */
const prototypeOf = (char: string) => {
  const prototype = CONFUSABLES.get(char);
  if (prototype === undefined || !LETTERS.test(char) || !LETTERS.test(prototype)) return char.toLowerCase();
  if (prototype === 'rn') return 'm';
  if (prototype === 'l' && char !== char.toLowerCase()) return 'i';
  return prototype.toLowerCase();
};
/**
 * One character as names are compared: nothing for a character that draws nothing; ASCII in lower case; else
 * NFKD, marks (accents) removed, and each letter by its confusables prototype in lower case ('É' is 'e', 'ﬁ' is
 * 'fi', Cyrillic 'о' is 'o'). Digits stay digits ('10' never reads as a name 'lo').
 */
const foldChar = (char: string) => {
  if (char.charCodeAt(0) < 0x80) return char.toLowerCase();
  if (INVISIBLE.test(char)) return '';
  return [...char.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((unit) => (unit.charCodeAt(0) < 0x80 ? unit.toLowerCase() : prototypeOf(unit)))
    .join('');
};
const FOLDED = new Map<string, string>();
/** {@link foldChar}, remembered: a text's characters are few, and they repeat. */
const foldCached = (char: string) => {
  let folded = FOLDED.get(char);
  if (folded === undefined) {
    folded = foldChar(char);
    if (FOLDED.size < 100_000) FOLDED.set(char, folded);
  }
  return folded;
};
const fold = (text: string) => [...text].map(foldCached).join('');

/**
 * `text` folded character by character ({@link foldChar}), with where each folded unit came from in `text`:
 * a match found in the folded text is replaced at the same place in the original.
 */
const foldWithOrigins = (text: string) => {
  let folded = '';
  const origins: number[] = [];
  let at = 0;
  for (const char of text) {
    const unit = foldCached(char);
    for (let index = 0; index < unit.length; index += 1) origins.push(at);
    folded += unit;
    at += char.length;
  }
  origins.push(text.length);
  return { folded, origins };
};

const NOT_IN_WORD = { before: '(?<![\\p{L}\\p{N}])', after: '(?![\\p{L}\\p{N}])' };
/** What may stand between the letters of a name spelt out ('A l i c e', 'A.L.I.C.E', 'Alice-Probe'). */
const SPELLING_GAP = '[\\s._*·•\\-]*';
/** Names this long or longer are also found spelt out or joined; shorter ones only as they are. */
const SPELT_MIN_LETTERS = 4;

/**
 * The patterns of one folded name, matched on folded text: the name as whole words, and, from
 * {@link SPELT_MIN_LETTERS} letters, its letters with anything of {@link SPELLING_GAP} between them, so a
 * spelt-out ('A l i c e') or joined ('AliceProbe') full name is a whole word too.
 */
const namePatterns = (name: string): RegExp[] => {
  const patterns = [
    new RegExp(`${NOT_IN_WORD.before}${escapeRegex(name).replace(/\s+/g, '\\s+')}${NOT_IN_WORD.after}`, 'gu'),
  ];
  const letters = [...name.replace(/[^\p{L}\p{N}]/gu, '')];
  if (letters.length >= SPELT_MIN_LETTERS) {
    patterns.push(
      new RegExp(
        `${NOT_IN_WORD.before}${letters.map(escapeRegex).join(SPELLING_GAP)}${NOT_IN_WORD.after}`,
        'gu',
      ),
    );
  }
  return patterns;
};

/**
 * Replaces every match of `patterns` in the folded form of `text` (folded once) at its place in `text`; where
 * matches overlap, the earlier pattern's wins (the patterns come longest name first).
 */
const replaceFolded = (text: string, patterns: readonly RegExp[], replacement: string) => {
  const { folded, origins } = foldWithOrigins(text);
  const spans: [number, number][] = [];
  for (const pattern of patterns) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!spans.some(([from, to]) => start < to && from < end)) spans.push([start, end]);
    }
  }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let result = '';
  let kept = 0;
  for (const [start, end] of spans) {
    result += text.slice(kept, origins[start]) + replacement;
    kept = origins[end]!;
  }
  return result + text.slice(kept);
};

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu;
/** A URL with a scheme or `www.`, or a host with a path (`linkedin.com/in/...`). */
const URL_PATTERN = /\b(?:(?:https?:\/\/|www\.)[^\s<>"'()]+|(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"'()]*)/giu;
/**
 * A run that looks like a phone number. It counts as one when it holds 9 to 15 digits, or, from 7 digits, when it
 * starts with '+' or a bracketed area code ('+1 555 0100', '(212) 555 0147'); a year range ('2023-2024') does not.
 */
const PHONE_CANDIDATE = /(?:\+\s?)?\(?\d[\d\s().\-/]{5,}\d/gu;
const MARKED_PHONE = /^(?:\+|\(\d{2,5}\))/u;
const isPhoneNumber = (run: string, digits: string) =>
  (digits.length >= 9 && digits.length <= 15) ||
  (digits.length >= 7 && digits.length <= 15 && MARKED_PHONE.test(run));

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A scrubber of free texts for one candidate: contact details always (e-mails, phone numbers, URLs, and the
 * candidate's own ones however written), and with an alias, every mention of the candidate's full, first or
 * last name: the text and the names are folded (NFKD, accents removed, any case) and matched as whole words,
 * and a name of 4 letters or more is also found spelt out or joined ('Álice', 'A l i c e', 'AliceProbe').
 */
export const createScrubber = (identifiers: TCandidateIdentifiers, alias: string | null) => {
  const known = (values: readonly (string | null | undefined)[]) =>
    values.map((value) => (value ?? '').trim()).filter((value) => value !== '');
  const literal = (values: readonly (string | null | undefined)[], replacement: string) =>
    known(values)
      .sort((a, b) => b.length - a.length)
      .map((value) => [new RegExp(escapeRegex(value), 'giu'), replacement] as const);
  const own = [...literal(identifiers.emails, REMOVED.email), ...literal(identifiers.urls, REMOVED.link)];
  const phoneDigits = known(identifiers.phones)
    .map(digitsOf)
    .filter((digits) => digits.length >= 6);
  const nameTerms = new Set<string>();
  if (alias !== null) {
    for (const name of known(identifiers.names)) {
      const folded = fold(name).replace(/\s+/g, ' ');
      nameTerms.add(folded);
      for (const word of folded.split(/[^\p{L}\p{N}'’-]+/u)) {
        if ([...word].filter((char) => /\p{L}/u.test(char)).length >= 2) nameTerms.add(word);
      }
    }
  }
  // The longest first: a full name is replaced whole before its first and last names are.
  const names = [...nameTerms].sort((a, b) => b.length - a.length).flatMap(namePatterns);

  return (text: string): string => {
    let result = text;
    for (const [pattern, replacement] of own) result = result.replace(pattern, replacement);
    result = result.replace(EMAIL, REMOVED.email);
    result = result.replace(URL_PATTERN, REMOVED.link);
    result = result.replace(PHONE_CANDIDATE, (match) => {
      const digits = digitsOf(match);
      const theirs = phoneDigits.some((phone) => digits.includes(phone) || phone.includes(digits));
      return theirs || isPhoneNumber(match, digits) ? REMOVED.phone : match;
    });
    if (alias !== null && names.length > 0) result = replaceFolded(result, names, alias);
    return result;
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
