import { Types } from 'mongoose';
import { ZAdminDashboard } from '@gtm/contracts/admin-dashboard';
import { ZApiError } from '@gtm/contracts/api-errors';
import type { TIdentity } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation';
import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { openCandidatesTestApp } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';

const ADMIN: TIdentity = { kind: 'admin', userId: '665f1c0ffee0000000000a01', role: null };
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TCandidatesTestApp;
beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t.close());

const read = async () => {
  const response = await t.client.request('GET', pathOf(getAdminDashboard), { identity: ADMIN });
  expect(response.status).toBe(200);
  return ZAdminDashboard.parse(await response.json());
};

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A stored profile as svc-candidates writes one (only what the dashboard reads matters here). */
const profile = (userId: string, status: string, ageDays: number, name: string | null = null) => ({
  userId,
  role: 'SDR',
  status,
  name,
  notifications: {},
  privacy: {},
  createdAt: daysAgo(ageDays),
  updatedAt: daysAgo(ageDays),
});

const onePager = (title: string, status: string, ageDays: number, pdfDownloads?: number) => ({
  candidateUserId: 'u1',
  title,
  candidateName: `${title} Candidate`,
  status,
  createdAt: daysAgo(ageDays),
  ...(pdfDownloads === undefined ? {} : { pdfDownloads }),
});

const combine = (name: string, status: string) => ({
  name,
  description: 'A package of one-pagers.',
  status,
  createdAt: new Date(),
  updatedAt: new Date(),
});

const submission = (name: string, status: string, ageDays: number) => ({
  name,
  email: `${name.toLowerCase()}@example.test`,
  company: 'Acme',
  message: 'We want to hire.',
  status,
  createdAt: daysAgo(ageDays),
});

