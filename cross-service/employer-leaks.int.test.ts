import { inflateSync } from 'node:zlib';
import { Types } from 'mongoose';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZShareCombineAnswer } from '@gtm/contracts/employer';
import { listenForErasures } from '../svc-candidates/src/test-app.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * What a client may not see never leaves svc-candidates: the raw answers of every employer route (JSON as
 * text, the PDF's inflated streams, its text operators' strings and its Info dictionary, and the headers) are
 * searched for the candidate's name (full, first, last), e-mail, phone, LinkedIn URL and file keys, planted in
 * the one-pager's free texts too. The same searches find them where the company may see them, so they can fail.
 */
let s: TEmployerStack;
let admin: TIdentity;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Leakcheck');
});
afterAll(() => s.close());

/** A PDF string's bytes: `<hex>` or a `(literal)` with its escapes. */
const decodeLiteral = (body: string) =>
  body.replace(/\\([nrtbf()\\]|[0-7]{1,3}|\r?\n)/g, (_, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8));
    return (
      ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[escaped] ??
      escaped.replace(/\r?\n/, '')
    );
  });
const decodeBytes = (bytes: string) =>
  bytes.startsWith('\u00fe\u00ff')
    ? Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le')
    : bytes;

/** Every string a PDF's text operators or dictionaries hold, with text arrays (`[...] TJ`) joined. */
const stringsOf = (source: string): string[] => {
  const strings: string[] = [];
  for (const array of source.matchAll(/\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ/g)) {
    let joined = '';
    for (const part of array[1]!.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
      joined +=
        part[1] !== undefined
          ? Buffer.from(part[1].replace(/\s/g, ''), 'hex').toString('latin1')
          : decodeLiteral(part[2]!);
    }
    strings.push(decodeBytes(joined));
  }
  for (const hex of source.matchAll(/<([0-9a-fA-F\s]+)>\s*Tj/g))
    strings.push(decodeBytes(Buffer.from(hex[1]!.replace(/\s/g, ''), 'hex').toString('latin1')));
  for (const literal of source.matchAll(/\(((?:\\.|[^\\)])*)\)/g))
    strings.push(decodeBytes(decodeLiteral(literal[1]!)));
  return strings;
};

/** All a PDF says: its raw bytes, each FlateDecode stream inflated, and every string decoded (Info included). */
const pdfText = (bytes: Buffer) => {
  const raw = bytes.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let data = bytes.subarray(start, end);
    if (/\/FlateDecode/.test(match[1]!)) data = inflateSync(data);
    parts.push(data.toString('latin1'));
  }
  // The Info dictionary, each of its values read where it is (pdfkit writes them as indirect objects).
  const objectBody = (id: string) =>
    new RegExp(`(?:^|\\n)${id} 0 obj\\s*([^]*?)\\s*endobj`).exec(raw)?.[1] ?? '';
  const infoId = /\/Info\s+(\d+)\s+0\s+R/.exec(raw)?.[1];
  expect(infoId).toBeDefined();
  const entries = [
    ...objectBody(infoId!).matchAll(/\/(\w+)\s+(?:(\d+)\s+0\s+R|(\((?:\\.|[^\\)])*\)|<[0-9a-fA-F]*>))/g),
  ];
  const info = entries.map(
    ([, key, ref, inline]) => `${key}: ${stringsOf(ref ? objectBody(ref) : inline!).join('')}`,
  );
  expect(info.some((entry) => entry.startsWith('Title: '))).toBe(true);
  return {
    all: [...parts, ...parts.flatMap(stringsOf), ...info].join('\n'),
    info: info.join('\n'),
    text: parts.slice(1).flatMap(stringsOf).join(' '),
  };
};

type TCandidate = Awaited<ReturnType<TEmployerStack['candidate']>>;

