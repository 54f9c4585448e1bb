import { fileTypeFromBuffer } from 'file-type';
import { Types } from 'mongoose';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import { ZCandidateProfileAnswer } from '@gtm/contracts/candidate-profile';
import { QUEUES } from '@gtm/contracts/queues';
import { DEMO_CANDIDATES } from '@gtm/contracts/users';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { startAccountEventsWorker } from '../jobs/account-events.worker.ts';
import { openCandidatesTestApp } from '../test-app.ts';
import type { TCandidatesTestApp } from '../test-app.ts';
import { ZOnePagersQuery, ZTalentCombinesQuery } from '@gtm/contracts/talent';
import { draftFromProfile } from '../routes/one-pagers/one-pager-draft.ts';
import {
  DEMO_COMBINE,
  DEMO_COMBINE_STATUSES,
  DEMO_PROFILE_CANDIDATES,
  demoAccountsFrom,
  demoFileKeys,
  demoOnePagersSeeder,
  demoSeedClaim,
  demoProfilesSeeder,
} from './demo-seed.ts';
import type { TDemoAccount } from './demo-seed.ts';

/**
 * svc-candidates' demo seed on the real MongoDB, Redis and S3 of the integration project. The demo candidates'
 * accounts arrive as svc-auth's seed announces them (its own test checks that side): registration and role events
 * on the account-events queue, applied by the real worker; the seed finds them by e-mail.
 */
let t: TCandidatesTestApp;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let worker: ReturnType<typeof startAccountEventsWorker>;
const DAY_MS = 24 * 3600 * 1000;

const seedProfiles = (waitMs = 20_000) =>
  demoProfilesSeeder(
    {
      profiles: t.deps.profiles,
      files: t.deps.files,
      findAccounts: demoAccountsFrom(t.deps.accounts),
      log: t.ctx.log,
    },
    { waitMs, pollMs: 50 },
  ).seedIfEmpty();

const demoAccounts = () => demoAccountsFrom(t.deps.accounts)(DEMO_CANDIDATES.map(({ email }) => email));

/** The events svc-auth's seed publishes for the demo candidates, under fresh user ids. */
const announceDemoCandidates = async () => {
  const now = Date.now();
  const userIds = new Map<string, string>();
  const events: TAccountEvent[] = [];
  for (const candidate of DEMO_CANDIDATES) {
    const userId = new Types.ObjectId().toString();
    userIds.set(candidate.email, userId);
    const at = now - candidate.registeredDaysAgo * DAY_MS;
    events.push({
      eventId: `candidate.registered.demo-${userId}`,
      type: 'candidate.registered',
      userId,
      email: candidate.email,
      name: candidate.name,
      at,
    });
    if (candidate.role !== null) {
      events.push({
        eventId: `candidate.role-selected.demo-${userId}`,
        type: 'candidate.role-selected',
        userId,
        role: candidate.role,
        at,
      });
    }
  }
  for (const event of events) await driver.settle(event.type, event, { jobId: event.eventId, attempts: 6 });
  return userIds;
};

/** What a stored object is, judged by its bytes as the upload route judges them. */
const download = async (key: string) => {
  const { url } = await t.deps.files.signedUrl(key);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, type: await fileTypeFromBuffer(bytes) };
};

/** Every S3 key of the demo candidates. */
const demoKeys = async (accounts: Map<string, TDemoAccount>) =>
  (
    await Promise.all(
      [...accounts.values()].map((account) => t.deps.files.listKeys(`candidates/${account.userId}/`)),
    )
  )
    .flat()
    .sort();

const profilesOf = (accounts: Map<string, TDemoAccount>) =>
  Promise.all([...accounts.values()].map((account) => t.deps.profiles.findByUserId(account.userId)));

let userIds = new Map<string, string>();

