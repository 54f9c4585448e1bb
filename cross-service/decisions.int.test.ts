import { ZApiError } from '@gtm/contracts/api-errors';
import { ZDecisionsDue } from '@gtm/contracts/decisions';
import { ZInterviewRequest, ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * Decisions within five business days (issue 34, part 4) on real services: svc-clients keeps the company's time
 * zone (America/Los_Angeles), an employer asks for an interview on a Friday at 15:00 Los Angeles time and the
 * candidate accepts it through svc-candidates' routes; the decisions' consumer applies the published events; the
 * admins read the decision due the next Friday 23:59 Los Angeles time; the reminders' sweep (an injected clock)
 * reaches the company's users as e-mails through svc-clients' share-events worker, once.
 */
let s: TEmployerStack;
let admin: TIdentity;
let hiring: ReturnType<typeof createQueue<THiringEvent>>;
let stopShareWorker: () => Promise<void>;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Sharer');
  hiring = createQueue<THiringEvent>(QUEUES.hiringEvents, {
    redisUrl: s.candidates.ctx.redisUrl,
    log: s.candidates.ctx.log,
  });
  const worker = await s.clients.startShareEventsWorker();
  stopShareWorker = () => worker.close();
});
afterAll(async () => {
  await stopShareWorker?.();
  await hiring?.close();
  await s?.close();
});

/** The e-mail jobs of `template` svc-clients queued for these addresses, waiting until there are `count`. */
const emailsTo = async (addresses: string[], count: number) => {
  for (let tries = 0; tries < 200; tries++) {
    const jobs = (
      await s.clients.emailJobs.getJobs(['waiting', 'prioritized', 'delayed', 'completed', 'failed'])
    )
      .filter((job) => job.data.template === 'notice' && addresses.includes(job.data.to))
      .map((job) => ({ id: job.id as string, data: job.data }));
    if (jobs.length >= count) return jobs;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} notice e-mails were queued`);
};

describe('decisions within five business days, across services', () => {
  it("lists a Friday 15:00 Los Angeles interview as due the next Friday 23:59 in the company's zone, and reminds its users once", async () => {
    const combine = await s.combine();
    const kim = await s.candidate({
      first: 'Kimberly',
      last: 'Ostrander',
      privacy: { profilePublic: true, showContact: true },
      combineIds: [combine.id],
    });
    const company = await s.company({ viewType: 'anonymized' });
    await s.clients.companies.update(company.id, { time_zone: 'America/Los_Angeles' });
    const shared = await json(
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: [company.id],
      }),
      ZShareCombineAnswer,
    );
    const share = shared.shares[0]!;
    // Friday 12 March 2027, 15:00 PST (the clocks spring forward on Sunday 14 March).
    const start = '2027-03-12T23:00:00.000Z';
    const made = await json(
      await s.request(
        'POST',
        `/api/employer/combines/${share.id}/one-pagers/${kim.onePagerId}/interview-requests`,
        company.employer,
        { slots: [{ start, durationMinutes: 45 }], note: 'Video call' },
      ),
      ZInterviewRequest,
      201,
    );
    const accepted = await s.request(
      'POST',
      `/api/user/interview-requests/${made.id}/response`,
      kim.identity,
      {
        action: 'accept',
        slotIndex: 0,
      },
    );
    expect(accepted.status).toBe(200);

    // svc-candidates' worker applies the published events (read off the queue) to the decisions' consumer.
    const consumer = await s.candidates.decisions.consumer();
    const events = (await hiring.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
      .map((job) => job.data)
      .filter((event) => 'requestId' in event && event.requestId === made.id);
    expect(events.map((event) => event.type)).toContain('interview.answered');
    for (const event of events) await consumer.apply(event);

    const list = await json(
      await s.request('GET', `/api/admin/decisions?companyId=${company.id}`, admin),
      ZDecisionsDue,
    );
    expect(list.items).toEqual([
      {
        id: made.id,
        shareId: share.id,
        companyId: company.id,
        companyName: company.name,
        timeZone: 'America/Los_Angeles',
        combineId: combine.id,
        combineName: combine.name,
        onePagerId: kim.onePagerId,
        candidateName: 'Kimberly Ostrander',
        metAt: start,
        // Friday 19 March 2027, 23:59:59.999 PDT.
        dueAt: '2027-03-20T06:59:59.999Z',
        overdue: false,
      },
    ]);
    // An employer may not read it.
    await json(await s.request('GET', '/api/admin/decisions', company.employer), ZApiError, 403);

    // The third business day's reminder (Wednesday 17 March, 09:00 PDT) reaches each enabled user by e-mail.
    expect(await s.candidates.decisions.sweep(new Date('2027-03-17T16:00:00Z'))).toEqual({
      reminders: 1,
      overdue: 0,
    });
    expect(await s.candidates.decisions.sweep(new Date('2027-03-17T17:00:00Z'))).toEqual({
      reminders: 0,
      overdue: 0,
    });
    const users = await s.clients.users.enabledUsersOf(company.id);
    const addresses = users.map((user) => user.email);
    const sent = await emailsTo(addresses, users.length);
    expect(sent).toHaveLength(users.length);
    for (const email of sent) {
      expect(email.data.params).toMatchObject({
        title: 'Decision due by Friday 19 March on a candidate you met',
        link: `/employer/combines/${share.id}/candidates/${kim.onePagerId}`,
      });
      expect(email.data.params?.body).toContain('Friday 19 March, 23:59 (America/Los_Angeles time)');
      // The company sees candidates anonymized: no name in what it is sent.
      expect(JSON.stringify(email.data)).not.toContain('Kimberly');
      expect(JSON.stringify(email.data)).not.toContain('Ostrander');
    }
  });
});
