import { Types } from 'mongoose';
import { ZDataExportPart } from '@gtm/contracts/account-data';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import { ZCandidateProfileAnswer } from '@gtm/contracts/candidate-profile';
import type { TSdrProfileInput } from '@gtm/contracts/candidate-profile';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { createFileStore } from '../../storage/file-store.ts';
import { openCandidatesTestApp, SAMPLE_PDF as PDF, SAMPLE_PNG as PNG } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';

/**
 * The candidate's own data in svc-candidates against MongoDB, Redis and S3: the export, and what the
 * `account.deleted` event removes (through the account-events worker, on the real queue).
 */
let t: TCandidatesTestApp;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;

beforeAll(async () => {
  t = await openCandidatesTestApp();
  driver = await openQueueDriver(QUEUES.accountEvents, t.ctx);
});
afterAll(async () => {
  await driver?.close();
  await t?.close();
});

const SDR: TSdrProfileInput = {
  location: 'Austin, TX',
  headline: 'Aspiring SDR',
  shortBio: 'Former retail lead who loves talking to people.',
  linkedinUrl: 'https://www.linkedin.com/in/sam-sdr',
  workPreference: ['Remote'],
  expectedSalary: '60k-80k',
  salesCareerReason: 'I enjoy helping buyers solve real problems.',
  education: { school: 'UT Austin', graduationDate: '2024-05', major: 'Economics', gpa: '3.6' },
  passions: ['Running'],
  moduleSeen: true,
};

type TCandidate = TIdentity & { userId: string; email: string };

/** A registered candidate with an SDR profile, a resume and a headshot in S3, and a one-pager. */
const candidateWithEverything = async (): Promise<TCandidate> => {
  const userId = new Types.ObjectId().toString();
  const email = `${userId}@example.test`;
  await t.deps.accounts.registered({ userId, email, name: 'Sam Seller', at: new Date() });
  const identity: TCandidate = { kind: 'candidate', userId, role: 'SDR', email };
  const form = new FormData();
  form.append('data', JSON.stringify(SDR));
  form.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'resume.pdf');
  form.append('headshot', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const path = '/api/candidate/onboarding/sdr';
  const response = await t.app.request(path, {
    method: 'POST',
    headers: t.ctx.signed(identity, 'POST', path),
    body: form,
  });
  expect(response.status).toBe(201);
  const onePager = await t.deps.onePagers.create({
    candidateUserId: userId,
    title: 'Sam Seller - SDR',
    candidateName: 'Sam Seller',
    status: 'active',
    summary: 'Hungry and coachable.',
    industries: ['SaaS'],
    methodologies: [],
    content: null,
    talentCombines: [],
  });
  // A client company opened the one-pager and asked for an interview.
  const share = new Types.ObjectId().toString();
  const companyId = new Types.ObjectId().toString();
  const client = { id: new Types.ObjectId().toString(), name: 'Cleo Client' };
  await t.deps.onePagerViews.recordView({
    companyId,
    shareId: share,
    onePagerId: String(onePager._id),
    candidateUserId: userId,
    clientUserId: client.id,
    viewedAt: new Date(),
  });
  await t.deps.interviewRequests.addRequest({
    companyId,
    companyName: 'Acme Analytics',
    shareId: share,
    combineId: new Types.ObjectId().toString(),
    onePagerId: String(onePager._id),
    candidateUserId: userId,
    slots: [{ start: new Date('2030-01-07T15:00:00Z'), durationMinutes: 30 }],
    note: 'Mornings work best.',
    requestedBy: client,
    createdAt: new Date(),
  });
  await t.deps.notifications.add([
    {
      recipientId: userId,
      eventId: `one-pager.ready.${String(onePager._id)}`,
      kind: 'one-pager-ready',
      title: 'Your one-pager is ready',
      body: 'Sam Seller - SDR',
      link: '/candidate/one-pagers',
      createdAt: new Date(),
    },
  ]);
  return identity;
};

const filesOf = (userId: string) => t.deps.files.listKeys(`candidates/${userId}/`);

const deletedEvent = (userId: string): TAccountEvent => ({
  eventId: `account.deleted.${userId}`,
  type: 'account.deleted',
  userId,
  kind: 'candidate',
  at: Date.now(),
});

