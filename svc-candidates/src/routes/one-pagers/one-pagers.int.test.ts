import { inflateSync } from 'node:zlib';
import { Types } from 'mongoose';
import { ZApiError } from '@gtm/contracts/api-errors';
import { ZAeProfileInput, ZSdrProfileInput } from '@gtm/contracts/candidate-profile';
import type { TAeProfileInput } from '@gtm/contracts/candidate-profile';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZPage } from '@gtm/contracts/list-query';
import {
  TALENT_ANSWERS,
  ZOnePager,
  ZOnePagerDetail,
  ZOnePagerDraft,
  ZOnePagerRow,
} from '@gtm/contracts/talent';
import type { TCreateOnePager, TOnePagerDraft } from '@gtm/contracts/talent';
import { openCandidatesTestApp, SAMPLE_SDR_PROFILE } from '../../test-app.ts';
import { onePagerModel } from './one-pagers.model.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';

let t: TCandidatesTestApp;
beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t.close());

const ADMIN: TIdentity = { kind: 'admin', userId: new Types.ObjectId().toString(), role: null };
const ZRowPage = ZPage(ZOnePagerRow);
const UNKNOWN_ID = new Types.ObjectId().toString();

const AE: TAeProfileInput = {
  location: 'Denver, CO',
  headline: 'Mid-market AE | FinTech',
  shortBio: 'Five years closing mid-market SaaS deals.',
  salesMethodologies: ['MEDDIC', 'Challenger Sale'],
  acvRanges: '$50,000 - $100,000',
  dealCycleLength: '3-6 months',
  industries: 'SaaS, FinTech, Healthcare',
  personas: 'CFO, VP Finance',
  quotaVsActual: '2024: 120% of a $900k quota',
  favoriteDeal: {
    situation: 'A stalled renewal at a fintech.',
    action: 'Rebuilt the business case with the CFO.',
    result: 'Closed a 3-year expansion at 2x ACV.',
  },
  lookingFor: 'A mid-market SaaS team',
  companyType: 'SaaS/Software',
  companySize: 'Mid-size (201-1,000)',
  achievements: "President's Club 2023\nTop new-logo AE in Q2 2024",
};

