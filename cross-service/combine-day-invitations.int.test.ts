import { ZCandidateCombineDayDetail, ZCandidateCombineDays, ZCombineDay } from '@gtm/contracts/combine-days';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { formatMeetingTime } from '@gtm/hiring/meeting-time';
import { createQueue } from '@gtm/service-kit/queue';
import { openAuthTestApp } from '../svc-auth/src/test-app.ts';
import type { TAuthMailTestApp, TStoredEmail } from '../svc-auth/src/test-app.ts';
import { jobsData, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * Combine day invitations that ask for an answer (issue 47, items 1-3), on real services through svc-auth's
 * e-mail worker into the SES stand-in: four candidates (one available in America/Chicago) in a combine shared
 * with a company; a day planned 13:00-15:00 New York time for three of them, with a meeting link. The Chicago
 * candidate's invitation says their segment's Chicago time and nowhere UTC; its .ics names them ATTENDEE
 * (RSVP=TRUE, PARTSTAT=NEEDS-ACTION) of a TENTATIVE event; neither it, the e-mail, their job nor the API gives
 * the link before they confirm; after, the same UID with a higher SEQUENCE, STATUS:CONFIRMED and the link.
 */
let s: TEmployerStack;
let mail: TAuthMailTestApp;
let admin: TIdentity;
let emails: ReturnType<typeof createQueue<TEmailJob>>;
let stopShareWorker: () => Promise<void>;

beforeAll(async () => {
  s = await openEmployerStack();
  mail = await openAuthTestApp({ mail: true });
  admin = await s.admin('Ada Invites');
  emails = createQueue<TEmailJob>(QUEUES.email, {
    redisUrl: s.candidates.ctx.redisUrl,
    log: s.candidates.ctx.log,
  });
  const worker = await s.clients.startShareEventsWorker();
  stopShareWorker = () => worker.close();
});
afterAll(async () => {
  await stopShareWorker?.();
  await emails?.close();
  await mail?.close();
  await s?.close();
});

type TDelivered = TStoredEmail & { attachments: { contentType: string; content: string }[] };
/** The invitations delivered to `to`, waiting until there are `count`. */
const deliveredTo = async (to: string, count: number): Promise<TDelivered[]> => {
  for (let tries = 0; tries < 300; tries++) {
    const messages = ((await mail.mailsTo(to)) as TDelivered[]).filter((message) =>
      message.attachments.some((part) => /calendar|ics/.test(part.contentType)),
    );
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} e-mails reached ${to}`);
};
/** A delivered message's calendar, unfolded, as lines. */
const calendarOf = (message: TDelivered) => {
  const part = message.attachments.find((row) => /calendar|ics/.test(row.contentType))!;
  return Buffer.from(part.content, 'base64')
    .toString('utf8')
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
};
const line = (lines: string[], name: string) => lines.find((row) => row.startsWith(name)) ?? '';

/** A Thursday at least two weeks ahead (UTC date), so every segment is in the future. */
const thursday = () => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

describe('combine day invitations (issue 47)', () => {
  it("write each reader's time, ask the candidate to answer and hold the link back until they confirm", async () => {
    const date = thursday();
    const combine = await s.combine();
    const people = [];
    for (const first of ['Chi', 'Ann', 'Bo', 'Dot'])
      people.push(
        await s.candidate({
          first,
          last: 'Invitee',
          privacy: { profilePublic: true, showContact: false },
          combineIds: [combine.id],
        }),
      );
    const [chi, ann, bo] = people as [(typeof people)[number], ...typeof people];
    // Chi can meet 12:00-14:00 Chicago time, the whole afternoon in New York.
    expect(
      (
        await s.request('PUT', '/api/user/availability', chi.identity, {
          timeZone: 'America/Chicago',
          windows: [{ day: 'thu', from: '12:00', to: '14:00' }],
        })
      ).status,
    ).toBe(200);
    const company = await s.company({ viewType: 'full' });
    await s.clients.companies.update(company.id, { time_zone: 'America/Los_Angeles' });
    const shared = await json(
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: [company.id],
      }),
      ZShareCombineAnswer,
    );
    const shareId = shared.shares[0]!.id;
    const meetingUrl = 'https://meet.example.com/issue-47-combine';
    const day = await json(
      await s.request('POST', `/api/employer/combines/${shareId}/days`, company.employer, {
        date,
        from: '13:00',
        to: '15:00',
        timeZone: 'America/New_York',
        segmentMinutes: 15,
        breakMinutes: 10,
        breakAfter: 4,
        onePagerIds: [chi, ann!, bo!].map((person) => person.onePagerId),
        meetingUrl,
      }),
      ZCombineDay,
      201,
    );
    expect(day.segments).toHaveLength(3);
    const segment = day.segments.find((row) => row.onePagerId === chi.onePagerId)!;
    const start = new Date(segment.start);
    const end = new Date(segment.end);

    // 1. Chi's invitation: their segment in Chicago time (the day's New York time beside it), nowhere UTC.
    const [invitation] = await deliveredTo(chi.email, 1);
    const chicago = formatMeetingTime(start, end, 'America/Chicago', 'America/New_York');
    expect(chicago).toMatch(/^Thursday, \w+ \d+, \d+:\d\d-\d+:\d\d [AP]M CST \(/);
    expect(invitation!.body.text).toContain(chicago);
    expect(`${invitation!.subject}\n${invitation!.body.text}\n${invitation!.body.html}`).not.toContain('UTC');

    // 2. Its .ics asks Chi to answer: ATTENDEE with RSVP and NEEDS-ACTION, TENTATIVE, SEQUENCE 0.
    const invited = calendarOf(invitation!);
    const attendee = line(invited, 'ATTENDEE');
    expect(attendee).toContain(chi.email);
    expect(attendee).toContain('RSVP=TRUE');
    expect(attendee).toContain('PARTSTAT=NEEDS-ACTION');
    expect(line(invited, 'ORGANIZER')).toMatch(/mailto:no-reply@/i);
    expect(invited).toContain('STATUS:TENTATIVE');
    expect(invited).toContain('SEQUENCE:0');
    const uid = line(invited, 'UID:');
    expect(uid).toBe(`UID:combine-day-${day.id}-${chi.onePagerId}@gtmcombine.com`);

    // 3. No link before the confirmation: not in the .ics, the e-mail, the candidates' jobs or the API.
    expect(invited.join('\n')).not.toContain(meetingUrl);
    expect(`${invitation!.body.text}${invitation!.body.html}`).not.toContain(meetingUrl);
    const candidateJobs = (await jobsData(emails.queue)).filter((job) =>
      [chi, ann!, bo!].some((person) => person.email === job.to),
    );
    expect(candidateJobs).toHaveLength(3);
    expect(JSON.stringify(candidateJobs)).not.toContain(meetingUrl);
    const list = await json(
      await s.request('GET', '/api/user/combine-days', chi.identity),
      ZCandidateCombineDays,
    );
    expect(list.items).toEqual([
      expect.objectContaining({ id: day.id, status: 'invited', meetingUrl: null }),
    ]);
    const detail = await json(
      await s.request('GET', `/api/user/combine-days/${day.id}`, chi.identity),
      ZCandidateCombineDayDetail,
    );
    expect(detail.meetingUrl).toBeNull();

    // The company's users read the afternoon in the company's zone, each segment tentative, with the link.
    const users = await s.clients.users.enabledUsersOf(company.id);
    const [afternoon] = await deliveredTo(users[0]!.email, 1);
    expect(afternoon!.body.text).toContain(
      formatMeetingTime(start, end, 'America/Los_Angeles', 'America/New_York'),
    );
    expect(afternoon!.body.text).toContain('PST');
    expect(afternoon!.body.text).toContain(`Meeting link: ${meetingUrl}`);
    const companyCopy = calendarOf(afternoon!);
    expect(companyCopy.filter((row) => row === 'STATUS:TENTATIVE')).toHaveLength(3);

    // Chi confirms: the same UID, a higher SEQUENCE, CONFIRMED and ACCEPTED, with the link.
    const confirmed = await json(
      await s.request('POST', `/api/user/combine-days/${day.id}/response`, chi.identity, {
        action: 'confirm',
      }),
      ZCandidateCombineDayDetail.pick({ id: true, meetingUrl: true, status: true }),
    );
    expect(confirmed).toEqual({ id: day.id, meetingUrl, status: 'confirmed' });
    const [, update] = await deliveredTo(chi.email, 2);
    const accepted = calendarOf(update!);
    expect(line(accepted, 'UID:')).toBe(uid);
    expect(accepted).toContain('SEQUENCE:1');
    expect(accepted).toContain('STATUS:CONFIRMED');
    expect(line(accepted, 'ATTENDEE')).toContain('PARTSTAT=ACCEPTED');
    expect(accepted.join('\n')).toContain(meetingUrl);
    expect(update!.body.text).toContain(`Meeting link: ${meetingUrl}`);
    expect(update!.body.text).toContain(chicago);
    expect(
      (await json(await s.request('GET', '/api/user/combine-days', chi.identity), ZCandidateCombineDays))
        .items,
    ).toEqual([expect.objectContaining({ id: day.id, status: 'confirmed', meetingUrl })]);
    // Ann, still invited, has no link.
    expect(
      (
        await json(
          await s.request('GET', `/api/user/combine-days/${day.id}`, ann!.identity),
          ZCandidateCombineDayDetail,
        )
      ).meetingUrl,
    ).toBeNull();

    // The company's copy follows: Chi's segment again, the same UID, a higher SEQUENCE, CONFIRMED.
    const [, companyUpdate] = await deliveredTo(users[0]!.email, 2);
    const followed = calendarOf(companyUpdate!);
    expect(line(followed, 'UID:')).toBe(uid);
    expect(followed).toContain('SEQUENCE:1');
    expect(followed).toContain('STATUS:CONFIRMED');
  });
});
