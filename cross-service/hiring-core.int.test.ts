import { ZApiError } from '@gtm/contracts/api-errors';
import {
  ZCandidateCombineDays,
  ZCombineDay,
  ZDebrief,
  ZPassUndecidedAnswer,
} from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { ZClientEvaluation, ZInterviewRequest, ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { TIdentity } from '@gtm/contracts/identity';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { anyOverlap } from '@gtm/hiring/intervals';
import type { TClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { jobsData, json } from './answers.ts';
import { pdfText } from './pdf-text.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * The hiring core's rules where features meet (issue 44), on real services: three companies planning the same
 * candidates at the same moment never book one twice; a candidate holding a segment cannot accept another
 * company's interview at that time; today's IANA zones are accepted; a day's read carries its slots; the debrief
 * ranks the day's candidates and passes only the undecided.
 */
let s: TEmployerStack;
let admin: TIdentity;
beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Core');
});
afterAll(() => s.close());

/** The Thursday `weeks` weeks after the one at least two weeks ahead (UTC date). */
const thursday = (weeks: number) => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCDate(day.getUTCDate() + weeks * 7);
  return day.toISOString().slice(0, 10);
};
const daysPath = (shareId: string) => `/api/employer/combines/${shareId}/days`;

describe('the hiring core', () => {
  let people: Awaited<ReturnType<TEmployerStack['candidate']>>[];
  let companies: Awaited<ReturnType<TEmployerStack['company']>>[];
  let shares: string[];

  beforeAll(async () => {
    // 1. Six new candidates in a combine shared with three companies.
    const combine = await s.combine();
    people = [];
    for (const first of ['Ava', 'Bo', 'Cal', 'Dot', 'Ed', 'Flo'])
      people.push(
        await s.candidate({
          first,
          last: 'Ledger',
          privacy: { profilePublic: true, showContact: false },
          combineIds: [combine.id],
        }),
      );
    companies = [
      await s.company({ viewType: 'anonymized' }),
      await s.company({ viewType: 'full' }),
      await s.company({ viewType: 'anonymized' }),
    ];
    const shared = await json(
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: companies.map((company) => company.id),
      }),
      ZShareCombineAnswer,
    );
    shares = companies.map((company) => shared.shares.find((share) => share.companyId === company.id)!.id);
  });

  const plan = (date: string, onePagerIds: string[]) => ({
    date,
    from: '13:00',
    to: '14:30',
    timeZone: 'America/New_York',
    segmentMinutes: 15,
    breakMinutes: 10,
    breakAfter: 4,
    onePagerIds,
  });

  it('books no candidate twice when three companies plan the same four at the same moment, five rounds', async () => {
    const four = people.slice(0, 4);
    for (let round = 0; round < 5; round += 1) {
      const date = thursday(round);
      // 2. The three companies plan the same four candidates at once.
      const answers = await Promise.all(
        companies.map((company, index) =>
          s.request(
            'POST',
            daysPath(shares[index]!),
            company.employer,
            plan(
              date,
              four.map((person) => person.onePagerId),
            ),
          ),
        ),
      );
      const days: TCombineDay[] = [];
      for (const answer of answers) days.push(await json(answer, ZCombineDay, 201));
      // Each company placed someone; whoever is not placed says why.
      for (const day of days) {
        expect(day.segments.length + day.unplaced.length).toBe(4);
        expect(day.segments.length).toBeGreaterThan(0);
      }
    }
    // No candidate has two overlapping live segments, across every company and round.
    for (const person of four) {
      const mine = (
        await json(await s.request('GET', '/api/user/combine-days', person.identity), ZCandidateCombineDays)
      ).items.filter((day) => day.status === 'invited' || day.status === 'confirmed');
      expect(mine.length).toBeGreaterThan(0);
      expect(
        anyOverlap(
          mine.map((day) => ({ start: new Date(day.segment.start), end: new Date(day.segment.end) })),
        ),
      ).toBe(false);
    }
  });

  it('refuses another company’s interview at a time the candidate holds a segment (409)', async () => {
    const [companyA, companyB] = companies;
    const ed = people[4]!;
    const day = await json(
      await s.request('POST', daysPath(shares[0]!), companyA!.employer, plan(thursday(6), [ed.onePagerId])),
      ZCombineDay,
      201,
    );
    const segment = day.segments[0]!;
    // 3. B asks Ed for an interview that overlaps his segment, and one that does not.
    const requestAt = async (start: string) =>
      json(
        await s.request(
          'POST',
          `/api/employer/combines/${shares[1]}/one-pagers/${ed.onePagerId}/interview-requests`,
          companyB!.employer,
          { slots: [{ start, durationMinutes: 30 }], note: 'A first call' },
        ),
        ZInterviewRequest,
        201,
      );
    const overlapping = await requestAt(new Date(Date.parse(segment.start) + 5 * 60_000).toISOString());
    const refused = await json(
      await s.request('POST', `/api/user/interview-requests/${overlapping.id}/response`, ed.identity, {
        action: 'accept',
        slotIndex: 0,
      }),
      ZApiError,
      409,
    );
    expect(refused.message).toBe(INTERVIEW_ANSWERS.timeBooked);
  });

  it('takes a placed candidate off the market: another company’s plan leaves them unplaced, “placed”', async () => {
    const [companyA, companyB] = companies;
    const flo = people[5]!;
    // 4. A records Flo hired; she confirms the claim.
    expect(
      (
        await s.request(
          'PUT',
          `/api/employer/combines/${shares[0]}/one-pagers/${flo.onePagerId}/outcome`,
          companyA!.employer,
          { stage: 'hired', startDate: thursday(4), annualSalary: 80_000 },
        )
      ).status,
    ).toBe(200);
    const claims = (await (await s.request('GET', '/api/user/placements', flo.identity)).json()) as {
      items: { id: string; status: string }[];
    };
    const claim = claims.items.find((item) => item.status === 'pending')!;
    expect(
      (
        await s.request('POST', `/api/user/placements/${claim.id}/response`, flo.identity, {
          action: 'confirm',
        })
      ).status,
    ).toBe(200);
    const preview = await json(
      await s.request(
        'POST',
        `${daysPath(shares[1]!)}/preview`,
        companyB!.employer,
        plan(thursday(12), [flo.onePagerId, people[0]!.onePagerId]),
      ),
      ZCombineDay,
    );
    expect(preview.unplaced).toEqual([
      expect.objectContaining({ onePagerId: flo.onePagerId, reason: 'placed' }),
    ]);
    expect(preview.segments.map((segment) => segment.onePagerId)).toEqual([people[0]!.onePagerId]);
  });

  it('adds a late candidate into a free segment that overlaps no other, invites them, and refuses twice', async () => {
    const [, , companyC] = companies;
    const shareC = shares[2]!;
    const [ava, bo, cal] = people;
    const day = await json(
      await s.request(
        'POST',
        daysPath(shareC),
        companyC!.employer,
        plan(thursday(14), [ava!.onePagerId, bo!.onePagerId]),
      ),
      ZCombineDay,
      201,
    );
    expect(day.segments).toHaveLength(2);
    const addPath = `${daysPath(shareC)}/${day.id}/candidates`;
    const added = await json(
      await s.request('POST', addPath, companyC!.employer, { onePagerId: cal!.onePagerId }),
      ZCombineDay,
      201,
    );
    expect(added.segments.map((segment) => segment.onePagerId).sort()).toEqual(
      [ava!.onePagerId, bo!.onePagerId, cal!.onePagerId].sort(),
    );
    expect(
      anyOverlap(
        added.segments.map((segment) => ({ start: new Date(segment.start), end: new Date(segment.end) })),
      ),
    ).toBe(false);
    const calSegment = added.segments.find((segment) => segment.onePagerId === cal!.onePagerId)!;
    expect(calSegment.status).toBe('invited');
    expect(added.slots.filter((slot) => slot.kind === 'segment')).toHaveLength(3);
    // Cal is invited: the day is on their list.
    const mine = (
      await json(await s.request('GET', '/api/user/combine-days', cal!.identity), ZCandidateCombineDays)
    ).items;
    expect(mine.some((row) => row.id === day.id && row.status === 'invited')).toBe(true);
    // The printed schedule holds every segment's candidate and time, and the break.
    const pdf = await s.request('GET', `${daysPath(shareC)}/${day.id}/schedule.pdf`, companyC!.employer);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const segment of added.segments) expect(text).toContain(segment.displayName);
    for (const time of ['1:00 PM', '1:15 PM', '1:30 PM']) expect(text).toContain(time);
    expect(text).toContain('Break');
    expect(text).toContain('America/New_York');
    // Twice: 409; not of the share: 400; another company's day: 404.
    expect(
      (await s.request('POST', addPath, companyC!.employer, { onePagerId: cal!.onePagerId })).status,
    ).toBe(409);
    expect(
      (await s.request('POST', addPath, companyC!.employer, { onePagerId: '0123456789abcdef01234567' }))
        .status,
    ).toBe(400);
    expect(
      (await s.request('POST', addPath, companies[0]!.employer, { onePagerId: cal!.onePagerId })).status,
    ).toBe(404);
  });

  it('reminds the candidate and the company a day and an hour before, each once, and again at a moved time', async () => {
    const [, , companyC] = companies;
    const ed = people[4]!;
    const options = { redisUrl: s.candidates.ctx.redisUrl, log: s.candidates.ctx.log };
    const emails = createQueue<TEmailJob>(QUEUES.email, options);
    const shareEvents = createQueue<TClientShareEvent>(QUEUES.clientShareEvents, options);
    try {
      const day = await json(
        await s.request(
          'POST',
          daysPath(shares[2]!),
          companyC!.employer,
          plan(thursday(16), [ed.onePagerId]),
        ),
        ZCombineDay,
        201,
      );
      const start = Date.parse(day.segments[0]!.start);
      const at = (hoursBefore: number, from = start) => new Date(from - hoursBefore * 3_600_000);
      const sweep = s.candidates.sweepCombineDayReminders;
      const reminders = async () => ({
        candidate: (await emails.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
          .filter((job) => job.id?.startsWith(`combine-day-reminder.${day.id}.`))
          .map((job) => job.id),
        company: (await jobsData(shareEvents.queue)).filter(
          (event) =>
            event.type === 'company.notice' && event.eventId.startsWith(`combine-day-reminder.${day.id}.`),
        ).length,
      });
      // 6. Nothing 25 hours before; a day before, Ed and the company; once.
      expect((await sweep(at(25))).sent).toBe(0);
      expect((await sweep(at(23))).sent).toBe(2);
      expect((await sweep(at(22))).sent).toBe(0);
      expect(await reminders()).toEqual({
        candidate: [`combine-day-reminder.${day.id}.${ed.onePagerId}.${start}.day`],
        company: 1,
      });
      // An hour before: the hour's, once.
      expect((await sweep(at(0.5))).sent).toBe(2);
      expect((await sweep(at(0.25))).sent).toBe(0);
      // Ed moves to a later free segment: reminded again at the new time.
      const free = (
        (await (await s.request('GET', `/api/user/combine-days/${day.id}`, ed.identity)).json()) as {
          freeSegments: { start: string }[];
        }
      ).freeSegments.at(-1)!;
      expect(
        (
          await s.request('POST', `/api/user/combine-days/${day.id}/response`, ed.identity, {
            action: 'move',
            start: free.start,
          })
        ).status,
      ).toBe(200);
      const moved = Date.parse(free.start);
      // Ed, and the company, whose afternoon now begins at the moved segment.
      expect((await sweep(at(0.5, moved))).sent).toBe(2);
      expect((await reminders()).candidate).toContain(
        `combine-day-reminder.${day.id}.${ed.onePagerId}.${moved}.hour`,
      );
    } finally {
      await emails.close();
      await shareEvents.close();
    }
  });

  it('accepts today’s IANA zones for a plan and for a company, stored by their current name', async () => {
    for (const timeZone of [
      'Asia/Kolkata',
      'Europe/Kyiv',
      'America/Argentina/Buenos_Aires',
      'Asia/Calcutta',
    ]) {
      // 5. A plan in the zone (a preview: nothing booked)...
      const preview = await json(
        await s.request('POST', `${daysPath(shares[2]!)}/preview`, companies[2]!.employer, {
          ...plan(thursday(8), [people[5]!.onePagerId]),
          timeZone,
        }),
        ZCombineDay,
      );
      expect(preview.timeZone).toBe(timeZone === 'Asia/Calcutta' ? 'Asia/Kolkata' : timeZone);
      // ... and a company's.
      const edited = await s.clients.client.request(
        'PATCH',
        `/api/admin/client-companies/${companies[2]!.id}`,
        {
          identity: admin,
          body: { time_zone: timeZone },
        },
      );
      expect(edited.status).toBe(200);
      expect(((await edited.json()) as { time_zone: string }).time_zone).toBe(preview.timeZone);
    }
  });

  it('answers a day’s slots in order (segment, break, free) and ranks its debrief; “pass on the rest” passes only the undecided', async () => {
    const [, companyB] = companies;
    const shareB = shares[1]!;
    const [ava, bo, cal] = people;
    const day = await json(
      await s.request(
        'POST',
        daysPath(shareB),
        companyB!.employer,
        // An afternoon of five slots (a break after four) for three candidates: segments, a break and free slots.
        plan(thursday(10), [ava!.onePagerId, bo!.onePagerId, cal!.onePagerId]),
      ),
      ZCombineDay,
      201,
    );
    // 6. The slots, in time order, of each kind.
    expect(new Set(day.slots.map((slot) => slot.kind))).toEqual(new Set(['segment', 'break', 'free']));
    const starts = day.slots.map((slot) => Date.parse(slot.start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(day.slots.filter((slot) => slot.kind === 'segment').map((slot) => slot.onePagerId)).toEqual(
      day.segments.map((segment) => segment.onePagerId),
    );
    expect(day.counts).toMatchObject({ placed: day.segments.length, free: expect.any(Number) });

    // 7. B is interested in the last placed and rates them 4 with a note; passes on another.
    const placed = day.segments.map((segment) => segment.onePagerId);
    const [first, second, last] = placed as [string, string, string];
    const evaluate = async (onePagerId: string, body: object) =>
      json(
        await s.request(
          'PUT',
          `/api/employer/combines/${shareB}/one-pagers/${onePagerId}/evaluation`,
          companyB!.employer,
          body,
        ),
        ZClientEvaluation,
      );
    await evaluate(last, { decision: 'interested', rating: 4 });
    await s.request('PUT', `/api/employer/combines/${shareB}/one-pagers/${last}/note`, companyB!.employer, {
      text: 'Strong discovery questions.',
    });
    await evaluate(second, { decision: 'pass', passReason: 'Not enough outbound.' });
    const debriefPath = `${daysPath(shareB)}/${day.id}/debrief`;
    const debrief = await json(await s.request('GET', debriefPath, companyB!.employer), ZDebrief);
    expect(debrief.items.map((item) => [item.onePagerId, item.decision])).toEqual([
      [last, 'interested'],
      [first, null],
      [second, 'pass'],
    ]);
    expect(debrief.items[0]).toMatchObject({
      rating: 4,
      privateNote: { text: 'Strong discovery questions.' },
    });
    // Another company reads none of it.
    expect((await s.request('GET', debriefPath, companies[0]!.employer)).status).toBe(404);

    // "Pass on the rest": a reason is required; then only the undecided is passed.
    expect(
      (await s.request('POST', `${debriefPath}/pass-undecided`, companyB!.employer, { reason: ' ' })).status,
    ).toBe(400);
    const after = await json(
      await s.request('POST', `${debriefPath}/pass-undecided`, companyB!.employer, {
        reason: 'We hired from this afternoon.',
      }),
      ZPassUndecidedAnswer,
    );
    expect(after.passed).toBe(1);
    expect(after.items.map((item) => [item.onePagerId, item.decision])).toEqual([
      [last, 'interested'],
      [first, 'pass'],
      [second, 'pass'],
    ]);
    // Again: nobody is left undecided.
    expect(
      (
        await json(
          await s.request('POST', `${debriefPath}/pass-undecided`, companyB!.employer, { reason: 'Again.' }),
          ZPassUndecidedAnswer,
        )
      ).passed,
    ).toBe(0);
  });
});
