import { Types } from 'mongoose';
import { ZApiError } from '@gtm/contracts/api-errors';
import { COMBINE_DAY_ANSWERS, ZAvailability } from '@gtm/contracts/combine-days';
import type { TAvailability } from '@gtm/contracts/combine-days';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { openCandidatesTestApp } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';

/** `GET|PUT /api/user/availability`: the candidate's own weekly availability for combine days (issue 35). */
let t: TCandidatesTestApp;
beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t.close());

const PATH = '/api/user/availability';
const id = () => new Types.ObjectId().toString();
const candidate = (): TIdentity & { userId: string } => ({ kind: 'candidate', userId: id(), role: 'SDR' });

const read = async (identity: TIdentity) => {
  const response = await t.client.request('GET', PATH, { identity });
  return { status: response.status, body: (await response.json()) as unknown };
};
const put = async (identity: TIdentity, body: unknown) => {
  const response = await t.client.request('PUT', PATH, { identity, body });
  return { status: response.status, body: (await response.json()) as unknown };
};

const STATED: TAvailability = {
  timeZone: 'Europe/Berlin',
  windows: [
    { day: 'mon', from: '13:00', to: '17:30' },
    { day: 'wed', from: '09:00', to: '12:00' },
    // Touching the window before: not an overlap.
    { day: 'wed', from: '12:00', to: '14:00' },
  ],
};

describe('the candidate availability routes', () => {
  it('answers UTC and no windows to a candidate who stated none (available at any time)', async () => {
    const { status, body } = await read(candidate());
    expect(status).toBe(200);
    expect(ZAvailability.parse(body)).toEqual({ timeZone: 'UTC', windows: [] });
  });

  it('saves a valid availability, answers it and reads it back; a new one replaces it', async () => {
    const me = candidate();
    const saved = await put(me, STATED);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(STATED);
    expect((await read(me)).body).toEqual(STATED);

    // No windows: the last stated zone is kept, and the candidate may be placed at any time.
    const cleared = { timeZone: 'America/New_York', windows: [] };
    expect((await put(me, cleared)).body).toEqual(cleared);
    expect((await read(me)).body).toEqual(cleared);
  });

  it.each([
    [
      'an unknown time zone',
      { ...STATED, timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      COMBINE_DAY_ANSWERS.timeZoneInvalid,
    ],
    [
      'an unknown day',
      { ...STATED, windows: [{ day: 'funday', from: '09:00', to: '10:00' }] },
      'windows.0.day',
      COMBINE_DAY_ANSWERS.windowDay,
    ],
    [
      'a window that does not end after it starts',
      { ...STATED, windows: [{ day: 'tue', from: '15:00', to: '15:00' }] },
      'windows.0.to',
      COMBINE_DAY_ANSWERS.windowOrder,
    ],
    [
      'a time not written HH:mm',
      { ...STATED, windows: [{ day: 'tue', from: '9am', to: '10:00' }] },
      'windows.0.from',
      COMBINE_DAY_ANSWERS.timeInvalid,
    ],
    [
      'two windows of one day that overlap',
      {
        ...STATED,
        windows: [
          { day: 'fri', from: '13:00', to: '16:00' },
          { day: 'mon', from: '13:00', to: '16:00' },
          { day: 'fri', from: '15:30', to: '17:00' },
        ],
      },
      'windows.2.from',
      COMBINE_DAY_ANSWERS.windowsOverlap,
    ],
    [
      'more windows than allowed',
      { ...STATED, windows: Array.from({ length: 29 }, () => ({ day: 'sat', from: '09:00', to: '10:00' })) },
      'windows',
      COMBINE_DAY_ANSWERS.windowsTooMany,
    ],
  ])(
    'refuses %s with 400 in the schema’s words, and keeps what was saved',
    async (_case, body, path, message) => {
      const me = candidate();
      await put(me, STATED);
      const refused = await put(me, body);
      expect(refused.status).toBe(400);
      const error = ZApiError.parse(refused.body);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues).toContainEqual({ path, message });
      expect((await read(me)).body).toEqual(STATED);
    },
  );

  it('lets each candidate read and write only their own', async () => {
    const me = candidate();
    const other = candidate();
    await put(me, STATED);
    expect((await read(other)).body).toEqual({ timeZone: 'UTC', windows: [] });
    await put(other, { timeZone: 'Asia/Tokyo', windows: [{ day: 'sun', from: '10:00', to: '11:00' }] });
    expect((await read(me)).body).toEqual(STATED);
    // The planner's read: both, by user id, in one call; a candidate who stated none is absent.
    const stated = await t.deps.availability.byUserIds([me.userId, other.userId, id()]);
    expect([...stated.keys()].sort()).toEqual([me.userId, other.userId].sort());
    expect(stated.get(me.userId)).toEqual(STATED);
  });

  it.each([
    ['an employer', { kind: 'employer', userId: id(), role: null }],
    ['an admin', { kind: 'admin', userId: id(), role: null }],
  ] as [string, TIdentity][])('refuses %s (403), to read and to write', async (_who, identity) => {
    expect((await read(identity)).status).toBe(403);
    expect((await put(identity, STATED)).status).toBe(403);
    expect((await t.deps.availability.byUserIds([identity.userId ?? ''])).size).toBe(0);
  });

  it('goes with a deleted account (the account-events worker), and only theirs; a replay is harmless', async () => {
    const me = candidate();
    const other = candidate();
    await put(me, STATED);
    await put(other, STATED);
    const deleted = (eventId: string) => ({
      eventId,
      type: 'account.deleted',
      userId: me.userId,
      kind: 'candidate',
      at: Date.now(),
    });
    const driver = await openQueueDriver(QUEUES.accountEvents, t.ctx);
    await t.startAccountEventsWorker();
    try {
      const job = await driver.settle('account.deleted', deleted(`account.deleted.${me.userId}`), {
        attempts: 2,
      });
      expect(await job?.getState()).toBe('completed');
      expect((await read(me)).body).toEqual({ timeZone: 'UTC', windows: [] });
      expect((await read(other)).body).toEqual(STATED);
      const again = await driver.settle('account.deleted', deleted(`account.deleted.${me.userId}.again`), {
        attempts: 1,
      });
      expect(await again?.getState()).toBe('completed');
    } finally {
      await driver.close();
    }
  });
});
