import {
  ERASED_PERSON,
  PHONE_RUN_PATTERN,
  erasedPersonFilter,
  erasedPersonMatcher,
  erasureKeyFrom,
  phoneDigestsOf,
  phonesByDigest,
} from './erased-person.ts';

const ada = erasedPersonMatcher({
  names: ['Ada  Lovelace', 'A'],
  emails: ['Ada.L@example.com'],
  phones: ['+1 (555) 010-0100', '12'],
});

describe('erasedPersonMatcher', () => {
  it.each([
    ['the full name, any case and spacing', 'Hired: ADA LOVELACE', `Hired: ${ERASED_PERSON.name}`],
    ['the first name alone, as a word', 'Ada closed it.', `${ERASED_PERSON.name} closed it.`],
    ['the last name alone', 'Ask lovelace', `Ask ${ERASED_PERSON.name}`],
    ['the e-mail before the name in it', 'mail ada.l@EXAMPLE.com', `mail ${ERASED_PERSON.email}`],
    [
      'the phone however it is written',
      'call 15550100100 or +1 555 010 0100',
      `call ${ERASED_PERSON.phone} or +${ERASED_PERSON.phone}`,
    ],
  ])('finds and replaces %s', (_, text, scrubbed) => {
    expect(ada.holds(text)).toBe(true);
    expect(ada.scrub(text)).toBe(scrubbed);
  });

  it('replaces a text whole that still names her once accents are set aside', () => {
    expect(ada.holds('Ádá said so')).toBe(true);
    expect(ada.scrub('Ádá said so')).toBe(ERASED_PERSON.name);
  });

  it.each([
    ['a word that only contains the name', 'Adamant, Canada'],
    ['a longer number holding the phone', '9915550100100'],
    ['another person', 'Grace Hopper'],
  ])('leaves %s', (_, text) => {
    expect(ada.holds(text)).toBe(false);
    expect(ada.scrub(text)).toBe(text);
  });

  it('looks deep: strings in lists and objects, other values untouched', () => {
    const value = [{ field: 'content.name', after: 'Ada Lovelace', n: 3, at: null }, ['x', 'ada']];
    expect(ada.holds(value)).toBe(true);
    expect(ada.scrub(value)).toEqual([
      { field: 'content.name', after: ERASED_PERSON.name, n: 3, at: null },
      ['x', ERASED_PERSON.name],
    ]);
    expect(ada.holds([{ field: 'title', after: 'Enterprise AE' }])).toBe(false);
  });

  it('leaves out names, parts and numbers too short to be hers alone', () => {
    const short = erasedPersonMatcher({ names: ['A', 'Jo de la Cruz'], emails: ['none'], phones: ['12'] });
    expect(short.holds('a la carte, de facto, 12 items')).toBe(false);
    expect(short.scrub('Jo and Cruz')).toBe(`${ERASED_PERSON.name} and ${ERASED_PERSON.name}`);
    expect(erasedPersonMatcher({ names: [], emails: [], phones: [] }).isEmpty).toBe(true);
  });
});

describe('erasedPersonFilter', () => {
  it('is a case-insensitive regex per path and term, with no lookaround for the store', () => {
    const filter = erasedPersonFilter(ada, ['title', 'body']);
    expect(filter).toHaveLength(2 * ada.patterns.length);
    expect(filter).toContainEqual({ body: { $regex: 'Ada\\.L@example\\.com', $options: 'i' } });
    for (const pattern of ada.patterns) expect(pattern).not.toMatch(/\(\?<?[=!]/);
    for (const pattern of ada.patterns) new RegExp(pattern, 'i');
  });
});

describe('phone digests', () => {
  const key = erasureKeyFrom('x'.repeat(32));
  const digests = new Set(phoneDigestsOf(key, '+1 512 555 0199'));

  it('finds the number however it is written, with or without its country code, and no other', () => {
    const entry = {
      label: 'Call (512) 555-0199',
      changes: [{ after: ['or 1.512.555.0199', 'not 512 555 0198'] }],
    };
    expect(phonesByDigest(key, digests, entry)).toEqual(['5125550199', '15125550199']);
    expect(phonesByDigest(key, digests, 'invoice 2026 1205 and 555 0199')).toEqual([]);
  });

  it('never carries the number: digests under a key, which another key does not match', () => {
    for (const digest of digests) expect(digest).toMatch(/^[\w-]{43}$/);
    expect([...digests].join()).not.toContain('0199');
    const other = erasureKeyFrom('y'.repeat(32));
    expect(phonesByDigest(other, digests, 'Call (512) 555-0199')).toEqual([]);
    expect(phoneDigestsOf(key, '555 01')).toEqual([]);
  });

  it('narrows the store with a pattern every number it finds matches', () => {
    expect(new RegExp(PHONE_RUN_PATTERN).test('Call (512) 555-0199')).toBe(true);
    expect(new RegExp(PHONE_RUN_PATTERN).test('40 meetings in 2026')).toBe(false);
  });
});