let serial = 0;
/** A candidate with an account and a profile, as onboarding writes it; e-mail notifications on unless said. */
const candidate = async (
  name: string,
  options: { role?: 'SDR' | 'AE'; emailNotifications?: boolean } = {},
) => {
  serial += 1;
  const userId = new Types.ObjectId().toString();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${serial}@example.test`;
  await t.deps.accounts.registered({ userId, email, name, at: new Date() });
  const { current } =
    options.role === 'AE'
      ? await t.deps.profiles.saveOnboarding(userId, {
          role: 'AE',
          common: { location: AE.location, headline: AE.headline, shortBio: AE.shortBio },
          form: ZAeProfileInput.parse(AE),
        })
      : await t.deps.profiles.saveOnboarding(userId, {
          role: 'SDR',
          common: { location: 'Austin, TX', headline: 'Aspiring SDR' },
          form: ZSdrProfileInput.parse(SAMPLE_SDR_PROFILE),
        });
  if (options.emailNotifications === false) {
    await t.deps.profiles.updateSettings(userId, {
      name,
      notifications: { email: false, matches: true, interviews: true, messages: true },
    });
  }
  return { userId, email, name, profileId: current._id.toString() };
};

const request = (method: string, path: string, body?: unknown, identity: TIdentity = ADMIN) =>
  t.client.request(method, path, { identity, ...(body !== undefined ? { body } : {}) });
const errorOf = async (response: Response) => ZApiError.parse(await response.json());
const draftOf = async (profileId: string) => {
  const response = await request('GET', `/api/candidate-profiles/${profileId}/one-pager-draft`);
  expect(response.status).toBe(200);
  return ZOnePagerDraft.parse(await response.json());
};
const createFrom = async (draft: TOnePagerDraft, changes: Partial<TCreateOnePager> = {}) => {
  const response = await request('POST', '/api/one-pagers', { ...draft, ...changes });
  expect(response.status).toBe(201);
  return ZOnePagerDetail.parse(await response.json());
};
const page = async (query: string) => {
  const response = await request('GET', `/api/one-pagers?${query}`);
  expect(response.status).toBe(200);
  return ZRowPage.parse(await response.json());
};
const auditOf = async (targetId: string) =>
  (await t.auditEvents.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
    .map((job) => job.data)
    .filter((event) => event.target.id === targetId);
const emailJobOf = async (onePagerId: string) =>
  (await t.emailJobs.getJob(`one-pager-ready.${onePagerId}`))?.data as TEmailJob | undefined;

/** The text a PDF prints: its content streams inflated, the hex strings of its text operators decoded. */
const pdfText = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)endstream/g)) {
    const start = (match.index ?? 0) + 'stream\n'.length;
    const bytes = pdf.subarray(start, start + Buffer.byteLength(match[1]!, 'latin1'));
    let stream: string;
    try {
      stream = inflateSync(bytes).toString('latin1');
    } catch {
      continue;
    }
    for (const line of stream.matchAll(/\[(.*)\] TJ/g)) {
      texts.push(
        [...line[1]!.matchAll(/<([0-9a-f]+)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return texts.join('\n');
};

describe('GET /api/candidate-profiles/{id}/one-pager-draft', () => {
  it("pre-fills an AE's one-pager from the profile", async () => {
    const ae = await candidate('Priya Raman', { role: 'AE' });
    const draft = await draftOf(ae.profileId);
    expect(draft).toMatchObject({
      candidateProfileId: ae.profileId,
      title: 'Priya Raman - Account Executive',
      summary: 'Five years closing mid-market SaaS deals.',
      content: {
        name: 'Priya Raman',
        title: 'Mid-market AE | FinTech',
        location: 'Denver, CO',
        methodologies: ['MEDDIC', 'Challenger Sale'],
        industries: ['SaaS', 'FinTech', 'Healthcare'],
        dealCycles: ['3-6 months'],
        averageACV: '$50,000 - $100,000',
        quota: '2024: 120% of a $900k quota',
        // The one answer is not repeated as the attainment.
        quotaAttainment: '',
        achievements: ["President's Club 2023", 'Top new-logo AE in Q2 2024'],
        dealWalkthroughSituation: 'A stalled renewal at a fintech.',
        dealWalkthroughResult: 'Closed a 3-year expansion at 2x ACV.',
      },
    });
    expect(draft.content.summaryItems).toContain('Sells to: CFO, VP Finance');
  });

  it("pre-fills an SDR's salary expectations and education", async () => {
    const sdr = await candidate('Marcus Lee');
    const { content } = await draftOf(sdr.profileId);
    expect(content).toMatchObject({
      name: 'Marcus Lee',
      title: 'Aspiring SDR',
      salaryExpectations: '$60,000 - $80,000',
    });
    expect(content.summaryItems).toContain('Education: Economics, UT Austin (2024-05)');
  });

  it('answers 404 for an unknown profile and 400 for a bad id', async () => {
    const unknown = await request('GET', `/api/candidate-profiles/${UNKNOWN_ID}/one-pager-draft`);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(TALENT_ANSWERS.profileNotFound);
    expect((await request('GET', '/api/candidate-profiles/nope/one-pager-draft')).status).toBe(400);
  });
});

describe('POST /api/one-pagers', () => {
  it('creates the one-pager the candidate then sees, audits it and e-mails the candidate', async () => {
    const ae = await candidate('Dana Whitfield', { role: 'AE' });
    const draft = await draftOf(ae.profileId);
    const created = await createFrom(draft, {
      title: 'Dana Whitfield - Enterprise AE',
      content: { ...draft.content, targetRoles: ['Enterprise AE', ' ', 'Strategic AE'] },
    });
    expect(created).toMatchObject({
      title: 'Dana Whitfield - Enterprise AE',
      candidateName: 'Dana Whitfield',
      candidateProfileId: ae.profileId,
      status: 'active',
      industries: ['SaaS', 'FinTech', 'Healthcare'],
      pdfDownloads: 0,
      combines: [],
    });
    // Blank entries are dropped.
    expect(created.content?.targetRoles).toEqual(['Enterprise AE', 'Strategic AE']);

    const own = await request('GET', '/api/user/one-pagers', undefined, {
      kind: 'candidate',
      userId: ae.userId,
      role: 'AE',
    });
    expect(
      ZOnePager.array()
        .parse(await own.json())
        .map((item) => item.id),
    ).toEqual([created.id]);

    const [event] = await auditOf(created.id);
    expect(event).toMatchObject({
      action: 'one-pager.created',
      actorId: ADMIN.userId,
      target: { type: 'one-pager', id: created.id, label: 'Dana Whitfield - Enterprise AE' },
    });
    expect(event?.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', after: 'Dana Whitfield - Enterprise AE' },
        { field: 'content.targetRoles', after: ['Enterprise AE', 'Strategic AE'] },
      ]),
    );

    expect(await emailJobOf(created.id)).toEqual({
      template: 'one-pager-ready',
      to: ae.email,
      ref: `one-pager:${created.id}`,
      params: { name: 'Dana Whitfield', title: 'Dana Whitfield - Enterprise AE' },
    });
  });

  it('e-mails nobody when the candidate turned e-mail notifications off', async () => {
    const quiet = await candidate('Quiet Quinn', { emailNotifications: false });
    const created = await createFrom(await draftOf(quiet.profileId));
    expect(await emailJobOf(created.id)).toBeUndefined();
    expect(await auditOf(created.id)).toHaveLength(1);
  });

  it('refuses invalid bodies in words and stores nothing', async () => {
    const sdr = await candidate('Nora Invalid');
    const draft = await draftOf(sdr.profileId);
    const before = (await page('search=nora invalid')).total;
    const cases: [unknown, string][] = [
      [{ ...draft, title: '  ' }, TALENT_ANSWERS.titleRequired],
      [{ ...draft, content: { ...draft.content, name: '' } }, TALENT_ANSWERS.nameRequired],
      [{ ...draft, status: 'archived' }, TALENT_ANSWERS.statusInvalid],
      [{ ...draft, candidateProfileId: 'x' }, TALENT_ANSWERS.candidateRequired],
      [
        {
          ...draft,
          content: { ...draft.content, achievements: Array.from({ length: 11 }, (_, i) => `Win ${i}`) },
        },
        TALENT_ANSWERS.tooMany(10),
      ],
      [{ ...draft, summary: 'x'.repeat(1001) }, TALENT_ANSWERS.tooLong(1000)],
      [{}, TALENT_ANSWERS.titleRequired],
    ];
    for (const [body, message] of cases) {
      const response = await request('POST', '/api/one-pagers', body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    const notJson = await request('POST', '/api/one-pagers', '{"title":');
    expect(notJson.status).toBe(400);
    const unknown = await request('POST', '/api/one-pagers', { ...draft, candidateProfileId: UNKNOWN_ID });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(TALENT_ANSWERS.profileNotFound);
    expect((await page('search=nora invalid')).total).toBe(before);
  });

  it('is for admins only', async () => {
    const sdr = await candidate('Cora Candidate');
    const draft = await draftOf(sdr.profileId);
    const response = await request('POST', '/api/one-pagers', draft, {
      kind: 'candidate',
      userId: sdr.userId,
      role: 'SDR',
    });
    expect(response.status).toBe(403);
    expect((await page('search=cora candidate')).total).toBe(0);
  });
});

describe('GET /api/one-pagers', () => {
  it('searches inside titles and candidate names, filters by status, sorts and pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const made: string[] = [];
    for (const [index, status] of (
      ['active', 'inactive', 'pending', 'active', 'active'] as const
    ).entries()) {
      const person = await candidate(`Ivy ${tag} ${index}`);
      const draft = await draftOf(person.profileId);
      made.push((await createFrom(draft, { title: `Pitch ${index} ${tag}`, status })).id);
    }
    const all = await page(`search=${tag}&pageSize=2`);
    expect(all.total).toBe(5);
    expect(all.items.map((row) => row.id)).toEqual([made[4], made[3]]);
    const third = await page(`search=${tag}&pageSize=2&page=3`);
    expect(third.items.map((row) => row.id)).toEqual([made[0]]);
    // Inside the candidate's name, case-insensitively.
    expect((await page(`search=${tag.toUpperCase()} 1`)).items.map((row) => row.id)).toEqual([made[1]]);
    const active = await page(`search=${tag}&status=active&sort=title&order=asc`);
    expect(active.items.map((row) => row.title)).toEqual([
      `Pitch 0 ${tag}`,
      `Pitch 3 ${tag}`,
      `Pitch 4 ${tag}`,
    ]);
    expect((await page(`search=${tag}&status=pending`)).items.map((row) => row.id)).toEqual([made[2]]);
    // Rows carry no content.
    expect(all.items[0]).not.toHaveProperty('content');
  });

  it('lists a one-pager taken out of its only combine as in none, and one stored without its arrays as empty', async () => {
    const tag = `zr${Date.now().toString(36)}`;
    const person = await candidate(`Otto ${tag}`);
    const made = await createFrom(await draftOf(person.profileId), { title: `Alone ${tag}` });
    const combine = await request('POST', '/api/talent-combines', {
      name: `Combine ${tag}`,
      description: 'Holds one one-pager, then none.',
      status: 'active',
      targetDate: '2025-09-30',
    });
    expect(combine.status).toBe(201);
    const { id: combineId } = (await combine.json()) as { id: string };
    const add = await request('POST', '/api/talent-combines/add-one-pager', {
      talentCombineId: combineId,
      onePagerId: made.id,
    });
    expect(add.status).toBe(200);
    expect((await page(`search=${tag}`)).items[0]?.talentCombines).toEqual([{ talentCombineId: combineId }]);
    const remove = await request('DELETE', `/api/talent-combines/${combineId}/one-pagers/${made.id}`);
    expect(remove.status).toBe(200);
    expect((await page(`search=${tag}`)).items.map((row) => [row.id, row.talentCombines])).toEqual([
      [made.id, []],
    ]);
    // A document stored without its arrays and nullable fields (older data, one written by hand).
    await onePagerModel(t.ctx.mongo)
      .updateOne(
        { _id: made.id },
        { $unset: { talentCombines: 1, summary: 1, industries: 1, methodologies: 1, content: 1 } },
      )
      .exec();
    const [row] = (await page(`search=${tag}`)).items;
    expect(row).toMatchObject({
      id: made.id,
      talentCombines: [],
      summary: null,
      industries: [],
      methodologies: [],
    });
    const detail = await request('GET', `/api/one-pagers/${made.id}`);
    expect(detail.status).toBe(200);
    expect(ZOnePagerDetail.parse(await detail.json()).talentCombines).toEqual([]);
  });

  it('refuses a bad query in words', async () => {
    for (const query of ['page=0', 'pageSize=101', 'status=archived', 'sort=salary', 'order=up']) {
      const response = await request('GET', `/api/one-pagers?${query}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).not.toBe('');
    }
  });
});

