import type { TOnePagerContent } from '@gtm/contracts/talent';
import { aliasKeyFrom, candidateAlias, clientViewOf, createScrubber, REMOVED } from './anonymization.ts';
import type { TClientViewInput } from './anonymization.ts';

const KEY = aliasKeyFrom('unit-test-identity-secret-0123456789abcdef');
const PROFILE_ID = '665f1c0ffee0000000000111';

const CONTENT: TOnePagerContent = {
  name: 'Jordan Émile Lee',
  title: 'Enterprise AE - Jordan Lee',
  location: 'Austin, TX',
  salaryExpectations: '$120k',
  methodologies: ['MEDDIC'],
  industries: ['FinTech'],
  dealCycles: ['3-6 months'],
  targetRoles: ['Account Executive'],
  quota: '$1.2M',
  quotaAttainment: '130%',
  averageACV: '$80k',
  achievements: ['JORDAN closed Acme in 2023-2024', 'Call jordan at +1 (512) 555-0142'],
  summaryItems: ['Lee’s manager says: hire Jordan', 'Portfolio: https://jordanlee.dev/work'],
  dealWalkthroughSituation: 'Write to jordan.lee@example.com or see linkedin.com/in/jordanlee',
  dealWalkthroughAction: 'Emile led the pilot; Jordanne (a colleague) helped',
  dealWalkthroughResult: 'Signed $400k, 3 year deal',
};

