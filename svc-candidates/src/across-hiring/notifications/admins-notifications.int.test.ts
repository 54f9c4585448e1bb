import type { CommandStartedEvent } from 'mongodb';
import { Types } from 'mongoose';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TAdminRecipients } from '@gtm/contracts/notifications';
import { openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { notificationsConsumer } from './notifications.consumer.ts';
import { ADMINS_AUDIENCE } from './notifications.model.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import type { TNotificationsRepository } from './notifications.repository.ts';

let ctx: TTestContext;
let notifications: TNotificationsRepository;
const id = () => new Types.ObjectId().toString();
const alma = id();
const bo = id();
const quiet = id();
const candidate = id();
const admins: TAdminRecipients['items'] = [alma, bo, quiet].map((userId) => ({
  userId,
  emailNotifications: true,
  newCandidateAlerts: userId !== quiet,
  marketingEmails: false,
}));

const consumer = () =>
  notificationsConsumer({
    notifications: { add: (entries) => notifications.add(entries) },
    recipients: { admins: async () => admins, companyUsers: async () => [] },
    onePagers: { findById: async () => null },
    interviewRequests: { requestsOfCandidate: async () => [] },
    profiles: { byUserIds: async () => new Map() },
  });

let sequence = 0;
const registered = (name: string): THiringEvent => ({
  type: 'candidate.registered',
  eventId: `candidate.registered.${Date.now()}.${++sequence}`,
  at: Date.now() + sequence,
  candidateUserId: candidate,
  name,
});
const feedOf = (readerId: string) => notifications.feed(readerId);

beforeAll(async () => {
  ctx = await openTestContext('svc-candidates', { monitorCommands: true });
  notifications = await createNotificationsRepository(ctx.mongo, ctx.redis);
});
afterAll(async () => {
  await ctx.close();
});

describe("the admins' notifications", () => {
  it('are stored once for the admins the notice is for, however often the event comes', async () => {
    const event = registered('Newt Newcomer');
    await consumer().apply(event);
    await consumer().apply(event);
    expect(await notifications.count({ recipientId: ADMINS_AUDIENCE })).toBe(1);
    expect(await notifications.count({ recipientId: alma })).toBe(0);
    expect(await notifications.count({ readers: alma })).toBe(1);
    // newCandidateAlerts off: not among its readers.
    expect(await notifications.count({ readers: quiet })).toBe(0);
    for (const admin of [alma, bo]) {
      const feed = await feedOf(admin);
      expect(feed.unread).toBe(1);
      expect(feed.items).toEqual([
        expect.objectContaining({
          kind: 'candidate-registered',
          title: 'New candidate: Newt Newcomer',
          readAt: null,
        }),
      ]);
    }
    expect(await feedOf(quiet)).toEqual({ items: [], unread: 0 });
  });

  it('keep read state per admin: one marks some or all read, the others’ stay unread', async () => {
    await consumer().apply(registered('Second Newcomer'));
    await consumer().apply(registered('Third Newcomer'));
    const before = await feedOf(alma);
    expect(before.unread).toBe(3);
    expect(before.items.map((item) => item.title)).toEqual([
      'New candidate: Third Newcomer',
      'New candidate: Second Newcomer',
      'New candidate: Newt Newcomer',
    ]);

    expect(await notifications.markRead(alma, [before.items[0]!.id])).toEqual({ marked: 1, unread: 2 });
    // The same id again marks nothing.
    expect(await notifications.markRead(alma, [before.items[0]!.id])).toEqual({ marked: 0, unread: 2 });
    const after = await feedOf(alma);
    expect(after.items[0]!.readAt).not.toBeNull();
    expect(after.items[1]!.readAt).toBeNull();
    expect((await feedOf(bo)).unread).toBe(3);
    expect((await feedOf(bo)).items.every((item) => item.readAt === null)).toBe(true);

    // Marking all read is one command, whatever the number of items.
    const commands: string[] = [];
    const watch = (event: CommandStartedEvent) => {
      if (event.commandName === 'update') commands.push(event.commandName);
    };
    ctx.mongo.getClient().on('commandStarted', watch);
    try {
      expect(await notifications.markRead(bo)).toEqual({ marked: 3, unread: 0 });
    } finally {
      ctx.mongo.getClient().off('commandStarted', watch);
    }
    expect(commands).toEqual(['update']);
    expect((await feedOf(bo)).items.every((item) => item.readAt !== null)).toBe(true);
    expect((await feedOf(alma)).unread).toBe(2);
    expect(await notifications.markRead(alma)).toEqual({ marked: 2, unread: 0 });
    // Still one document per notice.
    expect(await notifications.count({ recipientId: ADMINS_AUDIENCE })).toBe(3);
  });

  it('lose an admin whose account is gone, and only them', async () => {
    const gone = id();
    const only = registered('Last Newcomer');
    await notificationsConsumer({
      notifications: { add: (entries) => notifications.add(entries) },
      recipients: {
        admins: async () => [...admins, { ...admins[0]!, userId: gone }],
        companyUsers: async () => [],
      },
      onePagers: { findById: async () => null },
      interviewRequests: { requestsOfCandidate: async () => [] },
      profiles: { byUserIds: async () => new Map() },
    }).apply(only);
    expect((await feedOf(gone)).unread).toBe(1);
    expect(await notifications.deleteFor(gone)).toBe(1);
    expect(await feedOf(gone)).toEqual({ items: [], unread: 0 });
    expect((await feedOf(alma)).items[0]!.title).toBe('New candidate: Last Newcomer');
    expect((await feedOf(alma)).unread).toBe(1);
  });

  it('leave the candidates’ and companies’ own notifications as they were: one per reader', async () => {
    await notifications.add([
      {
        recipientId: candidate,
        eventId: 'one-pager.ready.own',
        kind: 'one-pager-ready',
        title: 'Your one-pager is ready',
        body: 'b',
        link: '/candidate/one-pagers',
        createdAt: new Date(),
      },
    ]);
    expect(await notifications.count({ recipientId: candidate })).toBe(1);
    const feed = await feedOf(candidate);
    expect(feed).toEqual({
      items: [expect.objectContaining({ title: 'Your one-pager is ready' })],
      unread: 1,
    });
    expect(await notifications.markRead(candidate)).toEqual({ marked: 1, unread: 0 });
    expect((await feedOf(candidate)).items[0]!.readAt).not.toBeNull();
  });
});