/** What must not be found: each name, the contact details (digits of the phone too) and the file keys. */
const secretsOf = (
  candidate: TCandidate,
  parts: { name?: boolean; contact?: boolean; headshot?: boolean },
) => [
  ...(parts.name ? [candidate.name, candidate.first, candidate.last] : []),
  ...(parts.contact
    ? [
        candidate.email,
        candidate.phone,
        candidate.phone.slice(-8),
        candidate.linkedinUrl,
        candidate.linkedinUrl.replace(/^https:\/\/www\./, ''),
        candidate.keys.resume,
      ]
    : []),
  ...(parts.headshot ? [candidate.keys.headshot] : []),
];
const found = (text: string, secrets: readonly string[]) =>
  secrets.filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

/** Every employer route's raw answer for one candidate of a share: JSON as text, headers, the PDF's text. */
const rawAnswers = async (employer: TIdentity, shareId: string, onePagerId: string) => {
  const texts: Record<string, string> = {};
  const read = async (name: string, path: string) => {
    const response = await s.request('GET', path, employer);
    const headers = [...response.headers.entries()].map(([key, value]) => `${key}: ${value}`).join('\n');
    if (response.headers.get('content-type') === 'application/pdf') {
      const pdf = pdfText(Buffer.from(await response.arrayBuffer()));
      texts[name] = `${response.status}\n${headers}\n${pdf.all}`;
      texts[`${name}.text`] = pdf.text;
      texts[`${name}.info`] = pdf.info;
    } else texts[name] = `${response.status}\n${headers}\n${await response.text()}`;
    return response.status;
  };
  const statuses = {
    dashboard: await read('dashboard', '/api/employer/combines'),
    combine: await read('combine', `/api/employer/combines/${shareId}`),
    onePager: await read('onePager', `/api/employer/combines/${shareId}/one-pagers/${onePagerId}`),
    pdf: await read('pdf', `/api/employer/combines/${shareId}/one-pagers/${onePagerId}/pdf`),
  };
  return { texts, statuses, everything: Object.values(texts).join('\n') };
};

let combineId: string;
let kim: TCandidate;
let raj: TCandidate;
let hidden: TCandidate;
let anonymized: Awaited<ReturnType<TEmployerStack['company']>>;
let full: Awaited<ReturnType<TEmployerStack['company']>>;
const shareIds: Record<string, string> = {};

beforeAll(async () => {
  const combine = await s.combine('Leak Check Combine');
  combineId = combine.id;
  const combineIds = [combine.id];
  kim = await s.candidate({
    first: 'Kimberly',
    last: 'Ostrander',
    privacy: { profilePublic: true, showContact: true },
    combineIds,
  });
  raj = await s.candidate({
    first: 'Rajesh',
    last: 'Vantongeren',
    privacy: { profilePublic: true, showContact: false },
    combineIds,
  });
  hidden = await s.candidate({
    first: 'Hildegard',
    last: 'Withheldsen',
    privacy: { profilePublic: false, showContact: true },
    combineIds,
  });
  anonymized = await s.company({ viewType: 'anonymized' });
  full = await s.company({ viewType: 'full' });
  const shared = ZShareCombineAnswer.parse(
    await (
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: [anonymized.id, full.id],
      })
    ).json(),
  );
  for (const share of shared.shares) shareIds[share.companyId] = share.id;
  // The admins' replies name the candidate: an anonymized company must not read that either.
  for (const candidate of [kim, raj]) {
    for (const company of [anonymized, full]) {
      await s.request(
        'POST',
        `/api/talent-combines/${combine.id}/shares/${shareIds[company.id]}/one-pagers/${candidate.onePagerId}/comments`,
        admin,
        {
          body: `${candidate.first} can talk on Tuesday; reach ${candidate.name} at ${candidate.email}.`,
        },
      );
    }
  }
});