const input = (overrides: Partial<TClientViewInput> = {}): TClientViewInput => ({
  viewType: 'anonymized',
  onePager: {
    title: 'Jordan Lee - Account Executive',
    candidateName: 'Jordan Lee',
    summary: 'Jordan Lee sells to CFOs. Reach 512.555.0142.',
    industries: ['FinTech'],
    methodologies: ['MEDDIC'],
    content: CONTENT,
  },
  profile: {
    id: PROFILE_ID,
    name: 'Jordan Émile Lee',
    phone: '+1 512 555 0142',
    linkedinUrl: 'https://www.linkedin.com/in/jordanlee',
    privacy: { profilePublic: true, showContact: true },
  },
  account: { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
  ...overrides,
});

const textsOf = (value: unknown): string => JSON.stringify(value);

describe('candidateAlias', () => {
  it('is stable per profile, differs between profiles and keys, and is Candidate + 4 characters', () => {
    const alias = candidateAlias(KEY, PROFILE_ID);
    expect(alias).toMatch(/^Candidate [A-HJ-NP-Z2-9]{4}$/);
    expect(candidateAlias(KEY, PROFILE_ID)).toBe(alias);
    expect(candidateAlias(KEY, '665f1c0ffee0000000000112')).not.toBe(alias);
    expect(candidateAlias(aliasKeyFrom('another-identity-secret-0123456789abcdef'), PROFILE_ID)).not.toBe(
      alias,
    );
  });
});

describe('createScrubber', () => {
  it('takes out e-mails, phone numbers and URLs, keeping numbers that are not phones', () => {
    const scrub = createScrubber({ names: [], emails: [], phones: [], urls: [] }, null);
    expect(scrub('Mail a.b@c.io, call (512) 555-0142 or +44 20 7946 0958, see www.x.com/a')).toBe(
      `Mail ${REMOVED.email}, call ${REMOVED.phone} or ${REMOVED.phone}, see ${REMOVED.link}`,
    );
    expect(scrub('Quota 2023-2024: $1,200,000 at 130%, 12 deals')).toBe(
      'Quota 2023-2024: $1,200,000 at 130%, 12 deals',
    );
    expect(scrub('Profile: linkedin.com/in/someone and https://example.org')).toBe(
      `Profile: ${REMOVED.link} and ${REMOVED.link}`,
    );
  });

  it('replaces full, first and last names as whole words in any case, with or without accents', () => {
    const scrub = createScrubber(
      { names: ['Jordan Émile Lee'], emails: [], phones: [], urls: [] },
      'Candidate ABCD',
    );
    expect(scrub('JORDAN ÉMILE LEE met jordan, Lee and emile; Jordanne and Leeds stay')).toBe(
      'Candidate ABCD met Candidate ABCD, Candidate ABCD and Candidate ABCD; Jordanne and Leeds stay',
    );
  });

  it('catches accent, spacing and joined variants of the names, folded with NFKD, as whole words', () => {
    const scrub = createScrubber(
      { names: ['Alice Probe'], emails: [], phones: [], urls: [] },
      'Candidate ABCD',
    );
    expect(scrub('Álice said hi')).toBe('Candidate ABCD said hi');
    expect(scrub('ask A l i c e about it')).toBe('ask Candidate ABCD about it');
    expect(scrub('A.L.I.C.E closed it')).toBe('Candidate ABCD closed it');
    expect(scrub('ping @AliceProbe or aliceprobe')).toBe('ping @Candidate ABCD or Candidate ABCD');
    expect(scrub('PRÖBE and Ａｌｉｃｅ')).toBe('Candidate ABCD and Candidate ABCD');
    // Not inside other words, and other names stay.
    expect(scrub('Alicent, Probeworks and Malice stay')).toBe('Alicent, Probeworks and Malice stay');
    // A name written with accents is found without them, and the text around keeps its own accents.
    const accented = createScrubber(
      { names: ['Zoë Ünal'], emails: [], phones: [], urls: [] },
      'Candidate WXYZ',
    );
    expect(accented('Café with Zoe UNAL, then z o e')).toBe('Café with Candidate WXYZ, then z o e');
  });

  it('takes out phone numbers of 7 digits or more, and keeps year ranges, dates, amounts and short numbers', () => {
    const scrub = createScrubber({ names: [], emails: [], phones: [], urls: [] }, null);
    for (const phone of [
      '+1 (415) 555-0134',
      '415.555.0134',
      '+44 20 7946 0958',
      '+14155550199',
      '(212) 555 0147',
      '+1 555 0100',
      '+49 30 12345',
      // A local number of 7 digits is a phone number too (issue 45: runs of 7 to 15 digits).
      '555 0100',
      '555–0100',
      '415_555_0134',
      // Two numbers side by side are not one long harmless number.
      '415 555 0134 415 555 0135',
      // Nor does a year range or a date beside it hide one.
      '2023-2024 555 0199',
      '138-2019-2021',
      '1999/2004 0199',
    ]) {
      expect(scrub(`Call ${phone} today`)).toBe(`Call ${REMOVED.phone} today`);
    }
    // Nor a currency sign, when the number is not grouped in thousands.
    expect(scrub('Call $512 555 0199 today')).toBe(`Call $${REMOVED.phone} today`);
    const kept =
      'From 2023-2024 and 2019 - 2021 (2020–2022), on 2024-03-15 or 15/03/2024, $1 200 000, 2.500.000 € and € 12 000 000, ' +
      '555 010 units, 1,234,567 ARR, 130% of 250000';
    expect(scrub(kept)).toBe(kept);
  });

  it('reads phone numbers in any digits, with invisible characters among them, as phone numbers', () => {
    const scrub = createScrubber({ names: [], emails: [], phones: [], urls: [] }, null);
    for (const phone of [
      '５１２ ５５５ ０１９９',
      '٥١٢-٥٥٥-٠١٩٩',
      '۵۱۲-۵۵۵-۰۱۹۹',
      '५१२ ५५५ ०१९९',
      '𝟓𝟏𝟐 𝟓𝟓𝟓 𝟎𝟏𝟗𝟗',
      '512\u200b555\u31640199',
      '+１ (５１２) ５５５-０１９９',
    ]) {
      expect(scrub(`Call ${phone} today`)).toBe(`Call ${REMOVED.phone} today`);
    }
    // Years in other digits are still years.
    expect(scrub('From ٢٠٢٣-٢٠٢٤')).toBe('From ٢٠٢٣-٢٠٢٤');
  });

  it('finds names hidden by invisible characters or look-alike letters, in the text and in the names', () => {
    const scrub = createScrubber(
      { names: ['José Smith'], emails: [], phones: [], urls: [] },
      'Candidate ABCD',
    );
    for (const disguised of [
      'Jo\u200dsé',
      'Jo\u00adsé',
      'Jo\u2060se',
      'J\u043esé',
      'Jo\u200bsé',
      '\u0405mith',
    ]) {
      const scrubbed = scrub(`Ask ${disguised} today`);
      expect(scrubbed).toBe('Ask Candidate ABCD today');
    }
    expect(scrub('Ѕ\u200bМITH and Ｊｏｓé')).toBe('Candidate ABCD and Candidate ABCD');
    // A name learnt with an invisible character in it is found in plain text, whole and in parts.
    const hidden = createScrubber(
      { names: ['Jo\u200bsé Sm\u00adith'], emails: [], phones: [], urls: [] },
      'Candidate ABCD',
    );
    expect(hidden('José Smith, then Jose, then SMITH')).toBe(
      'Candidate ABCD, then Candidate ABCD, then Candidate ABCD',
    );
    // Other words, and numbers, stay as written.
    expect(scrub('Josef and Smithers closed 10 deals')).toBe('Josef and Smithers closed 10 deals');
  });

  it('finds names behind Hangul fillers and every default-ignorable character', () => {
    const scrub = createScrubber(
      { names: ['Quinn Quokka'], emails: [], phones: [], urls: [] },
      'Candidate ABCD',
    );
    for (const hidden of [
      'Quo\u3164kka',
      'Quo\u115fkka',
      'Quo\u1160kka',
      'Quo\uffa0kka',
      'Quo\u034fkka',
      'Quo\ufe0fkka',
      'Quo\u{e0041}kka',
      'Q\u180euinn',
    ]) {
      expect(scrub(`Ask ${hidden} today`)).toBe('Ask Candidate ABCD today');
    }
  });

  it('finds names at camel-case and letter-digit joins, and not inside other words', () => {
    const scrub = createScrubber(
      { names: ['Quinn Quokka'], emails: [], phones: [], urls: [] },
      'Candidate ABCD',
    );
    expect(scrub('Follow QuokkaRocks, QuokkaSales and salesQuokka')).toBe(
      'Follow Candidate ABCDRocks, Candidate ABCDSales and salesCandidate ABCD',
    );
    expect(scrub('QUOKKASales, Quokka2024, 2024Quinn, QuinnQuokka')).toBe(
      'Candidate ABCDSales, Candidate ABCD2024, 2024Candidate ABCD, Candidate ABCD',
    );
    // Where a reader sees no join, the name is not there.
    expect(scrub('Quokkas, Quinnipiac, QUOKKASALES and quokkasales stay')).toBe(
      'Quokkas, Quinnipiac, QUOKKASALES and quokkasales stay',
    );
    // A short name too, which is not found spelt out.
    const short = createScrubber({ names: ['Bo Lee'], emails: [], phones: [], urls: [] }, 'Candidate ABCD');
    expect(short('LeeSales and Bo2 met Leeds and Bob; B o stays')).toBe(
      'Candidate ABCDSales and Candidate ABCD2 met Leeds and Bob; B o stays',
    );
  });

  it("removes the candidate's own contact details however they are written", () => {
    const scrub = createScrubber(
      { names: [], emails: ['Jo@Example.com'], phones: ['+1 512 555 0142'], urls: ['https://x.test/jo'] },
      null,
    );
    expect(scrub('jo@example.com 15125550142 https://x.test/jo')).toBe(
      `${REMOVED.email} ${REMOVED.phone} ${REMOVED.link}`,
    );
  });
});

describe('clientViewOf', () => {
  it('gives an anonymized company the alias everywhere, no headshot, no contact, nothing identifying', () => {
    const view = clientViewOf(KEY, input());
    if (view.withheld) throw new Error('withheld');
    const alias = candidateAlias(KEY, PROFILE_ID);
    expect(view).toMatchObject({ anonymized: true, displayName: alias, headshot: false, contact: false });
    expect(view.content.name).toBe(alias);
    expect(view.title).toBe(`${alias} - Account Executive`);
    expect(view.content.title).toBe(`Enterprise AE - ${alias}`);
    const all = textsOf([view.title, view.summary, view.content, view.industries, view.methodologies]);
    for (const secret of [
      /jordan(?!ne)/i,
      /\blee\b/i,
      /emile/i,
      /émile/i,
      /555/,
      /example\.com/,
      /linkedin/i,
    ]) {
      expect(all).not.toMatch(secret);
    }
    expect(view.content.achievements[0]).toBe(`${alias} closed Acme in 2023-2024`);
    expect(view.content.dealWalkthroughAction).toBe(`${alias} led the pilot; Jordanne (a colleague) helped`);
    expect(view.scrub('Ask Jordan')).toBe(`Ask ${alias}`);
  });

  it('gives a full-view company the name, the headshot and the contact details where showContact is on', () => {
    const view = clientViewOf(KEY, input({ viewType: 'full' }));
    if (view.withheld) throw new Error('withheld');
    expect(view).toMatchObject({
      anonymized: false,
      displayName: 'Jordan Émile Lee',
      headshot: true,
      contact: true,
    });
    expect(view.content).toEqual(CONTENT);
    expect(view.summary).toBe('Jordan Lee sells to CFOs. Reach 512.555.0142.');
  });

  it('keeps the name but scrubs contact details for a full-view company when showContact is off', () => {
    const base = input({ viewType: 'full' });
    const view = clientViewOf(KEY, {
      ...base,
      profile: { ...base.profile!, privacy: { profilePublic: true, showContact: false } },
    });
    if (view.withheld) throw new Error('withheld');
    expect(view).toMatchObject({ displayName: 'Jordan Émile Lee', headshot: true, contact: false });
    expect(view.summary).toBe(`Jordan Lee sells to CFOs. Reach ${REMOVED.phone}.`);
    expect(view.content.dealWalkthroughSituation).toBe(`Write to ${REMOVED.email} or see ${REMOVED.link}`);
    expect(textsOf(view.content)).not.toMatch(/555|example\.com|jordanlee\.dev|linkedin/);
  });

  it('withholds a candidate whose profile is not public, or who has no profile', () => {
    const base = input({ viewType: 'full' });
    const hidden = { ...base.profile!, privacy: { profilePublic: false, showContact: true } };
    expect(clientViewOf(KEY, { ...base, profile: hidden })).toEqual({ withheld: true });
    expect(clientViewOf(KEY, { ...base, profile: { ...hidden, privacy: null } })).toEqual({ withheld: true });
    expect(clientViewOf(KEY, { ...base, profile: null })).toEqual({ withheld: true });
  });

  it('fills a one-pager without content from its name, still aliased', () => {
    const base = input();
    const view = clientViewOf(KEY, { ...base, onePager: { ...base.onePager, content: null } });
    if (view.withheld) throw new Error('withheld');
    expect(view.content.name).toBe(candidateAlias(KEY, PROFILE_ID));
    expect(view.industries).toEqual(['FinTech']);
  });
});
