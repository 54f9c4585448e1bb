import { Types } from 'mongoose';
import { ZApiError } from '@gtm/contracts/api-errors';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZPage } from '@gtm/contracts/list-query';
import { NAME_MESSAGES } from '@gtm/contracts/person-name';
import {
  TALENT_ANSWERS,
  ZCombineMembershipAnswer,
  ZOnePagerDetail,
  ZTalentCombine,
  ZTalentCombineDetail,
} from '@gtm/contracts/talent';
import type { TCreateTalentCombine } from '@gtm/contracts/talent';
import { openCandidatesTestApp } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';

let t: TCandidatesTestApp;
beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t.close());

const ADMIN: TIdentity = { kind: 'admin', userId: new Types.ObjectId().toString(), role: null };
const ZCombinePage = ZPage(ZTalentCombine);
const UNKNOWN_ID = new Types.ObjectId().toString();

const request = (method: string, path: string, body?: unknown, identity: TIdentity = ADMIN) =>
  t.client.request(method, path, { identity, ...(body !== undefined ? { body } : {}) });
const errorOf = async (response: Response) => ZApiError.parse(await response.json());
const auditOf = async (targetId: string) =>
  (await t.auditEvents.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
    .map((job) => job.data)
    .filter((event) => event.target.id === targetId);

const VALID: TCreateTalentCombine = {
  name: 'Q3 FinTech AEs',
  description: 'Five to seven closers for FinTech clients.',
  status: 'active',
  targetDate: '2025-09-30',
};

const createCombine = async (body: TCreateTalentCombine = VALID) => {
  const response = await request('POST', '/api/talent-combines', body);
  expect(response.status).toBe(201);
  return ZTalentCombine.parse(await response.json());
};

/** A one-pager as the repository stores it (the one-pager routes' own suite covers how admins create them). */
const onePager = async (candidateName: string) => {
  const record = await t.deps.onePagers.create({
    candidateUserId: new Types.ObjectId().toString(),
    title: `${candidateName} - AE`,
    candidateName,
    status: 'active',
    summary: null,
    industries: [],
    methodologies: [],
    content: null,
    talentCombines: [],
  });
  return record._id.toString();
};

const add = (talentCombineId: string, onePagerId: string) =>
  request('POST', '/api/talent-combines/add-one-pager', { talentCombineId, onePagerId });
const remove = (talentCombineId: string, onePagerId: string) =>
  request('DELETE', `/api/talent-combines/${talentCombineId}/one-pagers/${onePagerId}`);
const detailOf = async (id: string) => {
  const response = await request('GET', `/api/talent-combines/${id}`);
  expect(response.status).toBe(200);
  return ZTalentCombineDetail.parse(await response.json());
};
const page = async (query: string) => {
  const response = await request('GET', `/api/talent-combines?${query}`);
  expect(response.status).toBe(200);
  return ZCombinePage.parse(await response.json());
};

describe('POST /api/talent-combines', () => {
  it('creates an empty combine, status active by default, and audits it', async () => {
    const combine = await createCombine({
      name: '  Bay Area SDRs ',
      description: 'Entry-level SDR package.',
    });
    expect(combine).toMatchObject({
      name: 'Bay Area SDRs',
      description: 'Entry-level SDR package.',
      status: 'active',
      targetDate: null,
      onePagerCount: 0,
    });
    expect(await auditOf(combine.id)).toEqual([
      expect.objectContaining({
        action: 'talent-combine.created',
        actorId: ADMIN.userId,
        target: { type: 'talent-combine', id: combine.id, label: 'Bay Area SDRs' },
        changes: [
          { field: 'name', after: 'Bay Area SDRs' },
          { field: 'description', after: 'Entry-level SDR package.' },
          { field: 'status', after: 'active' },
          { field: 'targetDate', after: null },
        ],
      }),
    ]);
  });

  it("refuses invalid bodies with the spec's messages and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [{ ...VALID, name: 'ab' }, 'Name must be at least 3 characters'],
      // Trimmed first: blanks do not count.
      [{ ...VALID, name: '   a   ' }, 'Name must be at least 3 characters'],
      [{ ...VALID, description: 'too short' }, 'Description must be at least 10 characters'],
      [{ ...VALID, status: 'archived' }, TALENT_ANSWERS.combineStatusInvalid],
      [{ ...VALID, targetDate: '30/09/2025' }, TALENT_ANSWERS.targetDate],
      [{ description: VALID.description }, 'Name must be at least 3 characters'],
      [{ ...VALID, name: 'Q3 SDRs\r\nBcc: x@example.test' }, NAME_MESSAGES.controlCharacters],
      [{ ...VALID, name: 'Q3 SDRs\n' }, NAME_MESSAGES.controlCharacters],
    ];
    const before = (await page('')).total;
    for (const [body, message] of cases) {
      const response = await request('POST', '/api/talent-combines', body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect((await page('')).total).toBe(before);
  });
});

describe('GET /api/talent-combines', () => {
  it('searches names and descriptions, filters by status, sorts, pages and counts one-pagers', async () => {
    const tag = `kx${Date.now().toString(36)}`;
    const made = [];
    for (const [index, status] of (['active', 'completed', 'pending', 'active'] as const).entries()) {
      made.push(
        await createCombine({
          name: `Combine ${index} ${tag}`,
          description: index === 2 ? `Healthcare closers ${tag}` : 'A package of candidates.',
          status,
          targetDate: `2025-0${index + 1}-15`,
        }),
      );
    }
    const member = await onePager('Counted Carla');
    expect((await add(made[0]!.id, member)).status).toBe(200);

    const all = await page(`search=${tag}&pageSize=3`);
    expect(all.total).toBe(4);
    expect(all.items.map((row) => row.name)).toEqual([
      `Combine 3 ${tag}`,
      `Combine 2 ${tag}`,
      `Combine 1 ${tag}`,
    ]);
    expect((await page(`search=${tag}&pageSize=3&page=2`)).items.map((row) => row.id)).toEqual([made[0]!.id]);
    expect((await page(`search=${tag}&pageSize=3&page=2`)).items[0]?.onePagerCount).toBe(1);
    expect((await page(`search=HEALTHCARE closers ${tag}`)).items.map((row) => row.id)).toEqual([
      made[2]!.id,
    ]);
    const active = await page(`search=${tag}&status=active&sort=targetDate&order=asc`);
    expect(active.items.map((row) => row.targetDate)).toEqual(['2025-01-15', '2025-04-15']);
    expect((await page(`search=${tag}&status=completed`)).items.map((row) => row.id)).toEqual([made[1]!.id]);
  });

  it('refuses a bad query in words', async () => {
    for (const query of ['page=-1', 'pageSize=0', 'status=inactive', 'sort=size']) {
      const response = await request('GET', `/api/talent-combines?${query}`);
      expect(response.status).toBe(400);
    }
  });
});

describe('GET and PUT /api/talent-combines/{id}', () => {
  it('edits a combine, auditing the changed fields only', async () => {
    const combine = await createCombine();
    const saved = await request('PUT', `/api/talent-combines/${combine.id}`, {
      ...VALID,
      status: 'completed',
      targetDate: '',
    });
    expect(saved.status).toBe(200);
    expect(ZTalentCombine.parse(await saved.json())).toMatchObject({ status: 'completed', targetDate: null });
    const updated = (await auditOf(combine.id)).filter((event) => event.action === 'talent-combine.updated');
    expect(updated.map((event) => event.changes)).toEqual([
      [
        { field: 'status', before: 'active', after: 'completed' },
        { field: 'targetDate', before: '2025-09-30', after: null },
      ],
    ]);
  });

  it('answers 404 for unknown ids, 400 for bad ids and bodies, and changes nothing', async () => {
    const combine = await createCombine();
    expect((await request('GET', `/api/talent-combines/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await request('GET', '/api/talent-combines/not-an-id')).status).toBe(400);
    const unknown = await request('PUT', `/api/talent-combines/${UNKNOWN_ID}`, VALID);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(TALENT_ANSWERS.combineNotFound);
    const bad = await request('PUT', `/api/talent-combines/${combine.id}`, {
      ...VALID,
      description: 'short',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Description must be at least 10 characters');
    expect(await detailOf(combine.id)).toMatchObject({ description: VALID.description, onePagerCount: 0 });
    expect((await auditOf(combine.id)).map((event) => event.action)).toEqual(['talent-combine.created']);
  });
});

describe('adding and removing one-pagers', () => {
  it('adds once however often it is asked, removes idempotently, and audits each change once', async () => {
    const combine = await createCombine();
    const first = await onePager('Zed Zimmer');
    const second = await onePager('Abe Adams');

    const added = await add(combine.id, first);
    expect(ZCombineMembershipAnswer.parse(await added.json())).toEqual({
      success: true,
      message: TALENT_ANSWERS.onePagerAdded,
      changed: true,
      onePagerCount: 1,
    });
    const again = ZCombineMembershipAnswer.parse(await (await add(combine.id, first)).json());
    expect(again).toMatchObject({
      changed: false,
      message: TALENT_ANSWERS.onePagerAlreadyIn,
      onePagerCount: 1,
    });
    await add(combine.id, second);

    const detail = await detailOf(combine.id);
    expect(detail.onePagerCount).toBe(2);
    // By candidate name.
    expect(detail.onePagers.map((row) => row.candidateName)).toEqual(['Abe Adams', 'Zed Zimmer']);
    const onePagerDetail = ZOnePagerDetail.parse(
      await (await request('GET', `/api/one-pagers/${first}`)).json(),
    );
    expect(onePagerDetail.talentCombines).toEqual([{ talentCombineId: combine.id }]);
    expect(onePagerDetail.combines).toEqual([{ id: combine.id, name: combine.name, status: 'active' }]);

    const removed = ZCombineMembershipAnswer.parse(await (await remove(combine.id, first)).json());
    expect(removed).toMatchObject({
      changed: true,
      message: TALENT_ANSWERS.onePagerRemoved,
      onePagerCount: 1,
    });
    const removedAgain = await remove(combine.id, first);
    expect(removedAgain.status).toBe(200);
    expect(ZCombineMembershipAnswer.parse(await removedAgain.json())).toMatchObject({
      changed: false,
      message: TALENT_ANSWERS.onePagerNotIn,
    });
    expect((await detailOf(combine.id)).onePagers.map((row) => row.id)).toEqual([second]);

    const events = (await auditOf(combine.id)).filter((event) => event.action !== 'talent-combine.created');
    expect(events.map((event) => [event.action, event.changes])).toEqual(
      expect.arrayContaining([
        ['talent-combine.one-pager-added', [{ field: 'onePagerId', after: first }]],
        ['talent-combine.one-pager-added', [{ field: 'onePagerId', after: second }]],
        ['talent-combine.one-pager-removed', [{ field: 'onePagerId', before: first }]],
      ]),
    );
    expect(events).toHaveLength(3);
  });

  it('keeps a one-pager in several combines apart', async () => {
    const [a, b] = [await createCombine(), await createCombine()];
    const shared = await onePager('Sam Shared');
    await add(a.id, shared);
    await add(b.id, shared);
    await remove(a.id, shared);
    expect((await detailOf(a.id)).onePagerCount).toBe(0);
    expect((await detailOf(b.id)).onePagers.map((row) => row.id)).toEqual([shared]);
  });

  it('answers 404 for an unknown combine or one-pager, 400 for bad ids, and changes nothing', async () => {
    const combine = await createCombine();
    const member = await onePager('Una Known');
    const unknownCombine = await add(UNKNOWN_ID, member);
    expect(unknownCombine.status).toBe(404);
    expect((await errorOf(unknownCombine)).message).toBe(TALENT_ANSWERS.combineNotFound);
    const unknownOnePager = await add(combine.id, UNKNOWN_ID);
    expect(unknownOnePager.status).toBe(404);
    expect((await errorOf(unknownOnePager)).message).toBe(TALENT_ANSWERS.onePagerNotFound);
    expect((await remove(UNKNOWN_ID, member)).status).toBe(404);
    expect((await remove(combine.id, UNKNOWN_ID)).status).toBe(404);
    expect((await add('bad', member)).status).toBe(400);
    expect(
      (await request('POST', '/api/talent-combines/add-one-pager', { talentCombineId: combine.id })).status,
    ).toBe(400);
    expect((await remove('bad', member)).status).toBe(400);
    expect((await detailOf(combine.id)).onePagerCount).toBe(0);
    const read = ZOnePagerDetail.parse(await (await request('GET', `/api/one-pagers/${member}`)).json());
    expect(read.talentCombines).toEqual([]);
    expect((await auditOf(combine.id)).map((event) => event.action)).toEqual(['talent-combine.created']);
  });

  it('is for admins only', async () => {
    const combine = await createCombine();
    const member = await onePager('Nia Nonadmin');
    const employer: TIdentity = { kind: 'employer', userId: new Types.ObjectId().toString(), role: null };
    const response = await request(
      'POST',
      '/api/talent-combines/add-one-pager',
      { talentCombineId: combine.id, onePagerId: member },
      employer,
    );
    expect(response.status).toBe(403);
    expect((await detailOf(combine.id)).onePagerCount).toBe(0);
  });
});
