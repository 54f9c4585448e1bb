import { Types } from 'mongoose';
import { ZAdminDashboard } from '@gtm/contracts/admin-dashboard';
import type { TAdminDashboard } from '@gtm/contracts/admin-dashboard';
import { ZSdrProfileInput } from '@gtm/contracts/candidate-profile';
import type { TIdentity } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation';
import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { openCandidatesTestApp, SAMPLE_SDR_PROFILE } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { DEFERRED_FLUSH_MS } from '../../dashboard-counters/dashboard-counters.repository.ts';
import type { TOnboardingWrite } from '../candidate-profiles/candidate-profiles.repository.ts';

const ADMIN: TIdentity = { kind: 'admin', userId: '665f1c0ffee0000000000a01', role: null };
const DAY_MS = 24 * 60 * 60 * 1000;
const COUNTERS = 'admin_dashboard_counters';

let t: TCandidatesTestApp;
beforeAll(async () => {
  t = await openCandidatesTestApp({ monitorCommands: true });
});
afterAll(() => t.close());

const read = async (): Promise<TAdminDashboard> => {
  const response = await t.client.request('GET', pathOf(getAdminDashboard), { identity: ADMIN });
  expect(response.status).toBe(200);
  return ZAdminDashboard.parse(await response.json());
};

/**
 * The dashboard from its counters equals the dashboard after a recount from the collections: the counters the
 * writes kept are exactly what the records say. Answers the dashboard.
 */
const expectCountersExact = async () => {
  const kept = await read();
  await t.recountDashboard();
  expect(kept).toEqual(await read());
  return kept;
};

const SDR_FORM = ZSdrProfileInput.parse(SAMPLE_SDR_PROFILE);
const onboarding = (): TOnboardingWrite => ({ common: {}, role: 'SDR', form: SDR_FORM });

const seededProfile = (status: 'active' | 'inactive' | 'pending', ageDays: number) => {
  const at = new Date(Date.now() - ageDays * DAY_MS);
  return { ...onboarding(), status, createdAt: at, updatedAt: at };
};

const onePager = (candidateUserId: string, title: string) => ({
  candidateUserId,
  title,
  candidateName: `${title} Candidate`,
  status: 'active',
  summary: null,
  industries: [],
  methodologies: [],
  content: null,
  talentCombines: [],
});

