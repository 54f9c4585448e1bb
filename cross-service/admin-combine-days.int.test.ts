import type { TAuditEvent } from '@gtm/contracts/audit';
import {
  ZAdminCombineDay,
  ZAdminCombineDays,
  ZCandidateCombineDay,
  ZCombineDay,
  ZCombineDays,
} from '@gtm/contracts/combine-days';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { ZApiError } from '@gtm/contracts/api-errors';
import { ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { TIdentity } from '@gtm/contracts/identity';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { jobsData, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';

/**
 * An admin plans a combine day for a company (issue 47, item 7) through the employer's own service: the admins'
 * route books each segment in the candidate's ledger (another company's plan of the same afternoon never overlaps
 * it), invites the placed candidates as the company's plan does, refuses bad input in the same words, and writes
 * its audit entry; nobody but an admin may call it.
 */
let s: TEmployerStack;
let admin: TIdentity;
let emails: ReturnType<typeof createQueue<TEmailJob>>;

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Planner');
  emails = createQueue<TEmailJob>(QUEUES.email, {
    redisUrl: s.candidates.ctx.redisUrl,
    log: s.candidates.ctx.log,
  });
});
afterAll(async () => {
  await emails.close();
  await s.close();
});

/** A Wednesday at least two weeks ahead (UTC date), so every segment is in the future. */
const wednesday = () => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

describe('an admin plans a combine day for a company', () => {
  it('is refused to anyone but an admin, and books, invites and audits as the company’s plan does', async () => {
    const combine = await s.combine();
    const people = [];
    for (const first of ['Ari', 'Bo', 'Cal'])
      people.push(
        await s.candidate({
          first,
          last: 'Adminday',
          privacy: { profilePublic: true, showContact: false },
          combineIds: [combine.id],
        }),
      );
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
      date: wednesday(),
      from: '13:00',
      to: '14:00',
      timeZone: 'America/New_York',
      segmentMinutes: 15,
      breakMinutes: 5,
      breakAfter: 4,
      onePagerIds: people.map((person) => person.onePagerId),
      meetingUrl: 'https://meet.example.com/admin-planned',
    };
    const adminPath = `/api/talent-combines/${combine.id}/shares/${shareA}/days`;

    // Nobody but an admin: the company's own employer and a candidate are refused, and nothing is planned.
    expect((await s.request('POST', adminPath, companyA.employer, plan)).status).toBe(403);
    expect((await s.request('POST', `${adminPath}/preview`, companyA.employer, plan)).status).toBe(403);
    expect((await s.request('POST', adminPath, people[0]!.identity, plan)).status).toBe(403);
    const listed = await json(
      await s.request('GET', `/api/employer/combines/${shareA}/days`, companyA.employer),
      ZCombineDays,
    );
    expect(listed.items).toEqual([]);

    // The same validation, in the same words; another combine's share is 404.
    const bad = await json(
      await s.request('POST', adminPath, admin, { ...plan, segmentMinutes: 45 }),
      ZApiError,
      400,
    );
    expect(JSON.stringify(bad.issues)).toContain('Segments last 10 to 30 minutes.');
    const other = await s.combine();
    expect(
      (await s.request('POST', `/api/talent-combines/${other.id}/shares/${shareA}/days`, admin, plan)).status,
    ).toBe(404);

    // The preview saves nothing; the plan is the company's day, planned by the admin.
    const preview = await json(
      await s.request('POST', `${adminPath}/preview`, admin, plan),
      ZAdminCombineDay,
    );
    expect(preview.id).toBe('');
    expect(preview.segments).toHaveLength(3);
    const day = await json(await s.request('POST', adminPath, admin, plan), ZAdminCombineDay, 201);
    expect(day).toMatchObject({ shareId: shareA, companyId: companyA.id, combineId: combine.id });
    expect(day.segments).toHaveLength(3);
    const seen = await json(
      await s.request('GET', `/api/employer/combines/${shareA}/days/${day.id}`, companyA.employer),
      ZCombineDay,
    );
    expect(seen.segments.map((segment) => segment.start)).toEqual(
      day.segments.map((segment) => segment.start),
    );

    // Each placed candidate is invited, as a company's plan invites them.
    const invitations = (await jobsData(emails.queue)).filter(
      (job) => job.template === 'combine-day-calendar' && job.calendar?.dayId === day.id,
    );
    expect(invitations).toHaveLength(3);

    // Booked through the ledger: the other company's plan of the same afternoon overlaps none of the segments.
    const dayB = await json(
      await s.request('POST', `/api/employer/combines/${shareB}/days`, companyB.employer, {
        ...plan,
        to: '15:00',
      }),
      ZCombineDay,
      201,
    );
    for (const segment of dayB.segments) {
      const atA = day.segments.find((row) => row.onePagerId === segment.onePagerId)!;
      expect(overlaps(segment, atA)).toBe(false);
    }

    // Audited as the other admin writes are: who, which combine, which company and afternoon.
    const audit = (await jobsData(s.candidates.auditEvents)).filter(
      (event: TAuditEvent) =>
        event.action === 'talent-combine.combine-day-planned' && event.target.id === combine.id,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        target: expect.objectContaining({ type: 'talent-combine', id: combine.id }),
        changes: expect.arrayContaining([
          expect.objectContaining({ field: 'companyName', after: companyA.name }),
          expect.objectContaining({ field: 'segments', after: 3 }),
        ]),
      }),
    ]);
  });
});

