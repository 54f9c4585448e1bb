import { Types } from 'mongoose';
import {
  EMPLOYER_ANSWERS,
  ZEmployerOnePager,
  ZInterviewRequest,
  ZShareCombineAnswer,
  ZShareFeedback,
} from '@gtm/contracts/employer';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import {
  INTERVIEW_ANSWERS,
  ZCandidateInterviewRequest,
  ZCandidateInterviewRequests,
} from '@gtm/contracts/interview-requests';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { openAuthTestApp } from '../svc-auth/src/test-app.ts';
import type { TAuthMailTestApp, TStoredEmail } from '../svc-auth/src/test-app.ts';
import { errorOf, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * Interview requests, answered (issue 25), on real services: an employer asks, the candidate accepts, declines or
 * proposes other times, the company confirms, reschedules or cancels; each change publishes its hiring event,
 * and an agreed, moved or cancelled time reaches both sides as an e-mail with an iCalendar part, through
 * svc-clients (the company's users) and svc-auth's e-mail worker into the SES stand-in.
 */
let s: TEmployerStack;
let mail: TAuthMailTestApp;
let admin: TIdentity;
let hiring: ReturnType<typeof createQueue<THiringEvent>>;
let stopShareWorker: () => Promise<void>;
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  s = await openEmployerStack();
  mail = await openAuthTestApp({ mail: true });
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
  await mail?.close();
  await s?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const employerPath = (shareId: string, onePagerId: string, rest = '') =>
  `/api/employer/combines/${shareId}/one-pagers/${onePagerId}${rest}`;

const eventsOf = async (requestId: string) =>
  (await hiring.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
    .map((job) => job.data)
    .filter((event) => 'requestId' in event && event.requestId === requestId);

/** The invitations delivered to `to` by the SES stand-in, waiting until there are `count`. */
type TDelivered = TStoredEmail & {
  attachments: { contentType: string; content: string; filename?: string }[];
};
const deliveredTo = async (to: string, count: number): Promise<TDelivered[]> => {
  for (let tries = 0; tries < 200; tries++) {
    // The invitations only (a candidate also hears of a request by the e-mail it had before).
    const messages = ((await mail.mailsTo(to)) as TDelivered[]).filter((message) =>
      message.attachments.some((part) => /calendar|ics/.test(part.contentType)),
    );
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} e-mails reached ${to}`);
};
/** The calendar of a delivered message, unfolded, and the content types of its calendar parts. */
const calendarOf = (message: TDelivered) => {
  const parts = message.attachments.filter((part) => /calendar|ics/.test(part.contentType));
  expect(parts.length).toBeGreaterThan(0);
  const text = Buffer.from(parts[0]!.content, 'base64').toString('utf8');
  return {
    types: parts.map((part) => part.contentType),
    lines: text.replace(/\r\n[ \t]/g, '').split('\r\n'),
  };
};

/** A candidate in a combine shared with a company (full view unless said), and a second employer of it. */
const setUp = async (options: { viewType?: 'full' | 'anonymized'; showContact?: boolean } = {}) => {
  const combine = await s.combine();
  const kim = await s.candidate({
    first: 'Kimberly',
    last: 'Ostrander',
    privacy: { profilePublic: true, showContact: options.showContact ?? true },
    combineIds: [combine.id],
  });
  const company = await s.company({ viewType: options.viewType ?? 'full' });
  const colleague = await s.employerOf(company.id);
  const shared = await json(
    await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, { companyIds: [company.id] }),
    ZShareCombineAnswer,
  );
  const share = shared.shares[0]!;
  const users = await s.clients.users.enabledUsersOf(company.id);
  const request = async (
    slots = [{ start: inDays(2), durationMinutes: 45 }, { start: inDays(3) }],
    note = 'Video call',
  ) =>
    json(
      await s.request(
        'POST',
        employerPath(share.id, kim.onePagerId, '/interview-requests'),
        company.employer,
        {
          slots,
          note,
        },
      ),
      ZInterviewRequest,
      201,
    );
  const respond = (id: string, body: unknown, identity: TIdentity = kim.identity) =>
    s.request('POST', `/api/user/interview-requests/${id}/response`, identity, body);
  const change = (id: string, action: string, body: unknown, identity: TIdentity = company.employer) =>
    s.request(
      'POST',
      employerPath(share.id, kim.onePagerId, `/interview-requests/${id}/${action}`),
      identity,
      body,
    );
  return { combine, kim, company, colleague, share, users, request, respond, change };
};

describe('the candidate answers', () => {
  it('lists the request; accepting slot 0 agrees the time, publishes the events, e-mails both sides an invitation', async () => {
    const { kim, company, share, users, request, respond } = await setUp();
    const made = await request();
    expect(made).toMatchObject({ status: 'pending', acceptedSlot: null, answer: null, candidate: null });

    // One open request per candidate and company.
    const second = await errorOf(
      await s.request(
        'POST',
        employerPath(share.id, kim.onePagerId, '/interview-requests'),
        company.employer,
        {
          slots: [{ start: inDays(4) }],
        },
      ),
      409,
    );
    expect(second.message).toBe(INTERVIEW_ANSWERS.oneOpen);

    const listed = await json(
      await s.request('GET', '/api/user/interview-requests', kim.identity),
      ZCandidateInterviewRequests,
    );
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: made.id,
        companyName: company.name,
        status: 'pending',
        acceptedSlot: null,
        note: 'Video call',
        slots: made.slots,
      }),
    ]);

    const accepted = await json(
      await respond(made.id, { action: 'accept', slotIndex: 0 }),
      ZCandidateInterviewRequest,
    );
    expect(accepted).toMatchObject({ status: 'accepted', acceptedSlot: made.slots[0] });
    const listedAgain = await json(
      await s.request('GET', '/api/user/interview-requests', kim.identity),
      ZCandidateInterviewRequests,
    );
    expect(listedAgain.items[0]?.status).toBe('accepted');
    // Answered once: a second answer is refused, whatever it is.
    expect((await errorOf(await respond(made.id, { action: 'decline', reason: 'No' }), 409)).message).toBe(
      INTERVIEW_ANSWERS.accepted,
    );

    const events = await eventsOf(made.id);
    expect(events.map((event) => [event.type, 'action' in event ? event.action : null])).toEqual(
      expect.arrayContaining([
        ['interview.requested', null],
        ['interview.answered', 'accept'],
      ]),
    );
    expect(events.find((event) => event.type === 'interview.requested')).toMatchObject({
      eventId: `interview.requested.${made.id}`,
      shareId: share.id,
      companyId: company.id,
      onePagerId: kim.onePagerId,
      candidateUserId: kim.userId,
    });

    // Both sides: the candidate and each of the company's users.
    const [toKim] = await deliveredTo(kim.email, 1);
    expect(toKim!.subject).toBe(`Interview confirmed: ${kim.name} and ${company.name}`);
    expect(toKim!.body.text).toContain(`Your interview with ${company.name} is confirmed for`);
    const kimCalendar = calendarOf(toKim!);
    expect(kimCalendar.types).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(text\/calendar|application\/ics)/)]),
    );
    expect(kimCalendar.lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:interview-${made.id}@gtmcombine.com`,
        'SEQUENCE:0',
        `DTSTART:${made.slots[0]!.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
      ]),
    );
    expect(kimCalendar.lines.find((line) => line.startsWith('ORGANIZER'))).toContain('GTM Combine');
    const attendees = kimCalendar.lines.filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees.some((line) => line.toLowerCase().includes(kim.email.toLowerCase()))).toBe(true);
    // The company's attendee: the user who asked.
    const requester = await s.clients.users.findByUserId(company.employer.userId!);
    expect(attendees.some((line) => line.toLowerCase().includes(requester!.email.toLowerCase()))).toBe(true);
    for (const user of users) {
      const [toUser] = await deliveredTo(user.email, 1);
      const lines = calendarOf(toUser!).lines;
      expect(lines).toEqual(
        expect.arrayContaining(['METHOD:REQUEST', `UID:interview-${made.id}@gtmcombine.com`]),
      );
    }

    // The employer reads it on the candidate's page, and may add it to a calendar; so may the candidate.
    const page = await json(
      await s.request('GET', employerPath(share.id, kim.onePagerId), company.employer),
      ZEmployerOnePager,
    );
    expect(page.interviewRequests[0]).toMatchObject({
      status: 'accepted',
      acceptedSlot: made.slots[0],
      candidate: { name: kim.name, email: kim.email },
    });
    for (const [path, identity] of [
      [`/api/user/interview-requests/${made.id}/ics`, kim.identity],
      [employerPath(share.id, kim.onePagerId, `/interview-requests/${made.id}/ics`), company.employer],
    ] as const) {
      const ics = await s.request('GET', path, identity);
      expect(ics.status).toBe(200);
      expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(ics.headers.get('content-disposition')).toContain('interview.ics');
      const text = await ics.text();
      expect(text).toContain('METHOD:PUBLISH');
      expect(text).toContain(`UID:interview-${made.id}@gtmcombine.com`);
    }
  });

  it('declines with a reason, or proposes other times the company confirms; the admins read it all', async () => {
    const { kim, company, combine, share, request, respond, change } = await setUp();
    const declined = await request();
    expect((await errorOf(await respond(declined.id, { action: 'decline' }), 400)).message).toBe(
      INTERVIEW_ANSWERS.reasonRequired,
    );
    expect(
      await json(
        await respond(declined.id, { action: 'decline', reason: 'I took another offer' }),
        ZCandidateInterviewRequest,
      ),
    ).toMatchObject({
      status: 'declined',
      answer: { action: 'decline', reason: 'I took another offer' },
    });
    // Declined is closed: another request may be made, the declined one no longer changes.
    expect((await errorOf(await change(declined.id, 'cancel', {}), 409)).message).toBe(
      INTERVIEW_ANSWERS.declined,
    );

    const asked = await request();
    const proposed = [
      { start: inDays(5), durationMinutes: 30 },
      { start: inDays(6), durationMinutes: 60 },
    ];
    const answered = await json(
      await respond(asked.id, { action: 'propose', slots: proposed, note: 'Mornings suit me better' }),
      ZCandidateInterviewRequest,
    );
    expect(answered).toMatchObject({
      status: 'proposed',
      answer: { action: 'propose', note: 'Mornings suit me better' },
    });
    expect(answered.answer?.slots.map((slot) => slot.durationMinutes)).toEqual([30, 60]);

    const page = await json(
      await s.request('GET', employerPath(share.id, kim.onePagerId), company.employer),
      ZEmployerOnePager,
    );
    expect(page.interviewRequests.find((row) => row.id === asked.id)?.answer?.note).toBe(
      'Mornings suit me better',
    );

    expect((await errorOf(await change(asked.id, 'confirm', { slotIndex: 4 }), 400)).message).toBe(
      INTERVIEW_ANSWERS.slotIndexInvalid,
    );
    const confirmed = await json(await change(asked.id, 'confirm', { slotIndex: 1 }), ZInterviewRequest);
    expect(confirmed).toMatchObject({ status: 'accepted', acceptedSlot: answered.answer!.slots[1] });
    expect((await errorOf(await change(asked.id, 'confirm', { slotIndex: 0 }), 409)).message).toBe(
      INTERVIEW_ANSWERS.accepted,
    );
    const [invite] = await deliveredTo(kim.email, 1);
    expect(calendarOf(invite!).lines).toEqual(
      expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:0', `UID:interview-${asked.id}@gtmcombine.com`]),
    );
    expect(
      (await eventsOf(asked.id)).map((event) => ('action' in event ? event.action : event.type)),
    ).toEqual(expect.arrayContaining(['interview.requested', 'propose', 'confirm']));

    const feedback = await json(
      await s.request('GET', `/api/talent-combines/${combine.id}/shares/${share.id}`, admin),
      ZShareFeedback,
    );
    const requests = feedback.candidates.find((row) => row.onePagerId === kim.onePagerId)!.interviewRequests;
    expect(requests.map((row) => [row.id, row.status])).toEqual(
      expect.arrayContaining([
        [declined.id, 'declined'],
        [asked.id, 'accepted'],
      ]),
    );
    expect(requests.find((row) => row.id === declined.id)?.answer?.reason).toBe('I took another offer');
  });

  it('refuses bad answers with 400 and changes nothing', async () => {
    const { request, respond } = await setUp();
    const made = await request();
    const refused = async (body: unknown, message: string) => {
      expect((await errorOf(await respond(made.id, body), 400)).message).toBe(message);
    };
    await refused({ action: 'maybe' }, INTERVIEW_ANSWERS.actionInvalid);
    await refused({ action: 'accept', slotIndex: 2 }, INTERVIEW_ANSWERS.slotIndexInvalid);
    await refused({ action: 'accept', slotIndex: 1.5 }, INTERVIEW_ANSWERS.slotIndexInvalid);
    await refused({ action: 'propose', slots: [] }, EMPLOYER_ANSWERS.slotsRequired);
    await refused({ action: 'propose', slots: [{ start: inDays(-1) }] }, EMPLOYER_ANSWERS.slotInPast);
    await refused({ action: 'propose', slots: [{ start: inDays(181) }] }, EMPLOYER_ANSWERS.slotTooFar);
    await refused(
      { action: 'propose', slots: [1, 2, 3, 4, 5, 6].map((day) => ({ start: inDays(day) })) },
      EMPLOYER_ANSWERS.slotsTooMany,
    );
    // One clock read for both: two reads can fall in different minutes.
    const twice = inDays(2);
    await refused(
      { action: 'propose', slots: [{ start: twice }, { start: twice }] },
      EMPLOYER_ANSWERS.slotDuplicate,
    );
    expect(
      (
        await errorOf(
          await respond(made.id, { action: 'propose', slots: [{ start: inDays(2), durationMinutes: 5 }] }),
          400,
        )
      ).issues?.[0]?.path,
    ).toContain('slots');
    const [stored] = await s.candidates.deps.interviewRequests.requestsOfCandidate(
      (await s.candidates.deps.interviewRequests.findRequest(made.id))!.candidateUserId,
    );
    expect(stored).toMatchObject({ status: 'pending', answer: null });
    expect(await eventsOf(made.id)).toHaveLength(1);
  });

  it('refuses answers to requests whose times have passed (409), which no longer block a new request', async () => {
    const { kim, company, share, request, respond } = await setUp();
    const made = await request();
    // Its times passed: moved into the past in the database, as time would.
    await s.candidates.ctx.mongo
      .collection('interview_requests')
      .updateOne(
        { _id: new Types.ObjectId(made.id) },
        { $set: { slots: [{ start: new Date(Date.now() - DAY_MS), durationMinutes: 30 }] } },
      );
    expect((await errorOf(await respond(made.id, { action: 'accept', slotIndex: 0 }), 409)).message).toBe(
      INTERVIEW_ANSWERS.expired,
    );
    expect(
      (await errorOf(await respond(made.id, { action: 'propose', slots: [{ start: inDays(2) }] }), 409))
        .message,
    ).toBe(INTERVIEW_ANSWERS.expired);
    const again = await s.request(
      'POST',
      employerPath(share.id, kim.onePagerId, '/interview-requests'),
      company.employer,
      {
        slots: [{ start: inDays(2) }],
      },
    );
    expect(again.status).toBe(201);
  });
});

describe('one open request per company and candidate', () => {
  it('holds when two users of the company ask at the same moment: one is stored, the other refused (409)', async () => {
    const { kim, company, colleague, share } = await setUp();
    const ask = (identity: TIdentity) =>
      s.request('POST', employerPath(share.id, kim.onePagerId, '/interview-requests'), identity, {
        slots: [{ start: inDays(2) }],
      });
    const answers = await Promise.all([ask(company.employer), ask(colleague), ask(company.employer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(((await answer.json()) as { message: string }).message).toBe(INTERVIEW_ANSWERS.oneOpen);
    expect(await s.candidates.deps.interviewRequests.requestsOf([company.id], [kim.onePagerId])).toHaveLength(
      1,
    );
  });
});

describe('the company changes its request', () => {
  it('reschedules (both calendars drop the agreed time at once: same UID, SEQUENCE 1, METHOD:CANCEL; the new time: SEQUENCE 2), then cancels (METHOD:CANCEL)', async () => {
    const { kim, company, colleague, share, request, respond, change } = await setUp({
      viewType: 'anonymized',
      showContact: false,
    });
    const made = await request();
    await json(await respond(made.id, { action: 'accept', slotIndex: 1 }), ZCandidateInterviewRequest);
    await deliveredTo(kim.email, 1);

    // Anonymized, contact not shared: the name for the meeting, no e-mail, in the page and in the invitation.
    const users = await s.clients.users.enabledUsersOf(company.id);
    const [toUser] = await deliveredTo(users[0]!.email, 1);
    const userLines = calendarOf(toUser!).lines;
    expect(userLines.join('\n')).toContain(kim.name);
    expect(userLines.join('\n').toLowerCase()).not.toContain(kim.email.toLowerCase());
    expect(toUser!.body.text).not.toContain(kim.email);

    const moved = await json(
      await change(made.id, 'reschedule', {
        slots: [{ start: inDays(8), durationMinutes: 60 }],
        note: 'Sorry, a clash',
      }),
      ZInterviewRequest,
    );
    expect(moved).toMatchObject({
      status: 'pending',
      acceptedSlot: null,
      note: 'Sorry, a clash',
      candidate: null,
    });
    // Before anyone answers, both sides' calendars drop the agreed time: the same UID, a higher SEQUENCE.
    const dropped = await deliveredTo(kim.email, 2);
    expect(calendarOf(dropped[1]!).lines).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'SEQUENCE:1', `UID:interview-${made.id}@gtmcombine.com`]),
    );
    expect(dropped[1]!.body.text).toContain(`Reason: ${INTERVIEW_ANSWERS.rescheduledReason}`);
    const [, droppedForUser] = await deliveredTo(users[0]!.email, 2);
    expect(calendarOf(droppedForUser!).lines).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'SEQUENCE:1', `UID:interview-${made.id}@gtmcombine.com`]),
    );
    // A colleague of the same company may change it too; the candidate chooses the new time.
    await json(await respond(made.id, { action: 'accept', slotIndex: 0 }), ZCandidateInterviewRequest);
    const revised = await deliveredTo(kim.email, 3);
    expect(revised[2]!.subject).toBe(`Interview moved: ${kim.name} and ${company.name}`);
    expect(calendarOf(revised[2]!).lines).toEqual(
      expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:2', `UID:interview-${made.id}@gtmcombine.com`]),
    );

    const page = await json(
      await s.request('GET', employerPath(share.id, kim.onePagerId), colleague),
      ZEmployerOnePager,
    );
    expect(page.displayName).not.toBe(kim.name);
    expect(page.interviewRequests[0]?.candidate).toEqual({ name: kim.name, email: null });

    const cancelled = await json(
      await change(made.id, 'cancel', { reason: 'Role filled' }, colleague),
      ZInterviewRequest,
    );
    expect(cancelled.status).toBe('cancelled');
    const withCancel = await deliveredTo(kim.email, 4);
    expect(withCancel[3]!.subject).toBe(`Interview cancelled: ${kim.name} and ${company.name}`);
    expect(withCancel[3]!.body.text).toContain('Reason: Role filled');
    expect(calendarOf(withCancel[3]!).lines).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'SEQUENCE:3',
        'STATUS:CANCELLED',
        `UID:interview-${made.id}@gtmcombine.com`,
      ]),
    );
    // The candidate reads who cancelled it and why.
    const listed = await json(
      await s.request('GET', '/api/user/interview-requests', kim.identity),
      ZCandidateInterviewRequests,
    );
    expect(listed.items.find((item) => item.id === made.id)?.cancelled).toEqual({
      by: 'company',
      reason: 'Role filled',
    });
    // Cancelled: nothing more to answer or change; no calendar to download.
    expect((await errorOf(await respond(made.id, { action: 'accept', slotIndex: 0 }), 409)).message).toBe(
      INTERVIEW_ANSWERS.cancelled,
    );
    expect((await errorOf(await change(made.id, 'cancel', {}), 409)).message).toBe(
      INTERVIEW_ANSWERS.cancelled,
    );
    expect(
      (
        await errorOf(
          await s.request('GET', `/api/user/interview-requests/${made.id}/ics`, kim.identity),
          409,
        )
      ).message,
    ).toBe(INTERVIEW_ANSWERS.noInvitation);
    expect(
      (await eventsOf(made.id))
        .filter((event) => event.type === 'interview.updated')
        .map((event) => ('action' in event ? event.action : '')),
    ).toEqual(expect.arrayContaining(['reschedule', 'cancel']));
  });
});

describe('who reaches what', () => {
  it("answers 404 to another candidate and to another company's users, 403 to other kinds; changes nothing", async () => {
    const { kim, share, request, respond, change } = await setUp();
    const made = await request();
    const other = await s.candidate({
      first: 'Otto',
      last: 'Other',
      privacy: { profilePublic: true, showContact: true },
    });
    expect(
      (await errorOf(await respond(made.id, { action: 'accept', slotIndex: 0 }, other.identity), 404))
        .message,
    ).toBe(INTERVIEW_ANSWERS.requestNotFound);
    expect(
      (await s.request('GET', `/api/user/interview-requests/${made.id}/ics`, other.identity)).status,
    ).toBe(404);
    expect(
      (
        await json(
          await s.request('GET', '/api/user/interview-requests', other.identity),
          ZCandidateInterviewRequests,
        )
      ).items,
    ).toEqual([]);

    const stranger = (await s.company({ viewType: 'full' })).employer;
    for (const [action, body] of [
      ['confirm', { slotIndex: 0 }],
      ['reschedule', { slots: [{ start: inDays(3) }] }],
      ['cancel', {}],
    ] as const) {
      expect((await errorOf(await change(made.id, action, body, stranger), 404)).message).toBe(
        EMPLOYER_ANSWERS.shareNotFound,
      );
    }
    // The candidate's answer route is the candidate's; the company's routes are the company's.
    expect((await respond(made.id, { action: 'accept', slotIndex: 0 }, admin)).status).toBe(403);
    expect(
      (
        await s.request(
          'POST',
          employerPath(share.id, kim.onePagerId, `/interview-requests/${made.id}/cancel`),
          kim.identity,
          {},
        )
      ).status,
    ).toBe(403);
    expect((await s.candidates.deps.interviewRequests.findRequest(made.id))?.status).toBe('pending');
  });
});
