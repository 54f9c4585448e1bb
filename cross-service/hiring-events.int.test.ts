import { Types } from 'mongoose';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import { ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { ZOnePagerDetail, ZOnePagerDraft } from '@gtm/contracts/talent';
import { createQueue } from '@gtm/service-kit/queue';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { jobsData, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * The existing writes publish the hiring loop's events (issue 25) through svc-candidates' outbox, each once
 * per change under an id derived from it: a one-pager made, a combine shared (one per company), a company's
 * first view of a candidate, a change of decision, and a registration (from the account-events worker).
 */
let s: TEmployerStack;
let admin: TIdentity;
let hiringQueue: ReturnType<typeof createQueue<THiringEvent>>;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Events');
  hiringQueue = createQueue<THiringEvent>(QUEUES.hiringEvents, {
    redisUrl: s.candidates.ctx.redisUrl,
    log: s.candidates.ctx.log,
  });
});
afterAll(async () => {
  await hiringQueue.close();
  await s.close();
});

const eventsOf = async (filter: (event: THiringEvent) => boolean) =>
  (await jobsData(hiringQueue.queue)).filter(filter);

describe('hiring events of the existing writes', () => {
  it('one-pager.ready, combine.shared, candidate.viewed once, evaluation.decided per change', async () => {
    const combine = await s.combine();
    const kim = await s.candidate({
      first: 'Kim',
      last: 'Eventful',
      privacy: { profilePublic: true, showContact: true },
      combineIds: [combine.id],
    });
    await s.candidate({
      first: 'Hidden',
      last: 'Eventless',
      privacy: { profilePublic: false, showContact: true },
      combineIds: [combine.id],
    });

    const draft = await json(
      await s.request('GET', `/api/candidate-profiles/${kim.profileId}/one-pager-draft`, admin),
      ZOnePagerDraft,
    );
    const made = await json(await s.request('POST', '/api/one-pagers', admin, draft), ZOnePagerDetail, 201);
    expect(
      await eventsOf((event) => event.type === 'one-pager.ready' && event.onePagerId === made.id),
    ).toEqual([
      expect.objectContaining({ eventId: `one-pager.ready.${made.id}`, candidateUserId: kim.userId }),
    ]);

    const company = await s.company({ viewType: 'anonymized' });
    const shared = await json(
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: [company.id],
      }),
      ZShareCombineAnswer,
    );
    const shareId = shared.shares[0]!.id;
    const sharedEvents = await eventsOf(
      (event) => event.type === 'combine.shared' && event.shareId === shareId,
    );
    expect(sharedEvents).toEqual([
      expect.objectContaining({
        combineId: combine.id,
        companyId: company.id,
        companyName: company.name,
        // The candidates clients may see only.
        candidates: [{ onePagerId: kim.onePagerId, candidateUserId: kim.userId }],
      }),
    ]);

    const path = `/api/employer/combines/${shareId}/one-pagers/${kim.onePagerId}`;
    expect((await s.request('GET', path, company.employer)).status).toBe(200);
    const colleague = await s.employerOf(company.id);
    expect((await s.request('GET', path, colleague)).status).toBe(200);
    expect((await s.request('GET', path, company.employer)).status).toBe(200);
    const viewed = await eventsOf((event) => event.type === 'candidate.viewed' && event.shareId === shareId);
    expect(viewed).toEqual([
      expect.objectContaining({
        eventId: `candidate.viewed.${company.id}.${kim.onePagerId}`,
        onePagerId: kim.onePagerId,
        candidateUserId: kim.userId,
        sharedAt: Date.parse(shared.shares[0]!.sharedAt),
      }),
    ]);

    const evaluate = (body: unknown) => s.request('PUT', `${path}/evaluation`, company.employer, body);
    expect((await evaluate({ decision: 'interested' })).status).toBe(200);
    expect((await evaluate({ decision: 'interested', rating: 3 })).status).toBe(200);
    expect((await evaluate({ decision: 'pass', passReason: 'Too junior' })).status).toBe(200);
    const decided = await eventsOf(
      (event) => event.type === 'evaluation.decided' && event.shareId === shareId,
    );
    expect(
      decided
        .sort((a, b) => a.at - b.at)
        .map((event) =>
          event.type === 'evaluation.decided' ? [event.previousDecision, event.decision] : [],
        ),
    ).toEqual([
      [null, 'interested'],
      ['interested', 'pass'],
    ]);
  });

  it('candidate.registered from the account-events worker, once per account', async () => {
    const worker = await s.candidates.startAccountEventsWorker();
    const driver = await openQueueDriver(QUEUES.accountEvents, s.candidates.ctx);
    try {
      const userId = new Types.ObjectId().toString();
      const event: TAccountEvent = {
        eventId: `registered-${userId}`,
        type: 'candidate.registered',
        userId,
        email: `fresh.${userId}@candidate.test`,
        name: 'Fresh Candidate',
        at: Date.now(),
      };
      await driver.settle('event', event, { attempts: 2 });
      // Delivered again under another id (svc-auth retried): the hiring event is stored once.
      await driver.settle('event', { ...event, eventId: `${event.eventId}-again` }, { attempts: 2 });
      expect(
        await eventsOf(
          (hiring) => hiring.type === 'candidate.registered' && hiring.candidateUserId === userId,
        ),
      ).toEqual([
        expect.objectContaining({
          eventId: `candidate.registered.${userId}`,
          name: 'Fresh Candidate',
          at: event.at,
        }),
      ]);
    } finally {
      await driver.close();
      await worker.close();
    }
  });
});