describe('an anonymized company', () => {
  it.each([
    ['with contact details shown (showContact on)', () => kim],
    ['with contact details hidden (showContact off)', () => raj],
  ])('never receives the name, contact details or files of a candidate %s', async (_case, candidateOf) => {
    const candidate = candidateOf();
    const answers = await rawAnswers(anonymized.employer, shareIds[anonymized.id]!, candidate.onePagerId);
    expect(answers.statuses).toEqual({ dashboard: 200, combine: 200, onePager: 200, pdf: 200 });
    for (const [route, text] of Object.entries(answers.texts)) {
      expect({
        route,
        leaked: found(text, secretsOf(candidate, { name: true, contact: true, headshot: true })),
      }).toEqual({ route, leaked: [] });
    }
    // The alias stands in the JSON, the PDF's text, its title and its file name.
    const alias = /Candidate [A-Z2-9]{4}/.exec(answers.texts.onePager!)?.[0];
    expect(alias).toBeDefined();
    expect(answers.texts['pdf.text']).toContain(alias);
    expect(answers.texts['pdf.info']).toContain(alias);
    expect(answers.texts.pdf).toContain(`filename="${alias!.toLowerCase().replace(' ', '-')}-one-pager.pdf"`);
    expect(answers.texts.onePager).toContain(`${alias} can talk on Tuesday`);
  });
});

describe('a full-view company', () => {
  it('receives the name, headshot and contact details of a candidate who shows them (the searches find them)', async () => {
    const answers = await rawAnswers(full.employer, shareIds[full.id]!, kim.onePagerId);
    expect(answers.statuses).toEqual({ dashboard: 200, combine: 200, onePager: 200, pdf: 200 });
    expect(
      found(answers.texts.onePager!, secretsOf(kim, { name: true, contact: true, headshot: true })),
    ).toEqual(secretsOf(kim, { name: true, contact: true, headshot: true }));
    expect(found(answers.texts['pdf.text']!, [kim.name, kim.first, kim.last, kim.email])).toEqual([
      kim.name,
      kim.first,
      kim.last,
      kim.email,
    ]);
    expect(answers.texts['pdf.info']).toContain(kim.name);
    expect(answers.texts.pdf).toContain('filename="kimberly-ostrander-one-pager.pdf"');
  });

  it('receives the name and headshot but never the contact details or resume of a candidate with showContact off', async () => {
    const answers = await rawAnswers(full.employer, shareIds[full.id]!, raj.onePagerId);
    expect(answers.statuses).toEqual({ dashboard: 200, combine: 200, onePager: 200, pdf: 200 });
    for (const [route, text] of Object.entries(answers.texts)) {
      expect({ route, leaked: found(text, secretsOf(raj, { contact: true })) }).toEqual({
        route,
        leaked: [],
      });
    }
    expect(found(answers.texts.onePager!, [raj.name, raj.keys.headshot])).toEqual([
      raj.name,
      raj.keys.headshot,
    ]);
    expect(answers.texts['pdf.text']).toContain(raj.name);
  });
});

describe('a candidate whose profile is not public', () => {
  it.each([
    ['anonymized', () => anonymized],
    ['full-view', () => full],
  ])('is withheld from a %s company: in no answer, and not at its own address', async (_case, companyOf) => {
    const company = companyOf();
    const answers = await rawAnswers(company.employer, shareIds[company.id]!, hidden.onePagerId);
    expect(answers.statuses).toEqual({ dashboard: 200, combine: 200, onePager: 404, pdf: 404 });
    expect(
      found(answers.everything, secretsOf(hidden, { name: true, contact: true, headshot: true })),
    ).toEqual([]);
    expect(answers.everything).not.toContain(hidden.onePagerId);
    // The counts leave them out too: two candidates of three.
    expect(answers.texts.dashboard).toContain('"candidateCount":2');
    // And the others are there (the search is not blind).
    expect(answers.texts.combine).toContain(kim.onePagerId);
    expect(combineId).toBeTruthy();
  });
});

