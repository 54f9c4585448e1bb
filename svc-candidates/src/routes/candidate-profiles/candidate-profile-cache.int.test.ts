import { setTimeout as delay } from 'node:timers/promises';
import { Types } from 'mongoose';
import { ZCandidateProfileAnswer } from '@gtm/contracts/candidate-profile';
import type { TCandidateProfileAnswer } from '@gtm/contracts/candidate-profile';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { openQueueDriver, testClient } from '@gtm/service-kit/test-context';
import { createCandidatesApp } from '../../app.ts';
import { openCandidatesTestApp, SAMPLE_PDF, SAMPLE_SDR_PROFILE as SDR } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { setCandidateProfileAnnouncer } from '../../candidate-profile-changes.ts';
import { announceCandidateProfilesThrough, openCandidateProfileCache } from './candidate-profile-cache.ts';

/**
 * `GET /api/user/candidate-profile` kept in memory on two replicas (two apps, each with its own cache, on one
 * Redis): after every kind of write the next read shows it, on the replica that wrote at once and on the other as
 * soon as the announcement reaches it; a cache never dropped fails these tests.
 */
let t: TCandidatesTestApp;
let second: Awaited<ReturnType<typeof openCandidateProfileCache>>;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
type TReplica = { app: TCandidatesTestApp['app']; client: TCandidatesTestApp['client'] };
/** The two replicas: `a` is the test app (its cache announces this process's writes), `b` another. */
let a: TReplica;
let b: TReplica;

beforeAll(async () => {
  t = await openCandidatesTestApp();
  // A second serving replica: its own cache on the same Redis, hearing the channel like any other process.
  second = await openCandidateProfileCache(t.ctx.redis, t.ctx.log, { announces: false });
  a = { app: t.app, client: t.client };
  const other = createCandidatesApp({ ...t.deps, profileReads: second.cache });
  b = { app: other, client: testClient(other, t.ctx) };
  driver = await openQueueDriver(QUEUES.accountEvents, t.ctx);
});
afterAll(async () => {
  await driver.close();
  await second.close();
  await t.close();
});

const ADMIN: TIdentity = { kind: 'admin', userId: new Types.ObjectId().toString(), role: null };

type TCandidate = TIdentity & { userId: string; email: string };

const newCandidate = async (options: { registered?: boolean } = {}): Promise<TCandidate> => {
  const userId = new Types.ObjectId().toString();
  const email = `${userId}@example.test`;
  if (options.registered ?? true)
    await t.deps.accounts.registered({ userId, email, name: 'Casey Cached', at: new Date() });
  return { kind: 'candidate', userId, role: 'SDR', email };
};

/** An SDR onboarding submit through a replica (with a resume when asked). */
const onboard = async (
  replica: TReplica,
  me: TCandidate,
  headline: string,
  options: { resume?: boolean } = {},
) => {
  const form = new FormData();
  form.append('data', JSON.stringify({ ...SDR, headline }));
  if (options.resume)
    form.append('resume', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'cv.pdf');
  const path = '/api/candidate/onboarding/sdr';
  const response = await replica.app.request(path, {
    method: 'POST',
    headers: t.ctx.signed(me, 'POST', path),
    body: form,
  });
  expect([200, 201]).toContain(response.status);
};

/** The candidate's profile as a replica answers it (null: 204, none yet). */
const profileOn = async (replica: TReplica, me: TCandidate): Promise<TCandidateProfileAnswer | null> => {
  const response = await replica.client.request('GET', '/api/user/candidate-profile', { identity: me });
  if (response.status === 204) return null;
  expect(response.status).toBe(200);
  return ZCandidateProfileAnswer.parse(await response.json());
};

/** Resolves once `check` holds (an announcement reaches the other replica a moment after PUBLISH answers). */
const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await delay(20);
  }
  throw new Error('condition not met within 2 s');
};

/** Both replicas have read (and keep) the candidate's current profile. */
const warm = async (me: TCandidate) => {
  const [onA, onB] = [await profileOn(a, me), await profileOn(b, me)];
  expect(onA).toEqual(onB);
  return onA;
};

const profileIdOf = async (me: TCandidate) =>
  (await t.deps.profiles.findByUserId(me.userId))?._id.toString() as string;