describe('the admins’ calendar of a month', () => {
  it('answers each company’s days of the month with its company’s name and its own reading of the candidates', async () => {
    const combine = await s.combine();
    const people: Awaited<ReturnType<TEmployerStack['candidate']>>[] = [];
    for (const first of ['Dee', 'Eli'])
      people.push(
        await s.candidate({
          first,
          last: 'Calendar',
          privacy: { profilePublic: true, showContact: false },
          combineIds: [combine.id],
        }),
      );
    const companies = [
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
    const shareOf = (companyId: string) => shared.shares.find((share) => share.companyId === companyId)!.id;
    // A month three months ahead (every afternoon of it in the future), and a day of the month after it.
    const ahead = new Date(Date.now() + 92 * 86_400_000);
    const month = ahead.toISOString().slice(0, 7);
    const next = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth() + 1, 12));
    const lastDay = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth() + 1, 0)).getUTCDate();
    const plan = (date: string) => ({
      date,
      from: '13:00',
      to: '14:00',
      timeZone: 'America/New_York',
      segmentMinutes: 15,
      breakMinutes: 5,
      breakAfter: 4,
      onePagerIds: people.map((person) => person.onePagerId),
    });
    const days: TCombineDay[] = [];
    for (const [index, company] of companies.entries())
      days.push(
        await json(
          await s.request(
            'POST',
            `/api/employer/combines/${shareOf(company.id)}/days`,
            company.employer,
            plan(`${month}-1${index}`),
          ),
          ZCombineDay,
          201,
        ),
      );
    const later = await json(
      await s.request(
        'POST',
        `/api/employer/combines/${shareOf(companies[1]!.id)}/days`,
        companies[1]!.employer,
        plan(next.toISOString().slice(0, 10)),
      ),
      ZCombineDay,
      201,
    );
    // Dee confirms the first company's segment: that company reads her name, the third still an alias.
    await json(
      await s.request('POST', `/api/user/combine-days/${days[0]!.id}/response`, people[0]!.identity, {
        action: 'confirm',
      }),
      ZCandidateCombineDay,
    );

    const listed = await json(
      await s.request('GET', `/api/admin/combine-days?from=${month}-01&to=${month}-${lastDay}`, admin),
      ZAdminCombineDays,
    );
    const ids = days.map((day) => day.id);
    expect(listed.items.filter((item) => ids.includes(item.id)).map((item) => item.id)).toEqual(ids);
    expect(listed.items.some((item) => item.id === later.id)).toBe(false);
    for (const [index, company] of companies.entries()) {
      const item = listed.items.find((entry) => entry.id === days[index]!.id)!;
      const own = await json(
        await s.request(
          'GET',
          `/api/employer/combines/${shareOf(company.id)}/days/${days[index]!.id}`,
          company.employer,
        ),
        ZCombineDay,
      );
      expect(item).toMatchObject({
        companyId: company.id,
        companyName: company.name,
        combineId: combine.id,
        combineName: combine.name,
      });
      expect(item.segments.map((segment) => segment.displayName)).toEqual(
        own.segments.map((segment) => segment.displayName),
      );
    }
    const names = (index: number) =>
      listed.items.find((entry) => entry.id === days[index]!.id)!.segments.map((row) => row.displayName);
    expect(names(0)).toContain('Dee Calendar');
    expect(names(1).sort()).toEqual(['Dee Calendar', 'Eli Calendar']);
    expect(names(2)).not.toContain('Dee Calendar');
  });
});
