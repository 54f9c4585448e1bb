import type { TClientShareEvent } from '@gtm/contracts/client-share-events';
import { ZCombineDay } from '@gtm/contracts/combine-days';
import { ZInterviewRequest, ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { TIdentity } from '@gtm/contracts/identity';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { ZOutcome } from '@gtm/contracts/outcomes';
import { PLACEMENT_ANSWERS, ZCandidatePlacements } from '@gtm/contracts/placements';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { openQueueDriver } from '@gtm/service-kit/test-context';
import { errorOf, jobsData, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * An erased candidate leaves the hiring loop (security issue 45, issue 47), as the issue checks it on real
 * services: the candidate has a pending hire claim at one company, a combine day segment at another and an agreed
 * interview, then erases their account. The admins' confirmation of the claim is 409 (no fee, no invoice for
 * "Erased person"); the company with the segment gets METHOD:CANCEL for it and the day's time is free; the
 * company of the interview gets its cancellation, and the candidate gets nothing. A job run twice sends nothing
 * twice.
 */
let s: TEmployerStack;
let admin: TIdentity;
let emails: ReturnType<typeof createQueue<TEmailJob>>;
let shareEvents: ReturnType<typeof createQueue<TClientShareEvent>>;
let stopShareWorker: () => Promise<void>;
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Erasure');
  const options = { redisUrl: s.candidates.ctx.redisUrl, log: s.candidates.ctx.log };
  emails = createQueue<TEmailJob>(QUEUES.email, options);
  shareEvents = createQueue<TClientShareEvent>(QUEUES.clientShareEvents, options);
  // svc-clients turns the share events into its users' e-mails, as its worker does.
  const worker = await s.clients.startShareEventsWorker();
  stopShareWorker = () => worker.close();
});
afterAll(async () => {
  await stopShareWorker?.();
  await emails?.close();
  await shareEvents?.close();
  await s?.close();
});

/** Polls `check` until it holds (the workers are asynchronous); answers whether it did. */
const eventually = async (check: () => Promise<boolean>, tries = 200) => {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
};

