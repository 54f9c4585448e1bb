import type { TClientShareEvent } from '@gtm/contracts/client-share-events';
import {
  COMBINE_DAY_MESSAGES,
  ZCandidateCombineDayDetail,
  ZCandidateCombineDays,
  ZCombineDay,
  ZCombineDays,
} from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { ZApiError } from '@gtm/contracts/api-errors';
import { ZShareCombineAnswer } from '@gtm/contracts/employer';
import { ZDecisionsDue } from '@gtm/contracts/decisions';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { jobsData, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * Combine days (issue 35) on real services, as the issue checks them: a preview saves nothing; a plan places the
 * candidates in their availability with the breaks, invites each (their segment's time and the meeting link)
 * and sends the company its afternoon; a confirmation names the candidate to an anonymized company; a move
 * keeps the UID and raises the SEQUENCE; a decline cancels the company's copy; a second company's plan never
 * overlaps the first's segments.
 */
let s: TEmployerStack;
let admin: TIdentity;
let emails: ReturnType<typeof createQueue<TEmailJob>>;
let shareEvents: ReturnType<typeof createQueue<TClientShareEvent>>;
let hiring: ReturnType<typeof createQueue<THiringEvent>>;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Days');
  const options = { redisUrl: s.candidates.ctx.redisUrl, log: s.candidates.ctx.log };
  emails = createQueue<TEmailJob>(QUEUES.email, options);
  shareEvents = createQueue<TClientShareEvent>(QUEUES.clientShareEvents, options);
  hiring = createQueue<THiringEvent>(QUEUES.hiringEvents, options);
});
afterAll(async () => {
  await emails.close();
  await shareEvents.close();
  await hiring.close();
  await s.close();
});

const emailJobs = async (dayId: string) =>
  (await jobsData(emails.queue)).filter(
    (job) => job.template === 'combine-day-calendar' && job.calendar?.dayId === dayId,
  );
const calendarEvents = async (dayId: string) =>
  (await jobsData(shareEvents.queue)).filter(
    (event): event is Extract<TClientShareEvent, { type: 'combine-day.calendar' }> =>
      event.type === 'combine-day.calendar' && event.dayId === dayId,
  );

/** A Thursday at least two weeks ahead (UTC date), so every segment is in the future. */
const thursday = () => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
/** The UTC instant of a New York wall-clock time on a day. */
const newYork = (date: string, time: string) => {
  const guess = new Date(`${date}T${time}:00Z`);
  const offset =
    new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' })).getTime() -
    new Date(guess.toLocaleString('en-US', { timeZone: 'America/New_York' })).getTime();
  return new Date(guess.getTime() + offset);
};

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