describe('the admin dashboard counters', () => {
  it('follow creations, status changes and deletions through the repositories, exactly', async () => {
    const { profiles, onePagers, talentCombines, submissions, combineShares, onePagerViews } = t.deps;
    expect((await expectCountersExact()).candidates).toEqual({ total: 0, active: 0 });

    // Profiles: an onboarding (pending), the demo seed's (one outside the window), an admin's status changes.
    await profiles.saveOnboarding('user-a', onboarding());
    await profiles.saveOnboarding('user-a', onboarding()); // an update: counts nothing
    expect(await profiles.createIfAbsent('user-b', seededProfile('active', 2))).toBe(true);
    expect(await profiles.createIfAbsent('user-b', seededProfile('active', 2))).toBe(false);
    expect(await profiles.createIfAbsent('user-c', seededProfile('inactive', 45))).toBe(true);
    const a = (await profiles.findByUserId('user-a'))!;
    await profiles.adminUpdate(String(a._id), { status: 'active' });
    let dashboard = await expectCountersExact();
    expect(dashboard.candidates).toEqual({ total: 3, active: 2 });
    expect(dashboard.analytics.candidatesLast30Days).toBe(2);
    expect(dashboard.recentCandidates.map((item) => item.status)).toEqual(['active', 'active', 'inactive']);

    // One-pagers, downloads; combines; submissions and their statuses; shares and views.
    const first = await onePagers.create(onePager('user-a', 'First'));
    const second = await onePagers.create(onePager('user-b', 'Second'));
    await onePagers.countDownload(String(first._id));
    await onePagers.countDownload(String(first._id));
    await onePagers.countDownload(new Types.ObjectId().toString()); // none such: counts nothing
    await onePagers.update(String(second._id), {
      title: 'Second',
      status: 'inactive',
      summary: '',
      content: { ...second, name: 'Second Candidate' } as never,
    });
    const combine = await talentCombines.create({
      name: 'Q1',
      description: 'A package.',
      status: 'pending',
      targetDate: null,
    });
    await talentCombines.update(String(combine._id), {
      name: 'Q1',
      description: 'A package.',
      status: 'active',
      targetDate: null,
    });
    const asked = await submissions.create({
      name: 'Nina',
      email: 'nina@example.test',
      company: 'Acme',
      message: 'We want to hire.',
    });
    await submissions.create({ name: 'Ned', email: 'ned@example.test', company: 'Acme', message: 'Hello.' });
    await submissions.setStatus(asked.id, 'inProgress');
    await submissions.setStatus(asked.id, 'inProgress'); // no change
    const by = { id: ADMIN.userId as string, name: null };
    const shareA = await combineShares.share(String(combine._id), { id: 'co-a', name: 'A' }, by, new Date());
    await combineShares.share(String(combine._id), { id: 'co-a', name: 'A' }, by, new Date()); // unchanged
    await combineShares.share(String(combine._id), { id: 'co-b', name: 'B' }, by, new Date());
    await combineShares.withdraw(String(combine._id), String(shareA.share._id), new Date());
    await combineShares.withdraw(String(combine._id), String(shareA.share._id), new Date()); // withdrawn already
    const view = (candidateUserId: string, onePagerId: string) => ({
      companyId: 'co-b',
      shareId: 'share-b',
      onePagerId,
      candidateUserId,
      clientUserId: 'client-b',
      viewedAt: new Date(),
    });
    await onePagerViews.recordView(view('user-a', String(first._id)));
    await onePagerViews.recordView(view('user-a', String(first._id)));
    await onePagerViews.recordView(view('user-b', String(second._id)));
    dashboard = await expectCountersExact();
    expect(dashboard.onePagers).toEqual({ total: 2, active: 1 });
    expect(dashboard.talentCombines).toEqual({ total: 1, active: 1 });
    expect(dashboard.contactSubmissions).toEqual({ total: 2, new: 1 });
    expect(dashboard.analytics).toEqual({
      onePagerPdfDownloads: 2,
      onePagerViews: 3,
      activeShares: 1,
      candidatesLast30Days: 2,
      contactSubmissionsLast30Days: 2,
    });
    expect(dashboard.recentOnePagers.map((item) => [item.title, item.status])).toEqual([
      ['Second', 'inactive'],
      ['First', 'active'],
    ]);

    // A withdrawn share shared again is live again.
    await combineShares.share(String(combine._id), { id: 'co-a', name: 'A' }, by, new Date());
    expect((await expectCountersExact()).analytics.activeShares).toBe(2);

    // An account deleted (as the account-events worker does, twice: a replay takes nothing back again).
    for (let run = 0; run < 2; run += 1) {
      await onePagerViews.forgetCandidate('user-a');
      await onePagers.deleteByCandidate('user-a');
      await profiles.deleteByUserId('user-a');
    }
    dashboard = await expectCountersExact();
    expect(dashboard.candidates).toEqual({ total: 2, active: 1 });
    expect(dashboard.onePagers).toEqual({ total: 1, active: 0 });
    expect(dashboard.analytics.onePagerPdfDownloads).toBe(0);
    expect(dashboard.analytics.onePagerViews).toBe(1);
    expect(dashboard.recentOnePagers.map((item) => item.title)).toEqual(['Second']);

    // An admin deletes a profile (twice: the second finds none).
    const b = (await profiles.findByUserId('user-b'))!;
    expect(await profiles.deleteById(String(b._id))).not.toBeNull();
    expect(await profiles.deleteById(String(b._id))).toBeNull();
    dashboard = await expectCountersExact();
    expect(dashboard.candidates).toEqual({ total: 1, active: 0 });
    expect(dashboard.analytics.candidatesLast30Days).toBe(0);
    expect(dashboard.recentCandidates.map((item) => item.status)).toEqual(['inactive']);
  });

  it('stay exact through concurrent status changes of one record', async () => {
    const submission = await t.deps.submissions.create({
      name: 'Race',
      email: 'race@example.test',
      company: 'Acme',
      message: 'Twenty admins at once.',
    });
    const before = (await read()).contactSubmissions;
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.deps.submissions.setStatus(
          submission.id,
          (['new', 'inProgress', 'completed'] as const)[index % 3]!,
        ),
      ),
    );
    const after = await expectCountersExact();
    expect(after.contactSubmissions.total).toBe(before.total);
  });

  it('keep the newest when a newest one is deleted: the next newest fills in', async () => {
    const { profiles } = t.deps;
    for (let index = 0; index < 8; index += 1)
      await profiles.createIfAbsent(`newest-${index}`, seededProfile('active', 1 + index / 100));
    const shown = (await read()).recentCandidates.map((item) => item.id);
    expect(shown).toHaveLength(3);
    expect(await profiles.deleteById(shown[0]!)).not.toBeNull();
    const after = (await read()).recentCandidates.map((item) => item.id);
    expect(after.slice(0, 2)).toEqual(shown.slice(1));
    expect(after).toHaveLength(3);
    expect(after).not.toContain(shown[0]);
    await expectCountersExact();
  });

  it("count a company's opens off its request path: within a second, in one write, without a dashboard read", async () => {
    const viewsStored = async () =>
      ((await t.ctx.mongo.collection(COUNTERS).findOne({})) as { onePagerViews?: number } | null)
        ?.onePagerViews ?? 0;
    await read(); // counted, nothing waiting
    const before = await viewsStored();
    const opened = new Types.ObjectId().toString();
    const updates: string[] = [];
    const onCommand = (event: { commandName: string; command: Record<string, unknown> }) => {
      if (event.commandName === 'update' && event.command.update === COUNTERS)
        updates.push(event.commandName);
    };
    t.ctx.mongo.getClient().on('commandStarted', onCommand);
    try {
      for (let index = 0; index < 5; index += 1)
        await t.deps.onePagerViews.recordView({
          companyId: 'co-soon',
          shareId: 'share-soon',
          onePagerId: opened,
          candidateUserId: 'user-soon',
          clientUserId: `client-${index}`,
          viewedAt: new Date(),
        });
      expect(updates).toEqual([]);
      const deadline = Date.now() + 5 * DEFERRED_FLUSH_MS;
      while ((await viewsStored()) === before && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await viewsStored()).toBe(before + 5);
      expect(updates).toHaveLength(1);
    } finally {
      t.ctx.mongo.getClient().off('commandStarted', onCommand);
    }
    await expectCountersExact();
  });

  it('are repaired by the recount when set wrong, and counted again when missing', async () => {
    const truth = await expectCountersExact();
    await t.ctx.mongo.collection(COUNTERS).updateOne(
      {},
      {
        $set: {
          'candidates.total': 999,
          'onePagers.active': -4,
          activeShares: 7,
          'recent.candidates': [{ id: new Types.ObjectId().toString(), at: new Date() }],
        },
        $inc: { [`createdOn.${new Date().toISOString().slice(0, 10)}.contactSubmissions`]: 5 },
      },
    );
    const wrong = await read();
    expect(wrong.candidates.total).toBe(999);
    expect(wrong.onePagers.active).toBe(0); // never shown below zero
    expect(wrong.analytics.activeShares).toBe(7);
    expect(wrong.analytics.contactSubmissionsLast30Days).toBe(
      truth.analytics.contactSubmissionsLast30Days + 5,
    );
    // A kept id that is gone is not shown: the list is read again from the collection.
    expect(wrong.recentCandidates).toEqual(truth.recentCandidates);

    await t.recountDashboard();
    expect(await read()).toEqual(truth);

    await t.ctx.mongo.collection(COUNTERS).deleteMany({});
    expect(await read()).toEqual(truth);
  });
});