describe('candidate data export', () => {
  it('answers the account, the profile with fresh file links, the one-pagers and the contact messages', async () => {
    const me = await candidateWithEverything();
    await t.submissions.create({
      name: 'Sam Seller',
      email: me.email.toUpperCase(),
      company: 'Acme',
      message: 'Hello there, I have a question.',
    });
    await t.submissions.create({
      name: 'Someone Else',
      email: 'someone.else@example.test',
      company: 'Other',
      message: 'Not about this candidate.',
    });
    const response = await t.client.request('GET', '/api/user/data-export/candidate', { identity: me });
    expect(response.status).toBe(200);
    const part = ZDataExportPart.parse(await response.json());
    expect(part.service).toBe('svc-candidates');
    expect(part.data.account).toMatchObject({ id: me.userId, email: me.email, name: 'Sam Seller' });
    const profile = ZCandidateProfileAnswer.parse(part.data.profile);
    expect(profile).toMatchObject({ userId: me.userId, role: 'SDR', email: me.email });
    for (const file of [profile.resume, profile.headshot]) {
      expect(file?.url).toMatch(/X-Amz-Signature=/);
      const fetched = await fetch(file?.url ?? '');
      expect(fetched.status).toBe(200);
    }
    expect(part.data.onePagers).toEqual([expect.objectContaining({ title: 'Sam Seller - SDR' })]);
    expect(part.data.contactSubmissions).toEqual([
      expect.objectContaining({ company: 'Acme', message: 'Hello there, I have a question.' }),
    ]);
    expect(part.data.clientActivity).toEqual({
      onePagerViews: 1,
      interviewRequests: [
        {
          companyName: 'Acme Analytics',
          slots: [{ start: '2030-01-07T15:00:00.000Z', durationMinutes: 30 }],
          note: 'Mornings work best.',
          status: 'pending',
          acceptedSlot: null,
          createdAt: expect.any(String),
        },
      ],
      outcomes: [],
    });
    expect(part.data.notifications).toEqual([
      expect.objectContaining({ kind: 'one-pager-ready', title: 'Your one-pager is ready', readAt: null }),
    ]);
  });

  it('answers a candidate without a profile with null and empty lists', async () => {
    const userId = new Types.ObjectId().toString();
    const response = await t.client.request('GET', '/api/user/data-export/candidate', {
      identity: { kind: 'candidate', userId, role: null },
    });
    expect(response.status).toBe(200);
    const part = ZDataExportPart.parse(await response.json());
    expect(part.data).toEqual({
      account: null,
      profile: null,
      onePagers: [],
      contactSubmissions: [],
      clientActivity: { onePagerViews: 0, interviewRequests: [], outcomes: [] },
      notifications: [],
      availability: null,
      placements: [],
      combineDays: [],
    });
  });

  it('includes the availability the candidate stated', async () => {
    const identity = { kind: 'candidate' as const, userId: new Types.ObjectId().toString(), role: null };
    const availability = { timeZone: 'Europe/Paris', windows: [{ day: 'tue', from: '09:00', to: '12:00' }] };
    expect(
      (await t.client.request('PUT', '/api/user/availability', { identity, body: availability })).status,
    ).toBe(200);
    const response = await t.client.request('GET', '/api/user/data-export/candidate', { identity });
    expect(ZDataExportPart.parse(await response.json()).data.availability).toEqual(availability);
  });
});

describe('account.deleted', () => {
  it("removes the candidate's profile, one-pagers, account record and every file in S3; a replay is harmless", async () => {
    const me = await candidateWithEverything();
    const other = await candidateWithEverything();
    expect(await filesOf(me.userId)).toHaveLength(2);
    const worker = await t.startAccountEventsWorker();
    try {
      const job = await driver.settle('account.deleted', deletedEvent(me.userId), { attempts: 2 });
      expect(await job?.getState()).toBe('completed');
      expect(await t.deps.profiles.findByUserId(me.userId)).toBeNull();
      expect(await t.deps.onePagers.listByCandidate(me.userId)).toEqual([]);
      expect(await t.deps.accounts.findById(me.userId)).toBeNull();
      expect(await filesOf(me.userId)).toEqual([]);
      // Someone else's data is untouched.
      expect(await t.deps.profiles.findByUserId(other.userId)).not.toBeNull();
      expect(await filesOf(other.userId)).toHaveLength(2);
      expect(await t.deps.onePagers.listByCandidate(other.userId)).toHaveLength(1);

      // The same event again, as a retried publish after a crash would bring it (another job id).
      const replay = await driver.settle('account.deleted', deletedEvent(me.userId), { attempts: 1 });
      expect(await replay?.getState()).toBe('completed');
      // And the handler on its own, as if the inbox record was lost: finds nothing, succeeds.
      const freshId = { ...deletedEvent(me.userId), eventId: `account.deleted.${me.userId}.again` };
      const rerun = await driver.settle('account.deleted', freshId, { attempts: 1 });
      expect(await rerun?.getState()).toBe('completed');
      expect(rerun?.returnvalue).toEqual({ applied: true });
    } finally {
      await worker.close();
    }
  });

  it('fails while S3 is down and succeeds on a later retry: the event is not dropped', async () => {
    const me = await candidateWithEverything();
    // A store on a port where nothing answers: the SDK's real connection failure.
    const down = createFileStore({ ...t.fileStoreConfig, endpoint: 'http://127.0.0.1:9' });
    let failuresLeft = 2;
    const flaky = {
      listKeys: (prefix: string) =>
        failuresLeft-- > 0 ? down.listKeys(prefix) : t.deps.files.listKeys(prefix),
      delete: (key: string) => t.deps.files.delete(key),
    };
    const worker = await t.startAccountEventsWorker({ files: flaky });
    try {
      const job = await driver.settle('account.deleted', deletedEvent(me.userId), { attempts: 5 });
      expect(await job?.getState()).toBe('completed');
      expect(job?.attemptsMade).toBe(3);
      expect(await t.deps.profiles.findByUserId(me.userId)).toBeNull();
      expect(await filesOf(me.userId)).toEqual([]);
    } finally {
      await worker.close();
      down.close();
    }
  });
});
