import { randomUUID } from 'node:crypto';
import type { TAuditEntry, TAuditEvent } from '@gtm/contracts/audit';
import type { TPage } from '@gtm/contracts/list-query';
import { pathOf } from '@gtm/contracts/operation';
import { listAuditLog } from '@gtm/contracts/operations/audit-log';
import { QUEUES } from '@gtm/contracts/queues';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import type { TIdentity } from '@gtm/contracts/identity';
import { auditEventsProcessor, openAuthTestApp } from '../../test-app.ts';
import type { TAuthTestApp } from '../../test-app.ts';

let auth: TAuthTestApp;
let admin: TIdentity;
let adminId: string;
const LOG_PATH = pathOf(listAuditLog);

const event = (overrides: Partial<TAuditEvent> = {}): TAuditEvent => ({
  id: randomUUID(),
  at: new Date().toISOString(),
  actorId: adminId,
  action: 'candidate.updated',
  target: { type: 'candidate', id: 'c1', label: 'Jordan Lee' },
  changes: [{ field: 'status', before: 'pending', after: 'active' }],
  ...overrides,
});

const readLog = async (query = '') => {
  const response = await auth.client.request('GET', `${LOG_PATH}${query}`, { identity: admin });
  return {
    status: response.status,
    body: (await response.json()) as TPage<TAuditEntry> & { message?: string },
  };
};

beforeAll(async () => {
  auth = await openAuthTestApp();
  const created = await auth.users.create({
    email: 'auditor@example.com',
    kind: 'admin',
    name: 'Ada Auditor',
  });
  adminId = created!._id.toString();
  admin = { kind: 'admin', userId: adminId };
});
afterAll(() => auth.close());
beforeEach(() => auth.ctx.mongo.collection('audit_log').deleteMany({}));

describe('the audit-events worker', () => {
  it('stores a published event with its actor, target and changes, readable by admins', async () => {
    const driver = await openQueueDriver(QUEUES.auditEvents, {
      redisUrl: auth.ctx.redisUrl,
      log: auth.ctx.log,
    });
    const worker = auth.startAuditEventsWorker();
    try {
      const published = event();
      const job = await driver.settle(published.action, published, { jobId: published.id, attempts: 3 });
      expect(await job?.isCompleted()).toBe(true);
      const { status, body } = await readLog();
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
      expect(body.items[0]).toEqual({
        id: published.id,
        at: published.at,
        actor: { id: adminId, name: 'Ada Auditor', email: 'auditor@example.com' },
        action: 'candidate.updated',
        target: { type: 'candidate', id: 'c1', label: 'Jordan Lee' },
        changes: [{ field: 'status', before: 'pending', after: 'active' }],
      });

      const bad = await driver.settle(
        'junk',
        { id: 'not-a-uuid', action: 'candidate.hacked' },
        { attempts: 3 },
      );
      expect(await bad?.isFailed()).toBe(true);
      expect(bad?.attemptsMade).toBe(1);
      expect((await readLog()).body.total).toBe(1);
    } finally {
      await worker.close();
      await driver.close();
    }
  });

  it('stores an event once, however often its job runs', async () => {
    const process = auditEventsProcessor({ auditLog: auth.deps.auditLog, log: auth.ctx.log });
    const published = event();
    const job = { data: published } as Parameters<typeof process>[0];
    await process(job);
    await process(job);
    expect((await readLog()).body.total).toBe(1);
  });
});

describe('GET /api/admin/audit-log', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`).toISOString();
  beforeEach(async () => {
    const { auditLog } = auth.deps;
    await auditLog.append(
      event({
        at: day('2026-01-01'),
        target: { type: 'talent-combine', id: 't1', label: 'Q1 SDR combine' },
        action: 'talent-combine.created',
      }),
    );
    await auditLog.append(
      event({ at: day('2026-01-02'), target: { type: 'candidate', id: 'c1', label: 'Jordan Lee' } }),
    );
    await auditLog.append(
      event({
        at: day('2026-01-03'),
        actorId: 'gone-admin',
        action: 'contact-submission.status-changed',
        target: { type: 'contact-submission', id: 's1', label: 'Joanna Smith' },
      }),
    );
  });

  it('answers newest first, and oldest first on request', async () => {
    const newest = await readLog();
    expect(newest.body.items.map((entry) => entry.target.id)).toEqual(['s1', 'c1', 't1']);
    const oldest = await readLog('?order=asc');
    expect(oldest.body.items.map((entry) => entry.target.id)).toEqual(['t1', 'c1', 's1']);
    // An admin who is gone keeps their id; name and e-mail are no longer known.
    expect(newest.body.items[0]?.actor).toEqual({ id: 'gone-admin', name: null, email: null });
  });

  it('filters by action, target type, target, actor, day range and a search inside the target name', async () => {
    const ids = async (query: string) => (await readLog(query)).body.items.map((entry) => entry.target.id);
    expect(await ids('?action=talent-combine.created')).toEqual(['t1']);
    expect(await ids('?targetType=candidate')).toEqual(['c1']);
    expect(await ids('?targetId=s1')).toEqual(['s1']);
    expect(await ids(`?actorId=${adminId}`)).toEqual(['c1', 't1']);
    expect(await ids('?from=2026-01-02&to=2026-01-02')).toEqual(['c1']);
    expect(await ids('?from=2026-01-02')).toEqual(['s1', 'c1']);
    expect(await ids('?search=anna')).toEqual(['s1']);
    expect(await ids('?search=LEE')).toEqual(['c1']);
    expect(await ids('?search=o')).toEqual(['s1', 'c1', 't1']);
  });

  it('pages with the total', async () => {
    const second = await readLog('?pageSize=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((entry) => entry.target.id)).toEqual(['t1']);
  });

  it.each([
    ['an unknown action', '?action=candidate.hacked'],
    ['a date that is not one', '?from=yesterday'],
    ['a page size over 100', '?pageSize=1000'],
    ['page 0', '?page=0'],
    ['a search term of 101 characters', `?search=${'a'.repeat(101)}`],
  ])('refuses %s with a 400 in words', async (_name, query) => {
    const { status, body } = await readLog(query);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it('never reads an operator from the query: `targetId[$ne]` is an unknown parameter, ignored', async () => {
    const { status, body } = await readLog('?targetId[$ne]=x&targetId=c1');
    expect(status).toBe(200);
    expect(body.items.map((entry) => entry.target.id)).toEqual(['c1']);
  });

  it('offers no way to change or remove an entry', async () => {
    const [entry] = (await readLog()).body.items;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of [LOG_PATH, `${LOG_PATH}/${entry!.id}`]) {
        const response = await auth.client.request(method, path, { identity: admin, body: { action: 'x' } });
        expect(response.status).toBe(404);
      }
    }
    expect((await readLog()).body.total).toBe(3);
  });

  it('is for admins only', async () => {
    for (const identity of [{ kind: 'candidate', userId: adminId }, { kind: 'anonymous' }] as TIdentity[]) {
      const response = await auth.client.request('GET', LOG_PATH, { identity });
      expect([401, 403]).toContain(response.status);
    }
  });
});
