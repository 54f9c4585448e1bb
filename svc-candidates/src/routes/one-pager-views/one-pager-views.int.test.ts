import { Types } from 'mongoose';
import { ZSdrProfileInput } from '@gtm/contracts/candidate-profile';
import { employerAccessKey } from '@gtm/contracts/clients';
import type { TEmployerAccessSnapshot } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { DEFERRED_FLUSH_MS } from '../../dashboard-counters/dashboard-counters.repository.ts';
import { openCandidatesTestApp, SAMPLE_SDR_PROFILE } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { ONE_PAGER_VIEWS_COLLECTION } from './one-pager-views.model.ts';

/**
 * The one-pager views against the MongoDB stand-in: one counter per share and one-pager, however often it is
 * opened, and every count read from the counters and from the records of one open each that stores written
 * before them still hold. A company's repeat open through the employer portal is written off its request path,
 * within a second, and before any count read.
 */
let t: TCandidatesTestApp;

beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t?.close());

const id = () => new Types.ObjectId().toString();

describe('one-pager views', () => {
  it('counts opens on one row per share and one-pager, and sums them with the records of one open each', async () => {
    const candidateUserId = id();
    const [shareA, shareB, onePager, other] = [id(), id(), id(), id()];
    const open = (shareId: string, onePagerId: string, clientUserId: string, viewedAt: Date) =>
      t.deps.onePagerViews.recordView({
        companyId: `company-of-${shareId}`,
        shareId,
        onePagerId,
        candidateUserId,
        clientUserId,
        viewedAt,
      });
    const first = new Date('2026-03-01T10:00:00Z');
    const later = new Date('2026-03-02T10:00:00Z');
    await open(shareA, onePager, 'client-1', later);
    await Promise.all([open(shareA, onePager, 'client-2', first), open(shareA, other, 'client-1', first)]);
    await open(shareA, onePager, 'client-3', first);
    await open(shareB, onePager, 'client-4', first);

    const rows = await t.ctx.mongo
      .collection(ONE_PAGER_VIEWS_COLLECTION)
      .find({ candidateUserId })
      .sort({ shareId: 1, onePagerId: 1 })
      .toArray();
    // Three counters: (A, one-pager) opened 3 times, (A, other) once, (B, one-pager) once.
    expect(rows).toHaveLength(3);
    const counter = rows.find((row) => row.shareId === shareA && row.onePagerId === onePager);
    expect(counter).toMatchObject({
      views: 3,
      companyId: `company-of-${shareA}`,
      viewedAt: first,
      lastViewedAt: later,
    });

    // A record of one open, as stored before the counters, counts one.
    await t.ctx.mongo.collection(ONE_PAGER_VIEWS_COLLECTION).insertOne({
      companyId: `company-of-${shareA}`,
      shareId: shareA,
      onePagerId: onePager,
      candidateUserId,
      clientUserId: 'client-old',
      viewedAt: first,
    });
    expect(await t.deps.onePagerViews.viewCountsOfShare(shareA, [onePager, other])).toEqual(
      new Map([
        [onePager, 4],
        [other, 1],
      ]),
    );
    expect(await t.deps.onePagerViews.countViewsOfCandidate(candidateUserId)).toBe(6);

    expect(await t.deps.onePagerViews.forgetCandidate(candidateUserId)).toBe(4);
    expect(await t.deps.onePagerViews.countViewsOfCandidate(candidateUserId)).toBe(0);
  });
});