beforeAll(async () => {
  t = await openCandidatesTestApp();
  driver = await openQueueDriver(QUEUES.accountEvents, t.ctx);
  worker = startAccountEventsWorker({
    inbox: await createProcessedEventsRepository(t.ctx.mongo),
    accounts: t.deps.accounts,
    profiles: t.deps.profiles,
    onePagers: t.deps.onePagers,
    clientEvaluations: t.deps.clientEvaluations,
    clientComments: t.deps.clientComments,
    interviewRequests: t.deps.interviewRequests,
    onePagerViews: t.deps.onePagerViews,
    files: t.deps.files,
    log: t.ctx.log,
    redisUrl: t.ctx.redisUrl,
  });
});

afterAll(async () => {
  await worker?.close();
  await driver?.close();
  await t?.close();
});

describe("svc-candidates' demo seed", () => {
  it('waits for the demo accounts, then gives the demo candidates their profiles (roles and statuses)', async () => {
    // The seed starts before the accounts arrive (svc-candidates may start before svc-auth has seeded).
    const seeding = seedProfiles();
    userIds = await announceDemoCandidates();
    expect(await seeding).toBe(DEMO_PROFILE_CANDIDATES.length);
    expect(await t.deps.profiles.count()).toBe(DEMO_PROFILE_CANDIDATES.length);

    const accounts = await demoAccounts();
    for (const candidate of DEMO_CANDIDATES) {
      const account = accounts.get(candidate.email);
      expect(account?.userId).toBe(userIds.get(candidate.email));
      const profile = await t.deps.profiles.findByUserId(account?.userId ?? '');
      if (candidate.status === null) {
        expect(profile).toBeNull(); // an incomplete registration
        continue;
      }
      expect(profile).toMatchObject({ role: candidate.role, status: candidate.status });
      expect(profile?.[candidate.role === 'SDR' ? 'sdrProfile' : 'aeProfile']).not.toBeNull();
      expect(profile?.headline).toEqual(expect.any(String));
      expect(profile?.createdAt.getTime()).toBeGreaterThanOrEqual(account?.createdAt.getTime() ?? Infinity);
    }
    const seen = new Set(DEMO_PROFILE_CANDIDATES.map(({ role, status }) => `${role} ${status}`));
    for (const role of ['SDR', 'AE']) {
      for (const status of ['active', 'inactive', 'pending']) expect(seen).toContain(`${role} ${status}`);
    }
    expect(DEMO_CANDIDATES.filter(({ status }) => status === null).length).toBeGreaterThanOrEqual(1);
  });

  it("stores the demo candidate's resume as a PDF and headshot as a PNG, read through the profile answer", async () => {
    const demo = (await demoAccounts()).get('candidate@gtmcombine.test');
    if (!demo) throw new Error('the demo candidate is not known');
    const profile = await t.deps.profiles.findByUserId(demo.userId);
    const keys = demoFileKeys(demo.userId);
    expect(profile?.resume).toMatchObject({ key: keys.resume, contentType: 'application/pdf' });
    expect(profile?.headshot).toMatchObject({ key: keys.headshot, contentType: 'image/png' });
    expect((await t.deps.files.listKeys(`candidates/${demo.userId}/`)).sort()).toEqual(
      [keys.headshot, keys.resume].sort(),
    );

    const resume = await download(keys.resume);
    expect(resume.type).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(resume.bytes.length).toBe(profile?.resume?.bytes);
    expect(resume.bytes.toString('latin1')).toContain('(Demo Candidate) Tj');
    expect(resume.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const headshot = await download(keys.headshot);
    expect(headshot.type).toEqual({ ext: 'png', mime: 'image/png' });
    expect(headshot.bytes.length).toBe(profile?.headshot?.bytes);

    // What the demo candidate sees after signing in.
    const answer = await t.client.request('GET', '/api/user/candidate-profile', {
      identity: { kind: 'candidate', userId: demo.userId, role: 'SDR' },
    });
    expect(answer.status).toBe(200);
    const body = ZCandidateProfileAnswer.parse(await answer.json());
    expect(body).toMatchObject({ name: 'Demo Candidate', role: 'SDR', status: 'active' });
    expect(body.sdrProfile?.passions.length).toBeGreaterThan(0);
    expect(body.resume?.contentType).toBe('application/pdf');
    expect(body.headshot?.contentType).toBe('image/png');
  });

  it('writes nothing more when it runs again', async () => {
    const accounts = await demoAccounts();
    const keysBefore = await demoKeys(accounts);
    const profilesBefore = await profilesOf(accounts);
    expect(await seedProfiles(0)).toBe(0);
    expect(await t.deps.profiles.count()).toBe(DEMO_PROFILE_CANDIDATES.length);
    expect(await demoKeys(accounts)).toEqual(keysBefore);
    expect(await profilesOf(accounts)).toEqual(profilesBefore);
  });

  it('gives the demo candidates one-pagers drafted from their profiles and one demo combine of 5-7, once', async () => {
    const seedOnePagers = () =>
      demoOnePagersSeeder({
        profiles: t.deps.profiles,
        onePagers: t.deps.onePagers,
        talentCombines: t.deps.talentCombines,
        findAccounts: demoAccountsFrom(t.deps.accounts),
        claim: demoSeedClaim(t.ctx.mongo, 'one-pagers-and-talent-combine'),
      }).seedIfEmpty();
    // Someone's combine written before the seed ran (a test, an admin) does not stop it.
    await t.deps.talentCombines.create({
      name: 'Written First',
      description: 'A combine an admin made before the demo seed ran.',
      status: 'pending',
      targetDate: null,
    });
    expect(await seedOnePagers()).toBe(DEMO_PROFILE_CANDIDATES.length + 1);
    const combines = await t.deps.talentCombines.list(
      ZTalentCombinesQuery.parse({ search: DEMO_COMBINE.name }),
    );
    expect(combines.items.map((row) => [row.name, row.status])).toEqual([[DEMO_COMBINE.name, 'active']]);
    const combineId = combines.items[0]!._id.toString();
    const members = await t.deps.onePagers.listByCombine(combineId, 100);
    expect(members.length).toBeGreaterThanOrEqual(5);
    expect(members.length).toBeLessThanOrEqual(7);
    const inCombine = DEMO_PROFILE_CANDIDATES.filter(({ status }) => DEMO_COMBINE_STATUSES.includes(status!));
    expect(members.map((row) => row.candidateName).sort()).toEqual(inCombine.map(({ name }) => name).sort());

    // Each drafted as the admin's 'New One-Pager' drafts it from the profile.
    const demo = (await demoAccounts()).get('candidate@gtmcombine.test')!;
    const [own] = await t.deps.onePagers.listByCandidate(demo.userId);
    const profile = await t.deps.profiles.findByUserId(demo.userId);
    const draft = draftFromProfile(profile!, { name: demo.name });
    expect(own).toMatchObject({
      title: draft.title,
      candidateName: 'Demo Candidate',
      content: draft.content,
    });
    expect((await t.deps.onePagers.list(ZOnePagersQuery.parse({}))).total).toBe(
      DEMO_PROFILE_CANDIDATES.length,
    );

    // Again: nothing more.
    expect(await seedOnePagers()).toBe(0);
    expect((await t.deps.talentCombines.list(ZTalentCombinesQuery.parse({}))).total).toBe(2);
    expect((await t.deps.onePagers.list(ZOnePagersQuery.parse({}))).total).toBe(
      DEMO_PROFILE_CANDIDATES.length,
    );
  });

  it('writes each profile once when two instances seed an empty collection at once', async () => {
    await t.ctx.mongo.collection('candidate_profiles').deleteMany({});
    const written = await Promise.all([seedProfiles(), seedProfiles()]);
    expect(written[0] + written[1]).toBe(DEMO_PROFILE_CANDIDATES.length);
    expect(await t.deps.profiles.count()).toBe(DEMO_PROFILE_CANDIDATES.length);
  });

  it('gives up waiting for accounts that never arrive, writing nothing', async () => {
    await t.ctx.mongo.collection('candidate_profiles').deleteMany({});
    await t.ctx.mongo.collection('candidate_accounts').deleteMany({});
    expect(await seedProfiles(100)).toBe(0);
    expect(await t.deps.profiles.count()).toBe(0);
  });
});