describe('GET /api/admin/dashboard', () => {
  it('answers zeros and no recent activity for an empty portal', async () => {
    expect(await read()).toEqual({
      candidates: { total: 0, active: 0 },
      onePagers: { total: 0, active: 0 },
      talentCombines: { total: 0, active: 0 },
      contactSubmissions: { total: 0, new: 0 },
      analytics: {
        onePagerPdfDownloads: 0,
        onePagerViews: 0,
        activeShares: 0,
        candidatesLast30Days: 0,
        contactSubmissionsLast30Days: 0,
      },
      recentCandidates: [],
      recentOnePagers: [],
    });
  });

  it('counts every card from the stored records, sums PDF downloads, and lists the 3 newest', async () => {
    const db = t.ctx.mongo;
    await db.collection('candidate_accounts').insertMany([
      {
        _id: 'user-a' as never,
        email: 'a@example.test',
        name: 'Ann Account',
        role: 'SDR',
        created_at: daysAgo(50),
      },
      {
        _id: 'user-b' as never,
        email: 'b@example.test',
        name: 'Ben Account',
        role: 'AE',
        created_at: daysAgo(5),
      },
      {
        _id: 'user-e' as never,
        email: 'e@example.test',
        name: 'Eve Account',
        role: 'SDR',
        created_at: daysAgo(0),
      },
    ]);
    const profiles = await db
      .collection('candidate_profiles')
      .insertMany([
        profile('user-old', 'active', 60, 'Olga Old'),
        profile('user-a', 'active', 20),
        profile('user-b', 'pending', 3, 'Benjamin Profile'),
        profile('user-c', 'inactive', 1),
        profile('user-d', 'active', 2, 'Dee Active'),
      ]);
    await db
      .collection('one_pagers')
      .insertMany([
        onePager('Oldest', 'active', 40, 12),
        onePager('Middle', 'pending', 10),
        onePager('Newer', 'active', 2, 5),
        onePager('Newest', 'active', 1, 0),
      ]);
    await db
      .collection('talent_combines')
      .insertMany([combine('Q1 SDRs', 'active'), combine('Q2 AEs', 'completed'), combine('Q3', 'pending')]);
    await db
      .collection('contact_submissions')
      .insertMany([
        submission('Nina', 'new', 1),
        submission('Ned', 'new', 45),
        submission('Ivy', 'inProgress', 3),
        submission('Cal', 'completed', 31),
      ]);
    // Clients' views (two records of one open each, as stored before the counters, and a counter of 4 opens)
    // and shares of combines, one of them withdrawn.
    const view = (onePagerId: string) => ({
      companyId: 'company-a',
      shareId: 'share-a',
      onePagerId,
      candidateUserId: 'u1',
      clientUserId: 'client-a',
      viewedAt: new Date(),
    });
    await db
      .collection('one_pager_views')
      .insertMany([view('op1'), view('op1'), { ...view('op2'), views: 4, lastViewedAt: new Date() }]);
    const share = (companyId: string, withdrawnAt: Date | null) => ({
      combineId: 'combine-a',
      companyId,
      companyName: companyId,
      sharedAt: new Date(),
      sharedBy: { id: ADMIN.userId, name: null },
      withdrawnAt,
      firstViewedAt: null,
      createdAt: new Date(),
    });
    await db
      .collection('combine_shares')
      .insertMany([share('company-a', null), share('company-b', null), share('company-c', new Date())]);
    // Written around the repositories: the dashboard's counters learn of them from a recount.
    await t.recountDashboard();

    const dashboard = await read();
    expect(dashboard.candidates).toEqual({ total: 5, active: 3 });
    expect(dashboard.onePagers).toEqual({ total: 4, active: 3 });
    expect(dashboard.talentCombines).toEqual({ total: 3, active: 1 });
    expect(dashboard.contactSubmissions).toEqual({ total: 4, new: 2 });
    expect(dashboard.analytics).toEqual({
      // 12 + 5 + 0, the one-pager without the field counting as none.
      onePagerPdfDownloads: 17,
      onePagerViews: 6,
      activeShares: 2,
      candidatesLast30Days: 4,
      contactSubmissionsLast30Days: 2,
    });

    const ids = profiles.insertedIds;
    expect(dashboard.recentCandidates).toEqual([
      {
        id: String(ids[3]),
        name: 'Unnamed candidate',
        role: 'SDR',
        status: 'inactive',
        createdAt: expect.any(String),
      },
      {
        id: String(ids[4]),
        name: 'Dee Active',
        role: 'SDR',
        status: 'active',
        createdAt: expect.any(String),
      },
      {
        id: String(ids[2]),
        name: 'Benjamin Profile',
        role: 'SDR',
        status: 'pending',
        createdAt: expect.any(String),
      },
    ]);
    expect(dashboard.recentOnePagers.map((item) => [item.title, item.candidateName, item.status])).toEqual([
      ['Newest', 'Newest Candidate', 'active'],
      ['Newer', 'Newer Candidate', 'active'],
      ['Middle', 'Middle Candidate', 'pending'],
    ]);
    expect(Types.ObjectId.isValid(dashboard.recentOnePagers[0]!.id)).toBe(true);

    // A profile without its own name shows the account's.
    await db.collection('candidate_profiles').insertOne(profile('user-e', 'active', 0));
    await t.recountDashboard();
    expect((await read()).recentCandidates[0]?.name).toBe('Eve Account');
  });

  it.each<[TIdentity, number]>([
    [{ kind: 'anonymous' }, 401],
    [{ kind: 'candidate', userId: '665f1c0ffee0000000000c01', role: 'SDR' }, 403],
    [{ kind: 'employer', userId: '665f1c0ffee0000000000e01', role: null }, 403],
  ])('refuses another kind of session (%o -> %i)', async (identity, status) => {
    const response = await t.client.request('GET', pathOf(getAdminDashboard), { identity });
    expect(response.status).toBe(status);
    expect(ZApiError.safeParse(await response.json()).success).toBe(true);
  });
});