describe('GET /api/user/candidate-profile kept in memory', () => {
  it('serves a kept answer until the candidate is announced: a change no write announced stays unseen', async () => {
    const me = await newCandidate();
    await onboard(a, me, 'First headline');
    expect((await warm(me))?.headline).toBe('First headline');
    // Straight through the driver: no mongoose write, so no hook announces it (as a hand edit of the database).
    await t.ctx.mongo
      .collection('candidate_profiles')
      .updateOne({ userId: me.userId }, { $set: { headline: 'Unannounced' } });
    expect((await profileOn(a, me))?.headline).toBe('First headline');
    expect((await profileOn(b, me))?.headline).toBe('First headline');
    // Announced: the announcing replica drops it at once, the other when it hears it.
    await t.deps.profileReads.changed(me.userId);
    expect((await profileOn(a, me))?.headline).toBe('Unannounced');
    await until(async () => (await profileOn(b, me))?.headline === 'Unannounced');
  });

  it("shows the candidate's onboarding submit on every replica, with the new file's signed link", async () => {
    const me = await newCandidate();
    expect(await profileOn(a, me)).toBeNull();
    expect(await profileOn(b, me)).toBeNull();
    // The 204 is kept too: the submit that creates the profile drops it.
    await onboard(a, me, 'Created');
    expect((await profileOn(a, me))?.headline).toBe('Created');
    await until(async () => (await profileOn(b, me))?.headline === 'Created');

    const before = await warm(me);
    expect(before?.resume).toBeNull();
    await onboard(b, me, 'Resubmitted', { resume: true });
    const onB = await profileOn(b, me);
    expect(onB).toMatchObject({ headline: 'Resubmitted', resume: { contentType: 'application/pdf' } });
    await until(async () => (await profileOn(a, me))?.resume?.url === onB?.resume?.url);
    expect((await fetch(onB?.resume?.url as string)).status).toBe(200);
  });

  it("shows the candidate's settings save (name, location, privacy) on every replica", async () => {
    const me = await newCandidate();
    await onboard(a, me, 'Settings');
    expect(await warm(me)).toMatchObject({ name: 'Casey Cached', location: SDR.location });
    const saved = await b.client.request('PATCH', '/api/user/settings', {
      identity: me,
      body: {
        name: 'Casey Renamed',
        location: 'Remote',
        privacy: { profilePublic: false, showContact: true },
      },
    });
    expect(saved.status).toBe(200);
    const expected = {
      name: 'Casey Renamed',
      location: 'Remote',
      privacy: { profilePublic: false, showContact: true },
    };
    expect(await profileOn(b, me)).toMatchObject(expected);
    await until(async () => (await profileOn(a, me))?.name === 'Casey Renamed');
    expect(await profileOn(a, me)).toMatchObject(expected);
  });

  it("shows an admin's edit of the candidate on every replica", async () => {
    const me = await newCandidate();
    await onboard(a, me, 'Edited by an admin');
    expect((await warm(me))?.status).toBe('pending');
    const edited = await a.client.request('PUT', `/api/candidates/${await profileIdOf(me)}`, {
      identity: ADMIN,
      body: { status: 'active', location: 'Boston, MA', industries: ['SaaS'] },
    });
    expect(edited.status).toBe(200);
    const expected = { status: 'active', location: 'Boston, MA', industries: ['SaaS'] };
    expect(await profileOn(a, me)).toMatchObject(expected);
    await until(async () => (await profileOn(b, me))?.status === 'active');
    expect(await profileOn(b, me)).toMatchObject(expected);
  });

  it("shows an admin's deletion of the profile on every replica (204)", async () => {
    const me = await newCandidate();
    await onboard(a, me, 'Deleted by an admin');
    expect(await warm(me)).not.toBeNull();
    const deleted = await b.client.request('DELETE', `/api/candidate-profiles/${await profileIdOf(me)}`, {
      identity: ADMIN,
    });
    expect(deleted.status).toBe(200);
    expect(await profileOn(b, me)).toBeNull();
    await until(async () => (await profileOn(a, me)) === null);
  });

  describe("writes of svc-candidates' worker (another process: it only publishes)", () => {
    beforeAll(() => announceCandidateProfilesThrough(t.ctx.redis, t.ctx.log));
    // Back to this process's serving cache announcing, as openCandidatesTestApp set it.
    afterAll(() => setCandidateProfileAnnouncer(t.deps.profileReads.changed));

    it("shows the account's name and e-mail once its registration event arrives after the profile", async () => {
      const me = await newCandidate({ registered: false });
      await onboard(a, me, 'Before the account');
      expect(await warm(me)).toMatchObject({ name: '', email: '' });
      const worker = await t.startAccountEventsWorker();
      try {
        const event: TAccountEvent = {
          eventId: `candidate.registered.${me.userId}`,
          type: 'candidate.registered',
          userId: me.userId,
          email: me.email,
          name: 'Late Account',
          at: Date.now(),
        };
        const job = await driver.settle('candidate.registered', event, { attempts: 2 });
        expect(await job?.getState()).toBe('completed');
      } finally {
        await worker.close();
      }
      const expected = { name: 'Late Account', email: me.email };
      await until(async () => (await profileOn(a, me))?.email === me.email);
      await until(async () => (await profileOn(b, me))?.email === me.email);
      expect(await profileOn(a, me)).toMatchObject(expected);
      expect(await profileOn(b, me)).toMatchObject(expected);
    });

    it("drops a deleted account's profile on every replica (204)", async () => {
      const me = await newCandidate();
      await onboard(a, me, 'Account deleted');
      expect(await warm(me)).not.toBeNull();
      const worker = await t.startAccountEventsWorker();
      try {
        const event: TAccountEvent = {
          eventId: `account.deleted.${me.userId}`,
          type: 'account.deleted',
          userId: me.userId,
          kind: 'candidate',
          at: Date.now(),
        };
        const job = await driver.settle('account.deleted', event, { attempts: 2 });
        expect(await job?.getState()).toBe('completed');
      } finally {
        await worker.close();
      }
      await until(async () => (await profileOn(a, me)) === null);
      await until(async () => (await profileOn(b, me)) === null);
    });
  });
});
