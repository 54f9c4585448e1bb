import { Types } from 'mongoose';
import { ZAuthAccountEvent } from '@gtm/contracts/account-events';
import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import { ZCandidateProfileAnswer, ZCandidateSettingsAnswer } from '@gtm/contracts/candidate-profile';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { testClient } from '@gtm/service-kit/test-context';
import { createCandidatesApp } from '../../app.ts';
import { openCandidatesTestApp, SAMPLE_SDR_PROFILE as SDR } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { SETTINGS_UNAVAILABLE } from './candidate-profiles.handlers.ts';

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
  const jobs = await t.deps.authEvents.getJobs(['waiting', 'prioritized', 'delayed', 'completed']);
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

  it('answers 503 in the settings wording when the queue is down; the retry publishes', async () => {
    const me = await onboardedCandidate();
    // svc-auth's queue on a Redis nothing listens on: the profile is saved, its event cannot be sent.
    const deadQueue = createQueue<TAuthAccountEvent>(QUEUES.authAccountEvents, {
      redisUrl: 'redis://127.0.0.1:1',
      log: t.ctx.log,
    });
    try {
      const app = createCandidatesApp({ ...t.deps, authEvents: deadQueue.queue });
      const started = Date.now();
      const response = await testClient(app, t.ctx).request('PATCH', '/api/user/settings', {
        identity: me,
        body: settings,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        success: false,
        code: 'UNAVAILABLE',
        message: SETTINGS_UNAVAILABLE,
      });
    } finally {
      await deadQueue.close();
    }
    expect(await eventsFor(me.userId)).toEqual([]);
    // Saved on the profile already (eventual consistency until the retry the message asks for).
    const read = await t.client.request('GET', '/api/user/candidate-profile', { identity: me });
    expect(ZCandidateProfileAnswer.parse(await read.json()).name).toBe('Sam Renamed');
    const retry = await t.client.request('PATCH', '/api/user/settings', { identity: me, body: settings });
    expect(retry.status).toBe(200);
    expect(
      (await eventsFor(me.userId)).map(({ event }) =>
        event.type === 'candidate.name-changed' ? event.name : null,
      ),
    ).toEqual(['Sam Renamed']);
  });
});