describe('GET and PUT /api/one-pagers/{id}', () => {
  it('reads and edits a one-pager, auditing the changed fields only', async () => {
    const sdr = await candidate('Eli Editor');
    const draft = await draftOf(sdr.profileId);
    const created = await createFrom(draft);
    const read = await request('GET', `/api/one-pagers/${created.id}`);
    expect(ZOnePagerDetail.parse(await read.json())).toEqual(created);

    const edit = {
      title: 'Eli Editor - SDR (hybrid)',
      status: 'inactive',
      summary: draft.summary,
      content: { ...draft.content, achievements: ['Top of class in cold calling'] },
    };
    const saved = await request('PUT', `/api/one-pagers/${created.id}`, edit);
    expect(saved.status).toBe(200);
    expect(ZOnePagerDetail.parse(await saved.json())).toMatchObject({
      title: 'Eli Editor - SDR (hybrid)',
      status: 'inactive',
      content: { achievements: ['Top of class in cold calling'] },
    });
    const updated = (await auditOf(created.id)).find((event) => event.action === 'one-pager.updated');
    expect(updated?.changes).toEqual([
      { field: 'title', before: draft.title, after: 'Eli Editor - SDR (hybrid)' },
      { field: 'status', before: 'active', after: 'inactive' },
      { field: 'content.achievements', before: [], after: ['Top of class in cold calling'] },
    ]);

    // The same edit again changes nothing and records nothing.
    expect((await request('PUT', `/api/one-pagers/${created.id}`, edit)).status).toBe(200);
    expect((await auditOf(created.id)).filter((event) => event.action === 'one-pager.updated')).toHaveLength(
      1,
    );
  });

  it('answers 404 for unknown ids, 400 for bad ids and bodies, and changes nothing', async () => {
    const sdr = await candidate('Uma Unchanged');
    const created = await createFrom(await draftOf(sdr.profileId));
    const { candidateProfileId: _profile, ...edit } = await draftOf(sdr.profileId);
    expect((await request('GET', `/api/one-pagers/${UNKNOWN_ID}`)).status).toBe(404);
    const unknown = await request('PUT', `/api/one-pagers/${UNKNOWN_ID}`, edit);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(TALENT_ANSWERS.onePagerNotFound);
    expect((await request('GET', '/api/one-pagers/12345')).status).toBe(400);
    const bad = await request('PUT', `/api/one-pagers/${created.id}`, { ...edit, title: '' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(TALENT_ANSWERS.titleRequired);
    const read = ZOnePagerDetail.parse(await (await request('GET', `/api/one-pagers/${created.id}`)).json());
    expect(read.title).toBe(created.title);
    expect((await auditOf(created.id)).map((event) => event.action)).toEqual(['one-pager.created']);
  });
});

describe('GET /api/one-pagers/{id}/pdf', () => {
  it("answers a PDF holding the candidate's name and content, and counts the download", async () => {
    const ae = await candidate('Sofia Martinez', { role: 'AE' });
    const created = await createFrom(await draftOf(ae.profileId));
    const response = await request('GET', `/api/one-pagers/${created.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="sofia-martinez-one-pager.pdf"',
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Sofia Martinez');
    expect(text).toContain('DEAL WALKTHROUGH');
    expect(text).toContain('A stalled renewal at a fintech.');
    // One page, as sent to a client.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    await request('GET', `/api/one-pagers/${created.id}/pdf`);
    const read = ZOnePagerDetail.parse(await (await request('GET', `/api/one-pagers/${created.id}`)).json());
    expect(read.pdfDownloads).toBe(2);
  });

  it('answers 404 in JSON for an unknown one-pager and 400 for a bad id', async () => {
    const unknown = await request('GET', `/api/one-pagers/${UNKNOWN_ID}/pdf`);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(TALENT_ANSWERS.onePagerNotFound);
    expect((await request('GET', '/api/one-pagers/zzz/pdf')).status).toBe(400);
  });
});
