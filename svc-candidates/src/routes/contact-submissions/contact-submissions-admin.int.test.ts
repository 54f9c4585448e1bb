import { Types } from 'mongoose';
import { ZApiError } from '@gtm/contracts/api-errors';
import type { TAuditEvent } from '@gtm/contracts/audit';
import {
  CONTACT_SUBMISSION_ANSWERS,
  ZContactSubmission,
  ZContactSubmissionPage,
} from '@gtm/contracts/contact-submissions';
import type { TContactSubmission, TContactSubmissionStatus } from '@gtm/contracts/contact-submissions';
import type { TIdentity } from '@gtm/contracts/identity';
import { openCandidatesTestApp } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { createContactSubmissionsRepository } from './contact-submissions.repository.ts';

const PATH = '/api/contact-submissions';
const ADMIN: TIdentity = { kind: 'admin', userId: '665f1c0ffee0000000000a01', role: null };
const UNKNOWN_ID = '665f1c0ffee0000000000fff';

let t: TCandidatesTestApp;
/** The submissions of this suite by name, as stored. */
const stored = new Map<string, TContactSubmission>();

const SUBMISSIONS: [name: string, email: string, company: string, status: TContactSubmissionStatus][] = [
  ['Dana Reyes', 'dana@acme.test', 'Acme Analytics', 'new'],
  ['Élodie Martin', 'elodie@brightpath.test', 'Brightpath Software', 'inProgress'],
  ['Omar Haddad', 'omar@cobalt.test', 'Cobalt Cloud', 'completed'],
  ['Priya Shah', 'priya@acme.test', 'Acme Robotics', 'new'],
  ['Sam Lee', 'sam@driftwood.test', 'Driftwood Data', 'new'],
];

