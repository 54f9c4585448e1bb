import { Types } from 'mongoose';
import { ZAuthAccountEvent } from '@gtm/contracts/account-events';
import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import { ZCandidateProfileAnswer, ZCandidateSettingsAnswer } from '@gtm/contracts/candidate-profile';
import type { TIdentity } from '@gtm/contracts/identity';
import { openOutbox } from '@gtm/service-kit/outbox';
import { testClient } from '@gtm/service-kit/test-context';
import { createCandidatesApp } from '../../app.ts';
import { openCandidatesTestApp, SAMPLE_SDR_PROFILE as SDR } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';

/** The settings page's name travelling to svc-auth: what `PATCH /api/user/settings` publishes, and when it cannot. */
let t: TCandidatesTestApp;
beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t.close());

/** A candidate whose account svc-candidates knows and who finished onboarding. */
const onboardedCandidate = async (): Promise<TIdentity & { userId: string }> => {
  const userId = new Types.ObjectId().toString();
  await t.deps.accounts.registered({
    userId,
    email: `${userId}@example.test`,
    name: 'Sam Seller',
    at: new Date(),
  });
  const identity = { kind: 'candidate' as const, userId, role: 'SDR' as const };
  const form = new FormData();
  form.append('data', JSON.stringify(SDR));
  const path = '/api/candidate/onboarding/sdr';
  const created = await t.app.request(path, {
    method: 'POST',
    headers: t.ctx.signed(identity, 'POST', path),
    body: form,
  });
  expect(created.status).toBe(201);
  return identity;
};

const settings = { name: 'Sam Renamed', location: 'Remote' };

/** The `candidate.name-changed` events waiting on svc-auth's queue for one user (nothing consumes it here). */
const eventsFor = async (userId: string) => {
  const jobs = await t.authEvents.getJobs(['waiting', 'prioritized', 'delayed', 'completed']);
  return jobs
    .filter((job) => (job.data as TAuthAccountEvent).userId === userId)
    .map((job) => ({ jobId: job.id, name: job.name, event: ZAuthAccountEvent.parse(job.data) }));
};

describe('PATCH /api/user/settings: the name for svc-auth', () => {
  it('publishes the saved name on the auth-account-events queue, timed by the profile write', async () => {
    const me = await onboardedCandidate();
    const response = await t.client.request('PATCH', '/api/user/settings', {
      identity: me,
      body: { ...settings, name: '  Sam Renamed  ' },
    });
    expect(response.status).toBe(200);
    const { settings: saved, profile } = ZCandidateSettingsAnswer.parse(await response.json());
    expect(saved.name).toBe('Sam Renamed');
    expect(profile?.name).toBe('Sam Renamed');
    const [published, ...more] = await eventsFor(me.userId);
    expect(more).toEqual([]);
    expect(published?.event).toMatchObject({
      type: 'candidate.name-changed',
      userId: me.userId,
      name: 'Sam Renamed',
      at: Date.parse(profile?.updatedAt ?? ''),
    });
    expect(published?.name).toBe('candidate.name-changed');
    expect(published?.jobId).toBe(published?.event.eventId);
  });

  it('saves the settings with Redis down for the outbox (no 503); the event waits and reaches svc-auth once', async () => {
    const me = await onboardedCandidate();
    // The app's outbox on a Redis nothing listens on: the event is stored in MongoDB, and the test context's
    // own outbox relays the same database, as the service's worker or another replica would.
    const dead = await openOutbox({
      mongo: t.ctx.mongo,
      redisUrl: 'redis://127.0.0.1:1',
      log: t.ctx.log,
      relay: false,
      waitForRedisMs: 0,
    });
    try {
      const app = createCandidatesApp({ ...t.deps, outbox: dead });
      const started = Date.now();
      const response = await testClient(app, t.ctx).request('PATCH', '/api/user/settings', {
        identity: me,
        body: settings,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(200);
    } finally {
      await dead.close();
    }
    for (let tries = 0; tries < 100 && (await eventsFor(me.userId)).length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const read = await t.client.request('GET', '/api/user/candidate-profile', { identity: me });
    const { name, updatedAt } = ZCandidateProfileAnswer.parse(await read.json());
    expect(name).toBe('Sam Renamed');
    const events = await eventsFor(me.userId);
    expect(events.map(({ event }) => event)).toEqual([
      expect.objectContaining({
        type: 'candidate.name-changed',
        name: 'Sam Renamed',
        at: Date.parse(updatedAt),
      }),
    ]);
    expect(events[0]?.jobId).toBe(`candidate.name-changed.${me.userId}.${Date.parse(updatedAt)}`);
  });
});