describe("a company's open through the employer portal", () => {
  /** A candidate's one-pager in a combine shared with a company whose employer is signed in. */
  const setUp = async () => {
    const combine = await t.deps.talentCombines.create({
      name: 'Views combine',
      description: 'Pre-vetted candidates.',
      status: 'active',
      targetDate: '2030-06-30',
    });
    const candidateUserId = id();
    await t.deps.accounts.registered({
      userId: candidateUserId,
      email: `${candidateUserId}@candidate.test`,
      name: 'Vera Viewed',
      at: new Date(),
    });
    await t.deps.profiles.saveOnboarding(candidateUserId, {
      role: 'SDR',
      form: ZSdrProfileInput.parse(SAMPLE_SDR_PROFILE),
      common: {},
    });
    const profile = await t.deps.profiles.findByUserId(candidateUserId);
    const onePager = await t.deps.onePagers.create({
      candidateUserId,
      candidateProfileId: profile!._id.toString(),
      title: 'Vera Viewed - SDR',
      candidateName: 'Vera Viewed',
      status: 'active',
      summary: 'A top SDR.',
      industries: ['FinTech'],
      methodologies: ['SPIN'],
      content: {
        name: 'Vera Viewed',
        title: 'Sales Development Representative',
        location: 'Austin, TX',
        salaryExpectations: '$60,000 - $80,000',
        methodologies: ['SPIN'],
        industries: ['FinTech'],
        dealCycles: [],
        targetRoles: ['Sales Development Representative'],
        quota: '',
        quotaAttainment: '',
        averageACV: '',
        achievements: ['Booked 40 meetings a month'],
        summaryItems: [],
        dealWalkthroughSituation: 'Took over a cold territory.',
        dealWalkthroughAction: 'Rebuilt the sequence.',
        dealWalkthroughResult: 'Pipeline doubled in a quarter.',
      },
      talentCombines: [{ talentCombineId: combine._id.toString() }],
    });
    const company = { id: id(), name: 'Viewing Co' };
    const userId = id();
    const snapshot: TEmployerAccessSnapshot = {
      state: 'allowed',
      access: {
        clientUserId: id(),
        name: 'Erin Employer',
        email: `${userId}@client.test`,
        company: { ...company, view_type: 'full', email_frequency: 'immediately' },
      },
    };
    await t.ctx.redis.set(employerAccessKey(userId), JSON.stringify(snapshot), 'EX', 600);
    const { share } = await t.deps.combineShares.share(
      combine._id.toString(),
      company,
      { id: id(), name: 'Ada Sharer' },
      new Date(),
    );
    const identity: TIdentity = { kind: 'employer', userId, role: null };
    const shareId = share._id.toString();
    const onePagerId = onePager._id.toString();
    return {
      candidateUserId,
      shareId,
      onePagerId,
      open: async () => {
        const response = await t.client.request(
          'GET',
          `/api/employer/combines/${shareId}/one-pagers/${onePagerId}`,
          { identity },
        );
        expect(response.status).toBe(200);
        expect(((await response.json()) as { viewed: boolean }).viewed).toBe(true);
      },
      /** The counter as stored, read without the repository (so nothing held is written by the read). */
      stored: async () => t.ctx.mongo.collection(ONE_PAGER_VIEWS_COLLECTION).findOne({ shareId, onePagerId }),
    };
  };

  it('records the first open before the answer and a repeat open within a second, with no count read', async () => {
    const s = await setUp();
    await s.open();
    // The first open marks the candidate viewed: written before the answer.
    expect(await s.stored()).toMatchObject({ views: 1, candidateUserId: s.candidateUserId });

    const openedAt = Date.now();
    await s.open();
    await s.open();
    const deadline = Date.now() + 5 * DEFERRED_FLUSH_MS;
    while ((await s.stored())?.views !== 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const counter = await s.stored();
    expect(counter?.views).toBe(3);
    expect((counter?.lastViewedAt as Date).getTime()).toBeGreaterThanOrEqual(openedAt);
    // Still one counter per share and one-pager.
    expect(
      await t.ctx.mongo.collection(ONE_PAGER_VIEWS_COLLECTION).countDocuments({ shareId: s.shareId }),
    ).toBe(1);
  });

  it('counts every open answered so far when a count is read, held or written', async () => {
    const s = await setUp();
    await s.open();
    await s.open();
    await s.open();
    expect(await t.deps.onePagerViews.viewCountsOfShare(s.shareId, [s.onePagerId])).toEqual(
      new Map([[s.onePagerId, 3]]),
    );
    await s.open();
    expect(await t.deps.onePagerViews.countViewsOfCandidate(s.candidateUserId)).toBe(4);
    expect((await s.stored())?.views).toBe(4);
  });

  it('writes no held open back to a counter another process deleted meanwhile (an erased candidate)', async () => {
    const s = await setUp();
    await s.open();
    await s.open();
    // The worker forgets the candidate's views while this process still holds the second open.
    await t.ctx.mongo
      .collection(ONE_PAGER_VIEWS_COLLECTION)
      .deleteMany({ candidateUserId: s.candidateUserId });
    await t.deps.onePagerViews.flush();
    expect(await s.stored()).toBeNull();
  });
});
