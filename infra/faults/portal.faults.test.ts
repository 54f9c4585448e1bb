import { setTimeout as delay } from 'node:timers/promises';
import mongoose from 'mongoose';
import type { TIdentity } from '@gtm/contracts/identity';
import { SERVICE_DATABASES } from '@gtm/contracts/services';
import type { TServiceName } from '@gtm/contracts/services';
import { DEMO_ADMIN } from '@gtm/contracts/users';
import { writeDemoSession } from '../test/demo-session.ts';
import { eventually, startFaultStack } from './fault-stack.ts';
import type { TAnswer, TFaultStack } from './fault-stack.ts';

/**
 * Faults made for real against the running portal (`npm start`'s processes, Redis, the MongoDB stand-in on its
 * H2 file, the SES endpoint), each with what a user sees asserted. One portal for the file: each fault is undone
 * before the next one starts.
 */
let portal: TFaultStack;
let sequence = 0;
const freshEmail = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}@example.com`;

beforeAll(async () => {
  portal = await startFaultStack();
}, 240_000);
afterAll(() => portal?.stop());

/** Asks for a candidate's registration code (the e-mail job is queued); the answer of the request. */
const requestCode = (email: string) =>
  portal.api('POST', '/api/candidate/auth/register', { body: { name: 'Fault Suite', email } });

/** The stack's last log lines from some sources, each cut short: what a failure message carries. */
const recentLines = (source: RegExp, count: number) =>
  portal.lines
    .filter((line) => source.test(line))
    .slice(-count)
    .map((line) => line.slice(0, 400));

const servicePids = () => {
  const { gateway, 'svc-auth': auth, 'svc-auth-worker': worker, ...rest } = portal.pids();
  return { gateway, auth, worker, ...rest };
};

const expectJsonError = (answer: TAnswer, status: number, code: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ success: false, code });
  expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
};

describe('the SES endpoint failing, then back', () => {
  it('delivers every code requested meanwhile once it is back, each exactly once', async () => {
    portal.ses.setMode('fail');
    const emails = Array.from({ length: 5 }, () => freshEmail('ses-down'));
    try {
      for (const email of emails) expect((await requestCode(email)).status).toBe(200);
      await delay(3_000);
      for (const email of emails) expect(await portal.messagesTo(email)).toHaveLength(0);
    } finally {
      portal.ses.setMode('pass');
    }
    // Retried with backoff (1 s, 2 s, 4 s... with jitter): all there within the next tries.
    for (const email of emails) await portal.codesFor(email, 1, 60_000);
    await delay(3_000);
    for (const email of emails) expect(await portal.messagesTo(email)).toHaveLength(1);
  }, 120_000);
});

describe('a worker killed in the middle of a job', () => {
  it('runs the job again on the restarted worker, and the e-mail goes out once', async () => {
    const email = freshEmail('worker-killed');
    portal.ses.setMode('hold');
    const killed = portal.pids()['svc-auth-worker'] as number;
    try {
      expect((await requestCode(email)).status).toBe(200);
      // The worker is inside the send: SES holds the request.
      await eventually(async () => portal.ses.counts().hold > 0, 'the worker sending', 20_000);
      process.kill(killed, 'SIGKILL');
      await portal.waitForLine(/^svc-auth-worker \| exited \(SIGKILL\); restarting in 1 s/);
    } finally {
      // The held request's client is gone: it is never forwarded.
      portal.ses.setMode('pass');
    }
    await eventually(
      async () => (portal.pids()['svc-auth-worker'] ?? killed) !== killed,
      'the worker restarted',
    );
    // The lock of the killed worker's job runs out (3 s here) and the new worker takes it again.
    await portal.codesFor(email, 1, 60_000);
    await delay(5_000);
    expect(await portal.messagesTo(email)).toHaveLength(1);
  }, 120_000);
});

describe('a service killed or hung under load', () => {
  it('answers its JSON error at once, keeps the other areas working, and npm start restarts it', async () => {
    const session = await portal.registerCandidate(freshEmail('service-down'));
    expect((await portal.api('GET', '/api/user/one-pagers', { session })).status).toBe(200);

    // Hung: the gateway gives up within its 5 s limit (it used to wait 15 s) and says so.
    const hung = portal.pids()['svc-candidates'] as number;
    process.kill(hung, 'SIGSTOP');
    try {
      const [stuck, other] = await Promise.all([
        portal.api('GET', '/api/user/one-pagers', { session }),
        portal.api('GET', '/api/user', { session }),
      ]);
      expectJsonError(stuck, 504, 'GATEWAY_TIMEOUT');
      expect(stuck.ms).toBeLessThan(8_000);
      expect(other.status).toBe(200);
    } finally {
      process.kill(hung, 'SIGCONT');
    }
    await eventually(
      async () => (await portal.api('GET', '/api/user/one-pagers', { session })).status === 200,
      'svc-candidates answering again',
    );

    // Killed: a 502 at once, the rest of the portal unaffected, then the supervisor starts it again.
    process.kill(hung, 'SIGKILL');
    await eventually(async () => portal.pids()['svc-candidates'] === null, 'svc-candidates gone', 5_000);
    const [down, other] = await Promise.all([
      portal.api('GET', '/api/user/one-pagers', { session }),
      portal.api('GET', '/api/user', { session }),
    ]);
    expectJsonError(down, 502, 'BAD_GATEWAY');
    expect(down.ms).toBeLessThan(2_000);
    expect(other.status).toBe(200);
    await portal.waitForLine(
      /^svc-candidates \| exited \(SIGKILL\); restarting in \d+(\.\d+)? s \(attempt \d+\)/,
    );
    await eventually(
      async () => (await portal.api('GET', '/api/user/one-pagers', { session })).status === 200,
      'svc-candidates restarted and answering',
    );
    expect(portal.pids()['svc-candidates']).not.toBe(hung);
  }, 120_000);
});

describe('Redis stopped under sign-in traffic, then started again', () => {
  it('answers a clear 503 meanwhile and recovers without a restart, losing no session or queued job', async () => {
    const session = await portal.registerCandidate(freshEmail('redis-session'));
    // A code e-mail queued while SES refuses: its job is in Redis, retrying, when Redis stops.
    const queued = freshEmail('redis-queued');
    portal.ses.setMode('fail');
    expect((await requestCode(queued)).status).toBe(200);
    const before = servicePids();

    await portal.stack.components.redis.stop();
    try {
      const answers = await Promise.all([
        requestCode(freshEmail('redis-down')),
        portal.api('GET', '/api/user', { session }),
        portal.api('POST', '/api/auth/login-request', { body: { email: freshEmail('redis-down') } }),
      ]);
      for (const answer of answers) {
        expectJsonError(answer, 503, 'UNAVAILABLE');
        expect(answer.ms).toBeLessThan(5_000);
      }
    } finally {
      await portal.stack.components.redis.start?.();
      portal.ses.setMode('pass');
    }

    await eventually(
      async () => (await portal.api('GET', '/api/user', { session })).status === 200,
      'the session valid again',
      30_000,
    );
    await portal.codesFor(queued, 1, 60_000);
    const after = freshEmail('redis-after');
    expect((await requestCode(after)).status).toBe(200);
    await portal.codesFor(after, 1, 30_000);
    expect(servicePids()).toEqual(before);
  }, 150_000);
});

describe('Redis stopped during admin and employer writes, then started again', () => {
  /** The waiting rows of a service's outbox (MongoDB: they are stored there while Redis is down). */
  const waitingEvents = async (service: TServiceName) => {
    const connection = await mongoose
      .createConnection(portal.stack.components.mongodb.url, { dbName: SERVICE_DATABASES[service] })
      .asPromise();
    try {
      const rows = await connection.collection('outbox').find({ sentAt: null }).toArray();
      return rows.flatMap((row) => (row.messages as { name: string }[]).map((message) => message.name));
    } finally {
      await connection.close();
    }
  };
  type TAuditPage = { items: { action: string; target: { id: string } }[] };
  type TMail = Awaited<ReturnType<TFaultStack['messagesTo']>>[number];
  const ok = (answer: TAnswer, status = 200) => {
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
    return answer.body as Record<string, unknown> & { id: string };
  };

  it('answers every write, keeps its events in MongoDB, and delivers each audit entry and notice exactly once', async () => {
    // Before the outage, through the portal: an admin and the demo employer signed in, the demo combine shared
    // with the employer's company.
    const adminSession = await writeDemoSession(portal.stack.components, 'admin');
    const employerSession = await writeDemoSession(portal.stack.components, 'employer');
    const admin = ok(await portal.api('GET', '/api/user', { session: adminSession }));
    const employer = ok(await portal.api('GET', '/api/user', { session: employerSession }));
    const asAdmin: TIdentity = { kind: 'admin', userId: admin.id, role: null };
    const asEmployer: TIdentity = { kind: 'employer', userId: employer.id, role: null };
    const access = ok(
      await portal.api('GET', '/api/employer/access', { session: employerSession }),
    ) as unknown as {
      company: { id: string; name: string; email_frequency: string };
    };
    // The demo combine is seeded in the background once svc-auth's demo accounts reached svc-candidates.
    const demoCombine = await eventually(async () => {
      const answer = await portal.api('GET', '/api/talent-combines?search=Q1%20GTM', {
        session: adminSession,
      });
      return (answer.body as { items?: { id: string; onePagerCount: number }[] }).items?.find(
        (combine) => combine.onePagerCount >= 2,
      )?.id;
    }, 'the demo combine seeded');
    ok(
      await portal.api('POST', `/api/talent-combines/${demoCombine}/shares`, {
        session: adminSession,
        body: { companyIds: [access.company.id] },
      }),
    );
    const dashboard = ok(
      await portal.api('GET', '/api/employer/combines', { session: employerSession }),
    ) as unknown as {
      combines: { shareId: string; name: string }[];
    };
    const shareId = dashboard.combines.find((combine) => combine.name.startsWith('Q1 GTM'))!.shareId;
    const shared = ok(
      await portal.api('GET', `/api/employer/combines/${shareId}`, { session: employerSession }),
    ) as unknown as { candidates: { onePagerId: string; displayName: string }[] };
    const [first, second] = shared.candidates;
    const candidate = `/api/employer/combines/${shareId}/one-pagers`;
    const frequency = access.company.email_frequency === 'weekly' ? 'monthly' : 'weekly';
    const adminName = `Demo Admin ${Date.now()}`;

    await portal.stack.components.redis.stop();
    let combineId: string;
    try {
      // The gateway resolves no session without Redis: the writes go to the services as it would send them.
      const created = ok(
        await portal.serviceCall('svc-candidates', 'POST', '/api/talent-combines', {
          identity: asAdmin,
          body: { name: 'Made during the outage', description: 'Created while Redis was stopped.' },
        }),
        201,
      );
      combineId = created.id;
      const writes = await Promise.all([
        portal.serviceCall('svc-candidates', 'PUT', `/api/talent-combines/${combineId}`, {
          identity: asAdmin,
          body: { name: 'Edited during the outage', description: 'Edited while Redis was stopped.' },
        }),
        portal.serviceCall('svc-clients', 'PATCH', `/api/admin/client-companies/${access.company.id}`, {
          identity: asAdmin,
          body: { email_frequency: frequency },
        }),
        portal.serviceCall('svc-auth', 'PATCH', '/api/user', {
          identity: asAdmin,
          body: { name: adminName },
        }),
        portal.serviceCall('svc-candidates', 'PUT', `${candidate}/${first!.onePagerId}/evaluation`, {
          identity: asEmployer,
          body: { decision: 'interested', rating: 4 },
        }),
      ]);
      const interview = await portal.serviceCall(
        'svc-candidates',
        'POST',
        `${candidate}/${second!.onePagerId}/interview-requests`,
        {
          identity: asEmployer,
          body: {
            slots: [{ start: new Date(Date.now() + 3 * 24 * 3600_000).toISOString() }],
            note: 'Outage',
          },
        },
      );
      // Answered as usual (no 503), and fast: nothing waited for Redis.
      for (const answer of [...writes, interview]) {
        expect({ status: answer.status, body: answer.body }).toMatchObject({
          status: answer === interview ? 201 : 200,
        });
        expect(answer.ms).toBeLessThan(5_000);
      }
      // Every event waits in its service's outbox, in MongoDB.
      expect(await waitingEvents('svc-candidates')).toEqual(
        expect.arrayContaining([
          'talent-combine.created',
          'talent-combine.updated',
          'client-decision',
          'interview-requested',
        ]),
      );
      expect(await waitingEvents('svc-clients')).toContain('client-company.updated');
      expect(await waitingEvents('svc-auth')).toContain('settings.profile-updated');
    } finally {
      await portal.stack.components.redis.start?.();
    }

    const auditOf = async (targetId: string) => {
      const answer = await portal.api('GET', `/api/admin/audit-log?targetId=${targetId}&pageSize=50`, {
        session: adminSession,
      });
      return answer.status === 200
        ? (answer.body as TAuditPage).items.map((entry) => entry.action).sort()
        : [];
    };
    const notices = async () => {
      const mails: TMail[] = await portal.messagesTo(DEMO_ADMIN.email);
      return {
        decisions: mails.filter((mail) => mail.body.text?.includes(`marked ${first!.displayName} as`)).length,
        interviews: mails.filter((mail) =>
          mail.subject.includes(`requests an interview with ${second!.displayName}`),
        ).length,
      };
    };
    const expected = {
      combine: ['talent-combine.created', 'talent-combine.updated'],
      company: ['client-company.updated'],
      admin: ['settings.profile-updated'],
      notices: { decisions: 1, interviews: 1 },
    };
    const arrived = async () => ({
      combine: await auditOf(combineId),
      company: (await auditOf(access.company.id)).filter((action) => action === 'client-company.updated'),
      admin: (await auditOf(admin.id)).filter((action) => action === 'settings.profile-updated'),
      notices: await notices(),
    });
    await eventually(
      async () => JSON.stringify(await arrived()) === JSON.stringify(expected),
      'every audit entry and notice delivered',
      90_000,
    );
    // And no second copy of any of them comes later (a relay from each process of each service ran meanwhile).
    await delay(8_000);
    expect(await arrived()).toEqual(expected);
    for (const service of ['svc-auth', 'svc-candidates', 'svc-clients'] as const) {
      expect(await waitingEvents(service)).toEqual([]);
    }
  }, 240_000);
});

describe('the MongoDB server restarted', () => {
  it('loses no acknowledged write and the services reconnect by themselves', async () => {
    const session = await portal.registerCandidate(freshEmail('mongo-restart'));
    const saved = await portal.api('PATCH', '/api/user', { session, body: { name: 'Saved Before Restart' } });
    expect(saved.status).toBe(200);
    await eventually(async () => portal.startedUp(), 'every service and worker started', 60_000);
    const before = servicePids();

    await portal.stack.components.mongodb.stop();
    try {
      const during = await portal.api('GET', '/api/user/account-settings', { session });
      expect(during.status).toBeGreaterThanOrEqual(500);
      expect(during.body).toMatchObject({ success: false });
    } finally {
      await portal.stack.components.mongodb.start?.();
    }

    let last: TAnswer | undefined;
    const settings = await eventually(
      async () => {
        last = await portal.api('GET', '/api/user/account-settings', { session });
        return last.status === 200 ? last : undefined;
      },
      'account settings readable again',
      60_000,
      () =>
        [
          `last answer: ${last?.status} ${JSON.stringify(last?.body).slice(0, 300)}`,
          `processes: ${JSON.stringify(portal.pids())}`,
          ...recentLines(/^(mongodb|svc-auth|gateway) \|/, 40),
        ].join('\n'),
    );
    expect(settings.body).toMatchObject({ profile: { name: 'Saved Before Restart' } });
    const renamed = await portal.api('PATCH', '/api/user', {
      session,
      body: { name: 'Saved After Restart' },
    });
    expect(renamed.status).toBe(200);
    expect(servicePids()).toEqual(before);
  }, 150_000);
});
