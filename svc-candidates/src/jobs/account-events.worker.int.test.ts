import type { TAccountEvent } from '@gtm/contracts/account-events';
import { QUEUES } from '@gtm/contracts/queues';
import { ERASED_PERSON } from '@gtm/service-kit/erased-person';
import { openQueueDriver, openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createCandidateAccountsRepository } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import { createCandidateProfilesRepository } from '../routes/candidate-profiles/candidate-profiles.repository.ts';
import { createEmployerRepositories } from '../employer-read-model/employer-repositories.ts';
import { createNotificationsRepository } from '../across-hiring/notifications/notifications.repository.ts';
import type { TNotificationsRepository } from '../across-hiring/notifications/notifications.repository.ts';
import { createOnePagersRepository } from '../routes/one-pagers/one-pagers.repository.ts';
import { createFileStore, fileStoreConfigFromEnv, ZS3Env } from '../storage/file-store.ts';
import type { TFileStore } from '../storage/file-store.ts';
import type { TCandidateAccountsRepository } from '../routes/candidate-accounts/candidate-accounts.repository.ts';
import { startAccountEventsWorker } from './account-events.worker.ts';
import { createProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';

let ctx: TTestContext;
let inbox: TProcessedEventsRepository;
let accounts: TCandidateAccountsRepository;
let driver: Awaited<ReturnType<typeof openQueueDriver>>;
let worker: ReturnType<typeof startAccountEventsWorker>;
let files: TFileStore;
let notifications: TNotificationsRepository;

const settle = (data: unknown) => driver.settle('event', data, { attempts: 2 });

beforeAll(async () => {
  ctx = await openTestContext('svc-candidates');
  inbox = await createProcessedEventsRepository(ctx.mongo);
  accounts = await createCandidateAccountsRepository(ctx.mongo);
  driver = await openQueueDriver(QUEUES.accountEvents, ctx);
  files = createFileStore(fileStoreConfigFromEnv(ZS3Env.parse(process.env)), ctx.log);
  notifications = await createNotificationsRepository(ctx.mongo, ctx.redis);
  const profiles = await createCandidateProfilesRepository(ctx.mongo);
  const onePagers = await createOnePagersRepository(ctx.mongo);
  worker = startAccountEventsWorker({
    inbox,
    accounts,
    profiles,
    onePagers,
    ...(await createEmployerRepositories(ctx.mongo)),
    notifications,
    files,
    log: ctx.log,
    redisUrl: ctx.redisUrl,
  });
});

afterAll(async () => {
  await worker.close();
  files.close();
  await driver.close();
  await ctx.close();
});

describe('account-events worker', () => {
  const registered: TAccountEvent = {
    eventId: 'evt-registered-1',
    type: 'candidate.registered',
    userId: '665f1c0ffee0000000000002',
    email: 'new.candidate@example.com',
    name: 'New Candidate',
    at: Date.now(),
  };

  it('applies an event once and records it: the candidate account exists here', async () => {
    const job = await settle(registered);
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toEqual({ applied: true });
    expect(await inbox.has(registered.eventId)).toBe(true);
    expect(await accounts.findById(registered.userId)).toMatchObject({
      email: 'new.candidate@example.com',
      name: 'New Candidate',
      role: null,
    });
  });

  it('skips the same event delivered again under another job id', async () => {
    const job = await settle(registered);
    expect(job?.returnvalue).toEqual({ applied: false });
    expect(await inbox.count()).toBe(1);
  });

  it('sets the role a candidate selects, retrying one that arrives before the registration', async () => {
    const selected = await settle({
      eventId: 'evt-role-1',
      type: 'candidate.role-selected',
      userId: registered.userId,
      role: 'AE',
      at: Date.now(),
    });
    expect(selected?.returnvalue).toEqual({ applied: true });
    expect((await accounts.findById(registered.userId))?.role).toBe('AE');
    const early = await settle({
      eventId: 'evt-role-2',
      type: 'candidate.role-selected',
      userId: '665f1c0ffee00000000000ff',
      role: 'SDR',
      at: Date.now(),
    });
    expect(await early?.getState()).toBe('failed');
    expect(early?.attemptsMade).toBe(2);
    expect(await inbox.has('evt-role-2')).toBe(false);
  });

  it('fails a malformed event at once', async () => {
    const job = await settle({ type: 'candidate.registered', eventId: 'evt-bad' });
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
    expect(await inbox.has('evt-bad')).toBe(false);
  });

  it('consumes every event type', async () => {
    const deleted = await settle({
      eventId: 'evt-del',
      type: 'account.deleted',
      userId: 'u9',
      kind: 'candidate',
      at: 1,
    });
    const signedIn = await settle({
      eventId: 'evt-in',
      type: 'employer.signed-in',
      userId: 'u8',
      email: 'e@x.test',
      name: 'E',
      at: 1,
    });
    expect([deleted?.returnvalue, signedIn?.returnvalue]).toEqual([{ applied: true }, { applied: true }]);
    await settle({
      eventId: 'evt-del-2',
      type: 'account.deleted',
      userId: registered.userId,
      kind: 'candidate',
      at: 2,
    });
    expect(await accounts.findById(registered.userId)).toBeNull();
  });

  it("removes a deleted account's notifications, whatever its kind, and no one else's", async () => {
    const item = (recipientId: string, eventId: string) => ({
      recipientId,
      eventId,
      kind: 'combine-shared' as const,
      title: 'Talent combine shared',
      body: 'Acme shared a combine.',
      link: '/employer/dashboard',
      createdAt: new Date(),
    });
    const employerId = '665f1c0ffee00000000000e1';
    const otherId = '665f1c0ffee00000000000e2';
    await notifications.add([item(employerId, 'n-1'), item(employerId, 'n-2'), item(otherId, 'n-1')]);
    await settle({
      eventId: 'evt-del-employer',
      type: 'account.deleted',
      userId: employerId,
      kind: 'employer',
      at: 3,
    });
    expect(await notifications.count({ recipientId: employerId })).toBe(0);
    expect(await notifications.count({ recipientId: otherId })).toBe(1);
  });

  it("takes an erased candidate's name and e-mail out of every admins' notification, and nothing else", async () => {
    const userId = '665f1c0ffee00000000000c4';
    const name = `ZedC4 Quokka${Date.now().toString(36)}`;
    const email = `zed.${Date.now().toString(36)}@example.com`;
    await settle({ eventId: `evt-reg-${userId}`, type: 'candidate.registered', userId, email, name, at: 4 });
    const adminId = '665f1c0ffee00000000000a4';
    const toAdmins = (eventId: string, title: string, body: string) => ({
      admins: [adminId],
      eventId,
      kind: 'outcome-recorded' as const,
      title,
      body,
      link: '/admin/dashboard',
      createdAt: new Date(),
    });
    const [first] = name.split(' ');
    await notifications.add([
      toAdmins(`hire-${userId}`, 'Hire recorded', `Acme recorded a hire of ${name}.`),
      toAdmins(`reply-${userId}`, `${first} answered`, `${first} wrote from ${email.toUpperCase()}.`),
      toAdmins(`other-${userId}`, 'Hire recorded', 'Acme recorded a hire of Another Person.'),
    ]);
    const versionBefore = await notifications.version(adminId);
    await settle({ eventId: `evt-del-${userId}`, type: 'account.deleted', userId, kind: 'candidate', at: 5 });

    const feed = await notifications.feed(adminId);
    const texts = (eventBody: string) => feed.items.find((item) => item.body.includes(eventBody));
    expect(texts('recorded a hire of Erased')).toMatchObject({
      title: 'Hire recorded',
      body: `Acme recorded a hire of ${ERASED_PERSON.name}.`,
    });
    expect(texts('wrote from')).toMatchObject({
      title: `${ERASED_PERSON.name} answered`,
      body: `${ERASED_PERSON.name} wrote from ${ERASED_PERSON.email}.`,
    });
    expect(texts('Another Person')).toMatchObject({ body: 'Acme recorded a hire of Another Person.' });
    const all = JSON.stringify(feed.items).toLowerCase();
    for (const trace of [first!, name.split(' ')[1]!, email]) expect(all).not.toContain(trace.toLowerCase());
    // The admins' feed changed: a browser's ETag of the old one no longer matches.
    expect(await notifications.version(adminId)).not.toBe(versionBefore);
  });
});