describe('combine days', () => {
  it('plans, invites, confirms, moves, declines and keeps two companies apart, as the issue checks', async () => {
    const date = thursday();
    const combine = await s.combine();
    const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus'];
    const people = [];
    for (const first of names)
      people.push(
        await s.candidate({
          first,
          last: 'Daytime',
          privacy: { profilePublic: true, showContact: false },
          combineIds: [combine.id],
        }),
      );
    const [ana, ben, , , , fay, gus] = people as [(typeof people)[number], ...typeof people];
    // Fay can meet 14:00-15:00 New York time that Thursday; Gus only 08:00-09:00.
    for (const [who, from, to] of [
      [fay!, '14:00', '15:00'],
      [gus!, '08:00', '09:00'],
    ] as const)
      expect(
        (
          await s.request('PUT', '/api/user/availability', who.identity, {
            timeZone: 'America/New_York',
            windows: [{ day: 'thu', from, to }],
          })
        ).status,
      ).toBe(200);
    const companyA = await s.company({ viewType: 'anonymized' });
    const companyB = await s.company({ viewType: 'full' });
    const shared = await json(
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: [companyA.id, companyB.id],
      }),
      ZShareCombineAnswer,
    );
    const shareA = shared.shares.find((share) => share.companyId === companyA.id)!.id;
    const shareB = shared.shares.find((share) => share.companyId === companyB.id)!.id;
    const plan = {
      date,
      from: '13:00',
      to: '16:00',
      timeZone: 'America/New_York',
      segmentMinutes: 15,
      breakMinutes: 10,
      breakAfter: 4,
      onePagerIds: people.map((person) => person.onePagerId),
      meetingUrl: 'https://meet.example.com/acme-combine',
    };
    const daysPath = (shareId: string) => `/api/employer/combines/${shareId}/days`;

    // 2. A preview answers the schedule and saves nothing.
    const preview = await json(
      await s.request('POST', `${daysPath(shareA)}/preview`, companyA.employer, plan),
      ZCombineDay,
    );
    expect(preview.id).toBe('');
    expect(preview.segments).toHaveLength(6);
    expect(
      (await json(await s.request('GET', daysPath(shareA), companyA.employer), ZCombineDays)).items,
    ).toEqual([]);
    // Bad input: 400 in the contract's words, nothing saved.
    const bad = await json(
      await s.request('POST', daysPath(shareA), companyA.employer, { ...plan, segmentMinutes: 45 }),
      ZApiError,
      400,
    );
    expect(JSON.stringify(bad.issues)).toContain('Segments last 10 to 30 minutes.');
    // Another company's share: 404.
    expect((await s.request('POST', daysPath(shareB), companyA.employer, plan)).status).toBe(404);

    // 3. A plans 13:00-16:00 New York time.
    const day = await json(
      await s.request('POST', daysPath(shareA), companyA.employer, plan),
      ZCombineDay,
      201,
    );
    const start = newYork(date, '13:00').getTime();
    const end = newYork(date, '16:00').getTime();
    expect(day.segments).toHaveLength(6);
    for (const segment of day.segments) {
      expect(Date.parse(segment.end) - Date.parse(segment.start)).toBe(15 * 60_000);
      expect(Date.parse(segment.start)).toBeGreaterThanOrEqual(start);
      expect(Date.parse(segment.end)).toBeLessThanOrEqual(end);
      // No segment inside the break after the fourth (14:00-14:10).
      expect(
        overlaps(segment, {
          start: newYork(date, '14:00').toISOString(),
          end: newYork(date, '14:10').toISOString(),
        }),
      ).toBe(false);
    }
    for (const [index, segment] of day.segments.entries())
      for (const other of day.segments.slice(index + 1)) expect(overlaps(segment, other)).toBe(false);
    const segmentOf = (result: TCombineDay, onePagerId: string) =>
      result.segments.find((segment) => segment.onePagerId === onePagerId)!;
    const faySegment = segmentOf(day, fay!.onePagerId);
    expect(Date.parse(faySegment.start)).toBeGreaterThanOrEqual(newYork(date, '14:00').getTime());
    expect(Date.parse(faySegment.end)).toBeLessThanOrEqual(newYork(date, '15:00').getTime());
    expect(day.unplaced).toEqual([
      expect.objectContaining({ onePagerId: gus!.onePagerId, reason: 'unavailable' }),
    ]);
    // Anonymized: nobody confirmed yet, so no segment names a candidate.
    for (const segment of day.segments) expect(segment.displayName).not.toContain('Daytime');

    // 4. Each placed candidate's invitation starts at its segment, tentative, without the meeting link (theirs
    // once they confirm, issue 47); the company's calendar holds the six segments, with the link.
    const invitations = await emailJobs(day.id);
    expect(invitations).toHaveLength(6);
    for (const segment of day.segments) {
      const job = invitations.find((row) => row.calendar!.events[0]!.onePagerId === segment.onePagerId)!;
      expect(job.calendar).toMatchObject({ method: 'REQUEST', dayZone: 'America/New_York' });
      expect(job.calendar!.meetingUrl).toBeUndefined();
      expect(job.calendar!.events).toEqual([
        expect.objectContaining({
          sequence: 0,
          start: segment.start,
          end: segment.end,
          status: 'invited',
        }),
      ]);
    }
    const [afternoon] = await calendarEvents(day.id);
    expect(afternoon).toMatchObject({ method: 'REQUEST', meetingUrl: plan.meetingUrl });
    expect(afternoon!.events).toHaveLength(6);
    for (const event of afternoon!.events) expect(event.summary).not.toContain('Daytime');

    // 5. Ana confirms: A's run of show names her; the others stay aliased.
    const anaDays = await json(
      await s.request('GET', '/api/user/combine-days', ana!.identity),
      ZCandidateCombineDays,
    );
    expect(anaDays.items).toEqual([
      expect.objectContaining({
        id: day.id,
        companyName: companyA.name,
        status: 'invited',
        meetingUrl: null,
      }),
    ]);
    await s.request('POST', `/api/user/combine-days/${day.id}/response`, ana!.identity, {
      action: 'confirm',
    });
    // Her confirmation: the same segment, SEQUENCE 1, confirmed, now with the link; the company's copy follows.
    const anaConfirmed = (await emailJobs(day.id)).filter(
      (job) =>
        job.calendar!.events[0]!.onePagerId === ana!.onePagerId &&
        job.calendar!.meetingUrl === plan.meetingUrl,
    );
    expect(anaConfirmed.map((job) => job.calendar!.events[0])).toEqual([
      expect.objectContaining({ sequence: 1, status: 'confirmed' }),
    ]);
    expect(
      (await calendarEvents(day.id)).some(
        (event) =>
          event.method === 'REQUEST' &&
          event.events.length === 1 &&
          event.events[0]!.onePagerId === ana!.onePagerId &&
          event.events[0]!.sequence === 1 &&
          event.events[0]!.status === 'confirmed',
      ),
    ).toBe(true);
    const shown = await json(
      await s.request('GET', `${daysPath(shareA)}/${day.id}`, companyA.employer),
      ZCombineDay,
    );
    expect(segmentOf(shown, ana!.onePagerId)).toMatchObject({
      status: 'confirmed',
      displayName: 'Ana Daytime',
    });
    expect(segmentOf(shown, ben!.onePagerId).displayName).not.toContain('Daytime');
    // Her confirmed segment is a meeting: A's decision on her falls due (the decisions' consumer, as the
    // worker applies the published event).
    const consumer = await s.candidates.decisions.consumer();
    const segmentEvents = (await jobsData(hiring.queue)).filter(
      (event) => event.type === 'combine-day.segment' && event.dayId === day.id,
    );
    expect(segmentEvents).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        onePagerId: ana!.onePagerId,
        start: segmentOf(day, ana!.onePagerId).start,
      }),
    ]);
    for (const event of segmentEvents) await consumer.apply(event);
    const due = await json(
      await s.request('GET', `/api/admin/decisions?companyId=${companyA.id}`, admin),
      ZDecisionsDue,
    );
    expect(due.items).toEqual([
      expect.objectContaining({ onePagerId: ana!.onePagerId, metAt: segmentOf(day, ana!.onePagerId).start }),
    ]);
    // Another candidate cannot read or answer Ana's day.
    expect((await s.request('GET', `/api/user/combine-days/${day.id}`, gus!.identity)).status).toBe(404);

    // 6. Ben moves to a free segment: the same UID (day and one-pager), a higher SEQUENCE, the new DTSTART.
    const benDay = await json(
      await s.request('GET', `/api/user/combine-days/${day.id}`, ben!.identity),
      ZCandidateCombineDayDetail,
    );
    const free = benDay.freeSegments[0]!;
    expect(day.segments.some((segment) => segment.start === free.start)).toBe(false);
    const taken = await json(
      await s.request('POST', `/api/user/combine-days/${day.id}/response`, ben!.identity, {
        action: 'move',
        start: segmentOf(day, ana!.onePagerId).start,
      }),
      ZApiError,
      409,
    );
    expect(taken.message).toBe(COMBINE_DAY_MESSAGES.segmentTaken);
    await s.request('POST', `/api/user/combine-days/${day.id}/response`, ben!.identity, {
      action: 'move',
      start: free.start,
    });
    const moved = (await emailJobs(day.id)).filter(
      (job) => job.calendar!.events[0]!.onePagerId === ben!.onePagerId,
    );
    // Confirmed at the time he chose, in words of its own (not the first invitation's), with the link.
    expect(moved.map((job) => job.calendar!.events[0])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sequence: 1, start: free.start, status: 'confirmed' }),
      ]),
    );
    const movedJob = moved.find((job) => job.calendar!.events[0]!.sequence === 1)!;
    expect(movedJob.params!.body).toMatch(
      /^You moved your 15-minute conversation with .+, and it is confirmed\./,
    );
    expect(movedJob.calendar!.meetingUrl).toBe(plan.meetingUrl);
    expect(
      (await calendarEvents(day.id)).some(
        (event) =>
          event.method === 'REQUEST' &&
          event.events.some(
            (row) => row.onePagerId === ben!.onePagerId && row.sequence === 1 && row.start === free.start,
          ),
      ),
    ).toBe(true);

    // 7. Fay declines: the company receives METHOD:CANCEL for her segment.
    await s.request('POST', `/api/user/combine-days/${day.id}/response`, fay!.identity, {
      action: 'decline',
      reason: 'A conflict',
    });
    expect(
      (await calendarEvents(day.id)).some(
        (event) =>
          event.method === 'CANCEL' &&
          event.events.length === 1 &&
          event.events[0]!.onePagerId === fay!.onePagerId,
      ),
    ).toBe(true);
    expect(
      (
        await json(
          await s.request('POST', `/api/user/combine-days/${day.id}/response`, fay!.identity, {
            action: 'confirm',
          }),
          ZApiError,
          409,
        )
      ).message,
    ).toBe(COMBINE_DAY_MESSAGES.answered);

    // 8. B plans the same afternoon with Ana (confirmed with A) and Ben (moved, confirmed): neither overlaps A's.
    const dayB = await json(
      await s.request('POST', daysPath(shareB), companyB.employer, {
        ...plan,
        onePagerIds: [ana!.onePagerId, ben!.onePagerId],
      }),
      ZCombineDay,
      201,
    );
    const current = await json(
      await s.request('GET', `${daysPath(shareA)}/${day.id}`, companyA.employer),
      ZCombineDay,
    );
    for (const person of [ana!, ben!]) {
      const atB = segmentOf(dayB, person.onePagerId);
      expect(atB).toBeDefined();
      expect(overlaps(atB, segmentOf(current, person.onePagerId))).toBe(false);
    }

    // The company cancels: every live invitation is cancelled; the candidates see it cancelled.
    const cancelled = await json(
      await s.request('POST', `${daysPath(shareB)}/${dayB.id}/cancel`, companyB.employer),
      ZCombineDay,
    );
    expect(cancelled.status).toBe('cancelled');
    expect((await s.request('POST', `${daysPath(shareB)}/${dayB.id}/cancel`, companyB.employer)).status).toBe(
      409,
    );
    expect(
      (await calendarEvents(dayB.id)).some((event) => event.method === 'CANCEL' && event.events.length === 2),
    ).toBe(true);
    const anaNow = await json(
      await s.request('GET', '/api/user/combine-days', ana!.identity),
      ZCandidateCombineDays,
    );
    expect(anaNow.items.find((item) => item.id === dayB.id)?.status).toBe('cancelled');

    // Once the afternoon is over, the analytics count A's day as held and Ana and Ben (confirmed at the time he
    // moved to) as met (B's day is cancelled).
    const later = new Date(end + 86_400_000);
    expect(await s.candidates.deps.combineDays.held({}, later)).toEqual({ held: 1, candidatesMet: 2 });
    expect(await s.candidates.deps.combineDays.held({}, new Date())).toEqual({ held: 0, candidatesMet: 0 });

    // The admins see every combine day.
    const listed = await json(await s.request('GET', '/api/admin/combine-days', admin), ZCombineDays);
    expect(listed.items.map((item) => item.id)).toEqual(expect.arrayContaining([day.id, dayB.id]));
    // Each day as its company sees it (A anonymized, B full view), its combine named, read once per share.
    const companyDays = [
      ...(await json(await s.request('GET', daysPath(shareA), companyA.employer), ZCombineDays)).items,
      ...(await json(await s.request('GET', daysPath(shareB), companyB.employer), ZCombineDays)).items,
    ];
    for (const own of companyDays) {
      const item = listed.items.find((entry) => entry.id === own.id);
      expect(item?.combineName).toBe(combine.name);
      expect(item?.segments.map((segment) => segment.displayName)).toEqual(
        own.segments.map((segment) => segment.displayName),
      );
    }
    expect((await s.request('GET', '/api/admin/combine-days', companyA.employer)).status).toBe(403);
  });
});