describe('names and phone numbers in disguise', () => {
  /** Each digit of every numbering system ICU writes in Unicode decimal digits, to its value. */
  const DIGIT_VALUES = new Map(
    Intl.supportedValuesOf('numberingSystem').flatMap((system) => {
      const digits = [
        ...new Intl.NumberFormat('en-US', { numberingSystem: system, useGrouping: false }).format(1234567890),
      ];
      return digits.every((char) => /^\p{Nd}$/u.test(char))
        ? digits.map((char, index) => [char, String((index + 1) % 10)] as const)
        : [];
    }),
  );
  /**
   * What a reader sees (issue 45): NFKC; format and default-ignorable characters and the Hangul fillers dropped;
   * Cyrillic look-alikes read as the Latin letters they mimic; every decimal digit as its value; accents apart.
   */
  const asRead = (text: string) =>
    [
      ...text
        .normalize('NFKC')
        .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0]/gu, '')
        .replace(/[оОеЕаАсСѕЅјЈіІ]/gu, (char) => 'ooeeaaccssjjii'['оОеЕаАсСѕЅјЈіІ'.indexOf(char)]!)
        .normalize('NFKD')
        .replace(/\p{M}/gu, ''),
    ]
      .map((char) => DIGIT_VALUES.get(char) ?? char)
      .join('');
  const PHONES = [
    '+1 (415) 555-0134',
    '415.555.0134',
    '+44 20 7946 0958',
    '+14155550199',
    '(212) 555 0147',
    '+1 555 0100',
  ];

  it.each([
    ['an anonymized company', () => anonymized, true],
    ['a full-view company, the candidate hiding contact details', () => full, false],
  ])('reach %s in neither JSON nor PDF', async (_case, companyOf, nameHidden) => {
    const company = companyOf();
    const disguised = await s.candidate({
      // The name as the candidate typed it, with a zero-width space in it.
      first: 'Jo\u200bsé',
      last: 'Quintanilla',
      privacy: { profilePublic: true, showContact: false },
      combineIds: [combineId],
    });
    await s.candidates.ctx.mongo.collection('one_pagers').updateOne(
      { _id: new Types.ObjectId(disguised.onePagerId) },
      {
        $set: {
          'content.achievements': [
            'Jo\u200dsé led; Jo\u00adsé closed; Jo\u2060se signed; J\u043esé renewed; Jo\u200bsé won',
            'Quint\u0430nilla and QUINTANI\u200bLLA and \u0405\u0435\u00f1or Jose',
          ],
          'content.summaryItems': PHONES.map((phone) => `Call ${phone}`),
          summary: `Bio: reach me on ${PHONES.join(' or ')}; quota 2023-2024 met.`,
        },
      },
    );
    const answers = await rawAnswers(company.employer, shareIds[company.id]!, disguised.onePagerId);
    expect(answers.statuses).toMatchObject({ onePager: 200, pdf: 200 });
    for (const route of ['onePager', 'pdf.text']) {
      const text = asRead(answers.texts[route]!).toLowerCase();
      if (nameHidden) {
        expect({ route, names: ['jose', 'quintanilla'].filter((part) => text.includes(part)) }).toEqual({
          route,
          names: [],
        });
      }
      expect({
        route,
        phones: ['4155550134', '2079460958', '4155550199', '5550147', '5550100'].filter((phone) =>
          text.replace(/[\s().+-]/g, '').includes(phone),
        ),
      }).toEqual({ route, phones: [] });
    }
    expect(answers.texts.onePager).toContain('2023-2024');
  });

  it('reach an anonymized company through no Hangul filler, camel-case join or digits of another script', async () => {
    const hostile = await s.candidate({
      first: 'Quinby',
      last: 'Quokkaberg',
      privacy: { profilePublic: true, showContact: false },
      combineIds: [combineId],
    });
    await s.candidates.ctx.mongo.collection('one_pagers').updateOne(
      { _id: new Types.ObjectId(hostile.onePagerId) },
      {
        $set: {
          title: 'QuokkabergSales - SDR',
          'content.title': 'Quo\u3164kkaberg, SDR',
          'content.achievements': [
            'Quo\u3164kkaberg led; Quok\u115fkaberg closed; Quokka\uffa0berg signed; Qu\u1160inby renewed',
            'Follow QuokkabergSales and Quinby2024 for tips',
          ],
          'content.summaryItems': ['Call ５１２ ５５５ ０１９９', 'or ٥١٢-٥٥٥-٠١٩٩'],
          summary: 'Bio: reach me on ５１２ ５５５ ０１９９ or ٥١٢-٥٥٥-٠١٩٩; quota 2023-2024 met.',
        },
      },
    );
    const answers = await rawAnswers(anonymized.employer, shareIds[anonymized.id]!, hostile.onePagerId);
    expect(answers.statuses).toMatchObject({ onePager: 200, pdf: 200 });
    for (const route of ['onePager', 'pdf.text', 'pdf.info']) {
      const text = asRead(answers.texts[route]!).toLowerCase();
      expect({ route, names: ['quinby', 'quokkaberg'].filter((part) => text.includes(part)) }).toEqual({
        route,
        names: [],
      });
      expect({ route, phone: text.replace(/\D/g, '').includes('5125550199') }).toEqual({
        route,
        phone: false,
      });
    }
    // The alias stands where the name stood, the years stay, and the PDF prints no '?' for what draws nothing.
    expect(answers.texts.onePager).toMatch(/Candidate [A-Z0-9]{4}Sales/);
    expect(answers.texts.onePager).toContain('2023-2024');
    expect(answers.texts['pdf.text']).not.toContain('?');
  });
});