beforeAll(async () => {
  t = await openCandidatesTestApp();
  for (const [index, [name, email, company, status]] of SUBMISSIONS.entries()) {
    const submission = await t.submissions.create({
      name,
      email,
      company,
      message: `We need SDRs, message number ${index}.`,
    });
    if (status !== 'new') await t.submissions.setStatus(submission.id, status);
    // Distinct creation times, oldest first, so the list's order is known.
    const createdAt = new Date(Date.UTC(2026, 0, index + 1));
    await t.ctx.mongo.collection('contact_submissions').updateOne({ name }, { $set: { createdAt } });
    stored.set(name, { ...submission, status, createdAt: createdAt.toISOString() });
  }
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await t.client.request('GET', `${PATH}${query}`, { identity: ADMIN });
  expect(response.status).toBe(200);
  return ZContactSubmissionPage.parse(await response.json());
};
const names = async (query = '') => (await list(query)).items.map((item) => item.name);

const patch = (id: string, body: unknown, identity: TIdentity = ADMIN) =>
  t.client.request('PATCH', `${PATH}/${id}`, { identity, body });

const statusOf = async (id: string) =>
  (await t.ctx.mongo.collection('contact_submissions').findOne({ _id: new Types.ObjectId(id) }))?.status;

const auditEventsOf = async (id: string) =>
  (await t.auditEvents.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']))
    .map((job) => job.data as TAuditEvent)
    .filter((event) => event.target.id === id);

describe('GET /api/contact-submissions (admins)', () => {
  it('answers a page, newest first, with the total', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(page.items.map((item) => item.name)).toEqual([
      'Sam Lee',
      'Priya Shah',
      'Omar Haddad',
      'Élodie Martin',
      'Dana Reyes',
    ]);
    expect(page.items[0]).toEqual(ZContactSubmission.parse(page.items[0]));
    expect(await names('?order=asc')).toEqual([
      'Dana Reyes',
      'Élodie Martin',
      'Omar Haddad',
      'Priya Shah',
      'Sam Lee',
    ]);
  });

  it('pages without overlap', async () => {
    expect(await names('?pageSize=2')).toEqual(['Sam Lee', 'Priya Shah']);
    expect(await names('?pageSize=2&page=2')).toEqual(['Omar Haddad', 'Élodie Martin']);
    const last = await list('?pageSize=2&page=3');
    expect(last).toMatchObject({ total: 5, page: 3 });
    expect(last.items.map((item) => item.name)).toEqual(['Dana Reyes']);
    expect((await list('?page=9')).items).toEqual([]);
  });

  it('filters by status', async () => {
    expect(await names('?status=new')).toEqual(['Sam Lee', 'Priya Shah', 'Dana Reyes']);
    expect(await names('?status=inProgress')).toEqual(['Élodie Martin']);
    expect(await names('?status=completed')).toEqual(['Omar Haddad']);
    expect((await list('?status=all')).total).toBe(5);
  });

  it('searches inside the name, e-mail and company, ignoring case and accents, with the filter', async () => {
    expect(await names('?search=acme')).toEqual(['Priya Shah', 'Dana Reyes']);
    expect(await names('?search=ROBOT')).toEqual(['Priya Shah']);
    expect(await names('?search=elodie')).toEqual(['Élodie Martin']);
    expect(await names('?search=cobalt.test')).toEqual(['Omar Haddad']);
    expect(await names('?search=acme&status=new&pageSize=1')).toEqual(['Priya Shah']);
    expect((await list('?search=acme&status=new&pageSize=1')).total).toBe(2);
    expect(await names('?search=acme&status=completed')).toEqual([]);
    // The message is not searched; regex characters are plain text.
    expect(await names('?search=message')).toEqual([]);
    expect(await names('?search=a.*')).toEqual([]);
  });

  it('refuses a bad status filter, page or search in words', async () => {
    for (const [query, path] of [
      ['?status=archived', 'status'],
      ['?page=0', 'page'],
      ['?pageSize=101', 'pageSize'],
      [`?search=${'x'.repeat(101)}`, 'search'],
      ['?sort=email', 'sort'],
    ]) {
      const response = await t.client.request('GET', `${PATH}${query}`, { identity: ADMIN });
      expect(response.status).toBe(400);
      expect(ZApiError.parse(await response.json()).issues?.map((issue) => issue.path)).toEqual([path]);
    }
  });

  it('lists and finds submissions stored before the list was searchable', async () => {
    await t.ctx.mongo.collection('contact_submissions').insertOne({
      name: 'Old Timer',
      email: 'old@legacy.test',
      company: 'Legacy Corp',
      message: 'Stored by the previous version.',
      status: 'new',
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    });
    try {
      expect((await list()).total).toBe(6);
      expect(await names('?search=legacy')).toEqual([]);
      await createContactSubmissionsRepository(t.ctx.mongo);
      expect(await names('?search=legacy')).toEqual(['Old Timer']);
    } finally {
      await t.ctx.mongo.collection('contact_submissions').deleteOne({ name: 'Old Timer' });
    }
  });
});

describe('PATCH /api/contact-submissions/:id', () => {
  it('sets any status, answers the submission, and audits the change with before and after', async () => {
    const dana = stored.get('Dana Reyes')!;
    const response = await patch(dana.id, { status: 'inProgress' });
    expect(response.status).toBe(200);
    expect(ZContactSubmission.parse(await response.json())).toEqual({ ...dana, status: 'inProgress' });
    expect(await statusOf(dana.id)).toBe('inProgress');
    const back = await patch(dana.id, { status: 'new' });
    expect(back.status).toBe(200);
    // The same status again changes nothing and records nothing.
    expect((await patch(dana.id, { status: 'new' })).status).toBe(200);

    const events = await auditEventsOf(dana.id);
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.changes)).toEqual(
      expect.arrayContaining([
        [{ field: 'status', before: 'new', after: 'inProgress' }],
        [{ field: 'status', before: 'inProgress', after: 'new' }],
      ]),
    );
    expect(events[0]).toMatchObject({
      actorId: ADMIN.userId,
      action: 'contact-submission.status-changed',
      target: { type: 'contact-submission', id: dana.id, label: 'Dana Reyes (Acme Analytics)' },
    });
  });

  it('refuses a bad id, an unknown id and an invalid body in words, changing nothing', async () => {
    const sam = stored.get('Sam Lee')!;
    const badId = await patch('not-an-id', { status: 'completed' });
    expect(badId.status).toBe(400);
    expect(ZApiError.parse(await badId.json()).issues).toEqual([{ path: 'id', message: 'Not a valid id' }]);

    const unknown = await patch(UNKNOWN_ID, { status: 'completed' });
    expect(unknown.status).toBe(404);
    expect(ZApiError.parse(await unknown.json()).message).toBe(CONTACT_SUBMISSION_ANSWERS.notFound);

    for (const body of [{ status: 'archived' }, {}, { status: null }]) {
      const invalid = await patch(sam.id, body);
      expect(invalid.status).toBe(400);
      expect(ZApiError.parse(await invalid.json()).issues).toEqual([
        { path: 'status', message: 'Status must be one of new, inProgress, completed.' },
      ]);
    }
    expect((await patch(sam.id, '{"status":')).status).toBe(400);
    expect(await statusOf(sam.id)).toBe('new');
    expect(await auditEventsOf(sam.id)).toEqual([]);
    expect(await auditEventsOf(UNKNOWN_ID)).toEqual([]);
  });

  it.each<[TIdentity, number]>([
    [{ kind: 'anonymous' }, 401],
    [{ kind: 'candidate', userId: '665f1c0ffee0000000000c01', role: 'SDR' }, 403],
    [{ kind: 'employer', userId: '665f1c0ffee0000000000e01', role: null }, 403],
  ])('refuses another kind of session (%o -> %i), changing nothing', async (identity, status) => {
    const priya = stored.get('Priya Shah')!;
    const response = await patch(priya.id, { status: 'completed' }, identity);
    expect(response.status).toBe(status);
    expect(ZApiError.safeParse(await response.json()).success).toBe(true);
    expect(await statusOf(priya.id)).toBe('new');
    expect((await t.client.request('GET', PATH, { identity })).status).toBe(status);
  });
});
