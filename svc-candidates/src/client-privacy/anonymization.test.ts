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

  it('takes out short phone numbers that start with + or a bracketed area code, and keeps year ranges', () => {
    const scrub = createScrubber({ names: [], emails: [], phones: [], urls: [] }, null);
    for (const phone of [
      '+1 (415) 555-0134',
      '415.555.0134',
      '+44 20 7946 0958',
      '+14155550199',
      '(212) 555 0147',
      '+1 555 0100',
      '+49 30 12345',
    ]) {
      expect(scrub(`Call ${phone} today`)).toBe(`Call ${REMOVED.phone} today`);
    }
    expect(scrub('From 2023-2024 and 2019 - 2021, 555 0100 units, 1,234,567 ARR')).toBe(
      'From 2023-2024 and 2019 - 2021, 555 0100 units, 1,234,567 ARR',
    );
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