describe('an erased account', () => {
  it('is withheld from every company as soon as its tombstone is written, kept reads included', async () => {
    const erased = await s.candidate({
      first: 'Ernestine',
      last: 'Gonewright',
      privacy: { profilePublic: true, showContact: true },
      combineIds: [combineId],
    });
    const readAll = () =>
      Promise.all(
        [anonymized, full].map((company) =>
          rawAnswers(company.employer, shareIds[company.id]!, erased.onePagerId),
        ),
      );
    // Read twice: the second answers are the kept ones.
    await readAll();
    for (const answers of await readAll()) {
      expect(answers.statuses).toEqual({ dashboard: 200, combine: 200, onePager: 200, pdf: 200 });
    }
    // What svc-auth does before the deletion's confirmation answers; the data itself is still stored.
    await s.auth.deps.erasures.mark(erased.userId);
    for (const answers of await readAll()) {
      expect(answers.statuses).toEqual({ dashboard: 200, combine: 200, onePager: 404, pdf: 404 });
      expect(found(answers.everything, [erased.name, erased.first, erased.last, erased.email])).toEqual([]);
      expect(answers.texts.combine).not.toContain(erased.onePagerId);
    }
  });

  it('is known to a process that starts after the erasure, from the tombstones in Redis', async () => {
    const userId = new Types.ObjectId().toString();
    await s.auth.deps.erasures.mark(userId);
    const subscriber = s.candidates.ctx.redis.duplicate();
    try {
      const heard: string[] = [];
      const erasures = listenForErasures({
        subscriber,
        redis: s.candidates.ctx.redis,
        log: s.candidates.ctx.log,
        onErased: (erased) => heard.push(erased),
      });
      await erasures.ready();
      expect(erasures.has(userId)).toBe(true);
      expect(erasures.has(new Types.ObjectId().toString())).toBe(false);
      const later = new Types.ObjectId().toString();
      await s.auth.deps.erasures.mark(later);
      for (let tries = 0; tries < 100 && !heard.includes(later); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heard).toEqual([later]);
      expect(erasures.has(later)).toBe(true);
    } finally {
      subscriber.disconnect();
    }
  });
});