/** A Thursday at least two weeks ahead (UTC date), so every segment is in the future. */
const thursday = () => {
  const day = new Date(Date.now() + 14 * DAY_MS);
  while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const employerPath = (shareId: string, onePagerId: string, rest: string) =>
  `/api/employer/combines/${shareId}/one-pagers/${onePagerId}${rest}`;

describe('an erased candidate leaves the hiring loop', () => {
  it('withdraws their pending claim (409 to confirm) and cancels their segment and agreed interview with the companies', async () => {
    const combine = await s.combine();
    const erin = await s.candidate({
      first: 'Erin',
      last: 'Leaving',
      privacy: { profilePublic: true, showContact: true },
      combineIds: [combine.id],
    });
    const companyA = await s.company({ viewType: 'full' });
    const companyB = await s.company({ viewType: 'anonymized' });
    const shared = await json(
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: [companyA.id, companyB.id],
      }),
      ZShareCombineAnswer,
    );
    const shareOf = (companyId: string) => shared.shares.find((share) => share.companyId === companyId)!.id;
    const [shareA, shareB] = [shareOf(companyA.id), shareOf(companyB.id)];

    // A's interview is agreed, then A records the hire: a claim waiting for the candidate.
    const asked = await json(
      await s.request(
        'POST',
        employerPath(shareA, erin.onePagerId, '/interview-requests'),
        companyA.employer,
        {
          slots: [{ start: new Date(Date.now() + 3 * DAY_MS).toISOString(), durationMinutes: 30 }],
          note: 'Let us talk',
        },
      ),
      ZInterviewRequest,
      201,
    );
    expect(
      (
        await s.request('POST', `/api/user/interview-requests/${asked.id}/response`, erin.identity, {
          action: 'accept',
          slotIndex: 0,
        })
      ).status,
    ).toBe(200);
    await json(
      await s.request('PUT', employerPath(shareA, erin.onePagerId, '/outcome'), companyA.employer, {
        stage: 'hired',
        startDate: dayFromNow(30),
        annualSalary: 90000,
      }),
      ZOutcome,
    );
    const [claim] = (
      await json(await s.request('GET', '/api/user/placements', erin.identity), ZCandidatePlacements)
    ).items;
    expect(claim).toMatchObject({ companyName: companyA.name, status: 'pending' });

    // B plans a combine day with her.
    const daysPath = `/api/employer/combines/${shareB}/days`;
    const day = await json(
      await s.request('POST', daysPath, companyB.employer, {
        date: thursday(),
        from: '13:00',
        to: '16:00',
        timeZone: 'America/New_York',
        segmentMinutes: 15,
        breakMinutes: 10,
        breakAfter: 4,
        onePagerIds: [erin.onePagerId],
        meetingUrl: 'https://meet.example.com/erasure',
      }),
      ZCombineDay,
      201,
    );
    expect(day.segments).toEqual([expect.objectContaining({ onePagerId: erin.onePagerId })]);

    // She erases her account; the worker's job runs twice (a replay after a crash: another delivery).
    const worker = await s.candidates.startAccountEventsWorker();
    const driver = await openQueueDriver(QUEUES.accountEvents, s.candidates.ctx);
    try {
      const deleted = {
        eventId: `deleted-${erin.userId}`,
        type: 'account.deleted',
        userId: erin.userId,
        kind: 'candidate',
        at: Date.now(),
      };
      await driver.settle('event', deleted, { attempts: 2 });
      await driver.settle('event', { ...deleted, eventId: `${deleted.eventId}-again` }, { attempts: 2 });
    } finally {
      await driver.close();
      await worker.close();
    }

    // The claim is withdrawn: an admin's confirmation is 409, nothing confirmed.
    const refused = await errorOf(
      await s.request('POST', `/api/admin/placements/${claim!.id}/confirm`, admin),
      409,
    );
    expect(refused.message).toBe(PLACEMENT_ANSWERS.notPending);
    expect(await s.candidates.deps.placements.findById(claim!.id)).toMatchObject({
      status: 'withdrawn',
      answeredBy: 'portal',
      fee: null,
      invoice: null,
    });

    // B's calendar copy of her segment is cancelled, once (the same UID, SEQUENCE 1), naming nobody; the day's
    // time is free.
    const cancels = (await jobsData(shareEvents.queue)).filter(
      (event): event is Extract<TClientShareEvent, { type: 'combine-day.calendar' }> =>
        event.type === 'combine-day.calendar' && event.dayId === day.id && event.method === 'CANCEL',
    );
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.companyId).toBe(companyB.id);
    expect(cancels[0]!.events).toEqual([
      expect.objectContaining({
        onePagerId: erin.onePagerId,
        sequence: 1,
        start: day.segments[0]!.start,
        summary: 'Combine day: A candidate',
      }),
    ]);
    const after = await json(await s.request('GET', `${daysPath}/${day.id}`, companyB.employer), ZCombineDay);
    expect(after.segments).toEqual([]);
    const [userB] = await s.clients.users.enabledUsersOf(companyB.id);
    const emailed = async () =>
      (await jobsData(emails.queue)).filter(
        (job) => job.template === 'combine-day-calendar' && job.calendar?.dayId === day.id,
      );
    expect(
      await eventually(async () =>
        (await emailed()).some((job) => job.to === userB!.email && job.calendar?.method === 'CANCEL'),
      ),
    ).toBe(true);

    // A's agreed interview is cancelled in A's calendar (SEQUENCE 1, the reason); nothing goes to her.
    const invitations = (await jobsData(shareEvents.queue)).filter(
      (event): event is Extract<TClientShareEvent, { type: 'interview.invitation' }> =>
        event.type === 'interview.invitation' && event.requestId === asked.id,
    );
    expect(invitations.filter((event) => event.template === 'interview-cancelled')).toEqual([
      expect.objectContaining({
        companyId: companyA.id,
        candidateEmail: '',
        params: expect.objectContaining({ sequence: '1', reason: INTERVIEW_ANSWERS.candidateLeftReason }),
      }),
    ]);
    const [userA] = await s.clients.users.enabledUsersOf(companyA.id);
    const interviewMails = async () =>
      (await jobsData(emails.queue)).filter(
        (job) => job.template === 'interview-cancelled' && job.ref === `interview:${asked.id}`,
      );
    expect(
      await eventually(async () => (await interviewMails()).some((job) => job.to === userA!.email)),
    ).toBe(true);
    expect((await interviewMails()).map((job) => job.to)).not.toContain(erin.email);
    expect(JSON.stringify(await interviewMails())).not.toContain('Erin');
  });
});
