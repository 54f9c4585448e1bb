import { Types } from 'mongoose';
import { ZApiError } from '@gtm/contracts/api-errors';
import type { TAeProfileInput } from '@gtm/contracts/candidate-profile';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZPage } from '@gtm/contracts/list-query';
import {
  CANDIDATE_ADMIN_ANSWERS,
  ZCandidateProfileDeleted,
  ZCandidateProfileDetail,
  ZCandidateProfileRow,
  ZCandidateReminderAnswer,
  ZCandidateUserRow,
} from '@gtm/contracts/talent';
import type { TCandidateProfileRow, TCandidateUserRow } from '@gtm/contracts/talent';
import { cleanupDeletedProfile } from '../../jobs/candidate-cleanup.worker.ts';
import { openCandidatesTestApp, SAMPLE_PDF, SAMPLE_PNG, SAMPLE_SDR_PROFILE } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';
import { syncAdminListFields } from './list-fields-sync.ts';

let t: TCandidatesTestApp;
beforeAll(async () => {
  t = await openCandidatesTestApp();
});
afterAll(() => t.close());

const ADMIN: TIdentity = { kind: 'admin', userId: new Types.ObjectId().toString(), role: null };
const ZProfilePage = ZPage(ZCandidateProfileRow);
const ZUserPage = ZPage(ZCandidateUserRow);

const AE: TAeProfileInput = {
  location: 'Denver, CO',
  salesMethodologies: ['MEDDIC', 'Challenger Sale', 'SPIN'],
  acvRanges: '$50,000 - $100,000',
  dealCycleLength: '3-6 months',
  industries: 'SaaS, FinTech, Healthcare',
  personas: 'CFO, VP Finance',
  quotaVsActual: '2024: 120% of a $900k quota',
  favoriteDeal: {
    situation: 'A stalled renewal at a fintech.',
    action: 'Rebuilt the business case with the CFO.',
    result: 'Closed a 3-year expansion at 2x ACV.',
  },
  lookingFor: 'A mid-market SaaS team',
  companyType: 'SaaS/Software',
  companySize: 'Mid-size (201-1,000)',
};

let serial = 0;
/** A registration as svc-auth's event records it (a unique tag keeps each test's rows apart). */
const registration = async (name: string, options: { at?: Date; email?: string } = {}) => {
  serial += 1;
  const userId = new Types.ObjectId().toString();
  const email = options.email ?? `${name.toLowerCase().replace(/\W+/g, '.')}.${serial}@example.test`;
  await t.deps.accounts.registered({ userId, email, name, at: options.at ?? new Date(Date.now() - serial) });
  return { userId, email, name };
};

/** A registration with a profile, written by the onboarding form as the candidate submits it. */
const candidate = async (
  name: string,
  options: { status?: 'active' | 'inactive' | 'pending'; role?: 'SDR' | 'AE'; email?: string } = {},
) => {
  const account = await registration(name, options);
  const identity: TIdentity = { kind: 'candidate', userId: account.userId, role: options.role ?? 'SDR' };
  const form = new FormData();
  form.append('data', JSON.stringify(options.role === 'AE' ? AE : SAMPLE_SDR_PROFILE));
  form.append('resume', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'cv.pdf');
  form.append('headshot', new Blob([new Uint8Array(SAMPLE_PNG)], { type: 'image/png' }), 'me.png');
  const path = `/api/candidate/onboarding/${options.role === 'AE' ? 'ae' : 'sdr'}`;
  const response = await t.app.request(path, {
    method: 'POST',
    headers: t.ctx.signed(identity, 'POST', path),
    body: form,
  });
  expect(response.status).toBe(201);
  const profile = await t.deps.profiles.findByUserId(account.userId);
  if (options.status && options.status !== 'pending') {
    await t.deps.profiles.adminUpdate(profile!._id.toString(), { status: options.status });
  }
  return { ...account, identity, profileId: profile!._id.toString() };
};

const get = (path: string, identity: TIdentity = ADMIN) => t.client.request('GET', path, { identity });
const errorOf = async (response: Response) => ZApiError.parse(await response.json());
const profilesPage = async (query: string) => {
  const response = await get(`/api/candidate-profiles?${query}`);
  expect(response.status).toBe(200);
  return ZProfilePage.parse(await response.json());
};
const usersPage = async (query: string) => {
  const response = await get(`/api/all-candidate-users?${query}`);
  expect(response.status).toBe(200);
  return ZUserPage.parse(await response.json());
};
const auditOf = async (targetId: string) =>
  (await t.auditEvents.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
    .map((job) => job.data)
    .filter((event) => event.target.id === targetId);

const names = (rows: readonly (TCandidateProfileRow | TCandidateUserRow)[]) => rows.map((row) => row.name);

describe('GET /api/candidate-profiles', () => {
  const tag = 'Zephyrine';
  beforeAll(async () => {
    await candidate(`${tag} Adams`, { status: 'active', email: 'adams.zeph@example.test' });
    await candidate(`${tag} Brooks`, { status: 'inactive', role: 'AE' });
    await candidate(`${tag} Carter`, { status: 'active' });
    await candidate('Unrelated Person', { email: 'zephyrine-fan@example.test', status: 'pending' });
  });

  it('searches inside names and e-mails, case- and accent-insensitively', async () => {
    const page = await profilesPage(`search=${encodeURIComponent('ZÉPHYR')}&sort=name&order=asc`);
    expect(names(page.items)).toEqual(['Unrelated Person', `${tag} Adams`, `${tag} Brooks`, `${tag} Carter`]);
    expect(page.total).toBe(4);
    const byEmail = await profilesPage('search=adams.zeph');
    expect(names(byEmail.items)).toEqual([`${tag} Adams`]);
    expect(byEmail.items[0]).toMatchObject({ email: 'adams.zeph@example.test', status: 'active' });
  });

  it('filters by status, and the filter really filters', async () => {
    const active = await profilesPage(`search=${tag}&status=active&sort=name&order=asc`);
    expect(names(active.items)).toEqual([`${tag} Adams`, `${tag} Carter`]);
    const inactive = await profilesPage(`search=${tag}&status=inactive`);
    expect(names(inactive.items)).toEqual([`${tag} Brooks`]);
    expect(inactive.items[0]).toMatchObject({
      role: 'AE',
      methodologies: ['MEDDIC', 'Challenger Sale', 'SPIN'],
      industries: ['SaaS', 'FinTech', 'Healthcare'],
      location: 'Denver, CO',
    });
    expect((await profilesPage(`search=${tag}&status=pending`)).items.map((row) => row.name)).toEqual([
      'Unrelated Person',
    ]);
  });

  it('sorts and pages on the server', async () => {
    const first = await profilesPage(`search=${tag}&sort=name&order=desc&pageSize=2&page=1`);
    const second = await profilesPage(`search=${tag}&sort=name&order=desc&pageSize=2&page=2`);
    expect(names(first.items)).toEqual([`${tag} Carter`, `${tag} Brooks`]);
    expect(names(second.items)).toEqual([`${tag} Adams`, 'Unrelated Person']);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    const beyond = await profilesPage(`search=${tag}&pageSize=2&page=9`);
    expect(beyond).toMatchObject({ items: [], total: 4, page: 9 });
    const byEmail = await profilesPage(`search=${tag}&sort=email&order=asc`);
    expect(byEmail.items.map((row) => row.email)).toEqual([...byEmail.items.map((row) => row.email)].sort());
  });

  it.each([
    ['status=archived', 'status'],
    ['sort=password', 'sort'],
    ['order=sideways', 'order'],
    ['page=0', 'page'],
    ['pageSize=1000', 'pageSize'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await get(`/api/candidate-profiles?${query}`);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    expect(error.message.length).toBeGreaterThan(5);
  });

  it('is for admins only', async () => {
    const response = await get('/api/candidate-profiles', {
      kind: 'candidate',
      userId: new Types.ObjectId().toString(),
      role: 'SDR',
    });
    expect(response.status).toBe(403);
  });
});

describe('GET, PUT /api/candidate-profiles/{id}, /api/candidates/{id}', () => {
  it('reads one profile; an unknown id is a 404 and a bad one a 400', async () => {
    const { profileId, email } = await candidate('Vera Viewer', { status: 'active' });
    const response = await get(`/api/candidate-profiles/${profileId}`);
    expect(response.status).toBe(200);
    expect(ZCandidateProfileDetail.parse(await response.json())).toMatchObject({
      id: profileId,
      name: 'Vera Viewer',
      email,
      status: 'active',
      headline: SAMPLE_SDR_PROFILE.headline,
    });
    const unknown = await get(`/api/candidate-profiles/${new Types.ObjectId().toString()}`);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(CANDIDATE_ADMIN_ANSWERS.profileNotFound);
    const bad = await get('/api/candidate-profiles/not-an-id');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Not a valid id');
  });

  it("answers every answer of the candidate's form and the resume and headshot as signed links", async () => {
    const sdr = await candidate('Sam Sdr', { status: 'active' });
    const sdrDetail = ZCandidateProfileDetail.parse(
      await (await get(`/api/candidate-profiles/${sdr.profileId}`)).json(),
    );
    expect(sdrDetail.sdrProfile).toMatchObject({
      workPreference: SAMPLE_SDR_PROFILE.workPreference,
      expectedSalary: SAMPLE_SDR_PROFILE.expectedSalary,
      salesCareerReason: SAMPLE_SDR_PROFILE.salesCareerReason,
      education: SAMPLE_SDR_PROFILE.education,
      passions: SAMPLE_SDR_PROFILE.passions,
    });
    expect(sdrDetail.aeProfile).toBeNull();
    expect(sdrDetail.resume).toMatchObject({ contentType: 'application/pdf', bytes: SAMPLE_PDF.length });
    expect(sdrDetail.headshot).toMatchObject({ contentType: 'image/png', bytes: SAMPLE_PNG.length });
    const resume = await fetch(sdrDetail.resume!.url);
    expect(resume.status).toBe(200);
    expect(Buffer.from(await resume.arrayBuffer())).toEqual(Buffer.from(SAMPLE_PDF));

    const ae = await candidate('Ada Ae', { role: 'AE' });
    const aeDetail = ZCandidateProfileDetail.parse(
      await (await get(`/api/candidate-profiles/${ae.profileId}`)).json(),
    );
    expect(aeDetail.aeProfile).toMatchObject({
      acvRanges: AE.acvRanges,
      dealCycleLength: AE.dealCycleLength,
      personas: AE.personas,
      quotaVsActual: AE.quotaVsActual,
      favoriteDeal: AE.favoriteDeal,
      lookingFor: AE.lookingFor,
      companyType: AE.companyType,
      companySize: AE.companySize,
    });
    expect(aeDetail.sdrProfile).toBeNull();
  });

  it('saves status, location and trimmed lists (comma-separated text too), and audits the changes', async () => {
    const { profileId } = await candidate('Eddie Editor', { role: 'AE' });
    const response = await t.client.request('PUT', `/api/candidates/${profileId}`, {
      identity: ADMIN,
      body: {
        status: 'active',
        location: '  Boston, MA ',
        methodologies: ' MEDDIC , , SPIN ',
        industries: ['  Retail ', '', 'Logistics'],
      },
    });
    expect(response.status).toBe(200);
    const saved = ZCandidateProfileDetail.parse(await response.json());
    expect(saved).toMatchObject({
      status: 'active',
      location: 'Boston, MA',
      methodologies: ['MEDDIC', 'SPIN'],
      industries: ['Retail', 'Logistics'],
    });
    const row = (await profilesPage('search=eddie editor')).items[0];
    expect(row).toMatchObject({ methodologies: ['MEDDIC', 'SPIN'], industries: ['Retail', 'Logistics'] });
    const [event] = await auditOf(profileId);
    expect(event).toMatchObject({
      action: 'candidate.updated',
      actorId: ADMIN.userId,
      target: { type: 'candidate', id: profileId, label: 'Eddie Editor' },
    });
    expect(event!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'pending', after: 'active' },
        { field: 'location', before: 'Denver, CO', after: 'Boston, MA' },
        { field: 'methodologies', before: ['MEDDIC', 'Challenger Sale', 'SPIN'], after: ['MEDDIC', 'SPIN'] },
      ]),
    );
  });

  it.each([
    [{}, 'status'],
    [{ status: 'archived' }, 'status'],
    [{ status: 'active', location: 'x'.repeat(201) }, 'location'],
    [{ status: 'active', industries: Array.from({ length: 31 }, (_, i) => `I${i}`) }, 'industries'],
    [{ status: 'active', methodologies: ['y'.repeat(101)] }, 'methodologies.0'],
    [{ status: 'active', methodologies: 42 }, 'methodologies'],
  ])('refuses %j with a 400 and changes nothing', async (body, field) => {
    const { profileId } = await candidate('Nadia Nochange');
    const response = await t.client.request('PUT', `/api/candidates/${profileId}`, { identity: ADMIN, body });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    const after = await t.deps.profiles.findById(profileId);
    expect(after).toMatchObject({ status: 'pending', location: SAMPLE_SDR_PROFILE.location });
    expect(await auditOf(profileId)).toEqual([]);
  });

  it('answers 404 for an unknown candidate and 400 for a bad id, auditing nothing', async () => {
    const id = new Types.ObjectId().toString();
    const unknown = await t.client.request('PUT', `/api/candidates/${id}`, {
      identity: ADMIN,
      body: { status: 'active' },
    });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(CANDIDATE_ADMIN_ANSWERS.candidateNotFound);
    const bad = await t.client.request('PUT', '/api/candidates/123', {
      identity: ADMIN,
      body: { status: 'active' },
    });
    expect(bad.status).toBe(400);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('DELETE /api/candidate-profiles/{id}', () => {
  it('deletes the profile, answers the remaining count, queues the cleanup; the job removes files and one-pagers, twice safely', async () => {
    const doomed = await candidate('Dora Deleted');
    const kept = await candidate('Kim Kept');
    const doomedOnePager = await t.deps.onePagers.create({
      candidateUserId: doomed.userId,
      title: 'Dora, SDR',
      candidateName: 'Dora Deleted',
      status: 'active',
      summary: null,
      industries: [],
      methodologies: [],
      content: null,
      talentCombines: [{ talentCombineId: new Types.ObjectId().toString() }],
    });
    expect(await t.deps.files.listKeys(`candidates/${doomed.userId}/`)).toHaveLength(2);
    // What a client company did with Dora (and, to keep, with Kim): gone with her one-pager.
    const clientRecordsOf = async (onePagerId: string, userId: string) => {
      const company = new Types.ObjectId().toString();
      const share = new Types.ObjectId().toString();
      const by = { id: new Types.ObjectId().toString(), name: 'Cleo Client' };
      const now = new Date();
      const key = { companyId: company, onePagerId, candidateUserId: userId };
      await t.deps.clientEvaluations.saveEvaluation(key, {
        decision: 'maybe',
        passReason: null,
        rating: 3,
        shareId: share,
        updatedAt: now,
        updatedBy: by,
      });
      await t.deps.clientComments.addComment({
        companyId: company,
        onePagerId,
        shareId: share,
        authorKind: 'employer',
        authorId: by.id,
        authorName: by.name,
        body: 'Strong discovery skills',
        createdAt: now,
      });
      await t.deps.onePagerViews.recordView({
        companyId: company,
        shareId: share,
        onePagerId,
        candidateUserId: userId,
        clientUserId: by.id,
        viewedAt: now,
      });
      return {
        evaluation: () => t.deps.clientEvaluations.findEvaluation(company, onePagerId),
        comments: () => t.deps.clientComments.commentsOf([company], [onePagerId]),
      };
    };
    const doraRecords = await clientRecordsOf(String(doomedOnePager._id), doomed.userId);
    const kimRecords = await clientRecordsOf(new Types.ObjectId().toString(), kept.userId);
    const before = await t.deps.profiles.count();

    const response = await t.client.request('DELETE', `/api/candidate-profiles/${doomed.profileId}`, {
      identity: ADMIN,
    });
    expect(response.status).toBe(200);
    expect(ZCandidateProfileDeleted.parse(await response.json())).toEqual({
      success: true,
      message: CANDIDATE_ADMIN_ANSWERS.profileDeleted,
      remainingCount: before - 1,
    });
    expect((await get(`/api/candidate-profiles/${doomed.profileId}`)).status).toBe(404);
    // The account stays: an incomplete registration again.
    expect((await t.deps.accounts.findById(doomed.userId))?.hasProfile).toBe(false);

    const job = await t.cleanupJobs.getJob(`cleanup.${doomed.profileId}`);
    expect(job?.data).toEqual({
      profileId: doomed.profileId,
      userId: doomed.userId,
      deletedAt: expect.any(Number),
    });
    const deps = { ...t.deps, log: t.ctx.log };
    expect(await cleanupDeletedProfile(deps, job!.data)).toEqual({ files: 2, onePagers: 1 });
    expect(await t.deps.files.listKeys(`candidates/${doomed.userId}/`)).toEqual([]);
    expect(await t.deps.onePagers.listByCandidate(doomed.userId)).toEqual([]);
    expect(await doraRecords.evaluation()).toBeNull();
    expect(await doraRecords.comments()).toEqual([]);
    expect(await kimRecords.evaluation()).not.toBeNull();
    expect(await kimRecords.comments()).toHaveLength(1);
    // Run again (a retry, a replay): nothing left, nothing else touched.
    expect(await cleanupDeletedProfile(deps, job!.data)).toEqual({ files: 0, onePagers: 0 });
    expect(await t.deps.files.listKeys(`candidates/${kept.userId}/`)).toHaveLength(2);

    const [event] = await auditOf(doomed.profileId);
    expect(event).toMatchObject({
      action: 'candidate.deleted',
      target: { type: 'candidate', id: doomed.profileId, label: 'Dora Deleted' },
    });

    const again = await t.client.request('DELETE', `/api/candidate-profiles/${doomed.profileId}`, {
      identity: ADMIN,
    });
    expect(again.status).toBe(404);
  });

  it('a cleanup that runs before the delete waits (fails to retry) and deletes nothing', async () => {
    const early = await candidate('Early Bird');
    await expect(
      cleanupDeletedProfile(
        { ...t.deps, log: t.ctx.log },
        { profileId: early.profileId, userId: early.userId, deletedAt: Date.now() },
      ),
    ).rejects.toThrow('not deleted yet');
    expect(await t.deps.files.listKeys(`candidates/${early.userId}/`)).toHaveLength(2);
  });

  it('refuses a bad id with a 400', async () => {
    const response = await t.client.request('DELETE', '/api/candidate-profiles/nope', { identity: ADMIN });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/all-candidate-users', () => {
  const tag = 'Quillon';
  beforeAll(async () => {
    await registration(`${tag} Incomplete One`, { at: new Date('2025-01-03T00:00:00Z') });
    await registration(`${tag} Incomplete Two`, { at: new Date('2025-01-02T00:00:00Z') });
    await candidate(`${tag} Complete`);
  });

  it('lists registrations with or without a profile, searched, sorted and paged by the server', async () => {
    const incomplete = await usersPage(`search=${tag}&profile=incomplete`);
    expect(names(incomplete.items)).toEqual([`${tag} Incomplete One`, `${tag} Incomplete Two`]);
    expect(incomplete.items[0]).toMatchObject({ hasProfile: false, status: 'incomplete', remindedAt: null });
    const complete = await usersPage(`search=${tag}&profile=complete`);
    expect(complete.items).toHaveLength(1);
    expect(complete.items[0]).toMatchObject({ name: `${tag} Complete`, hasProfile: true, role: null });
    const all = await usersPage(`search=${tag}&sort=name&order=asc&pageSize=2&page=2`);
    expect(all).toMatchObject({ total: 3, page: 2 });
    expect(names(all.items)).toEqual([`${tag} Incomplete Two`]);
    const oldest = await usersPage(`search=${tag}&sort=created_at&order=asc&profile=incomplete`);
    expect(names(oldest.items)).toEqual([`${tag} Incomplete Two`, `${tag} Incomplete One`]);
  });

  it('refuses an unknown filter value with a 400', async () => {
    const response = await get('/api/all-candidate-users?profile=maybe');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.[0]?.path).toBe('profile');
  });

  it('backfills records written before the list fields existed', async () => {
    const legacy = await registration('Legacy Lou');
    await t.ctx.mongo
      .collection('candidate_accounts')
      .updateOne({ _id: legacy.userId as never }, { $unset: { searchGrams: 1, searchText: 1, sortName: 1 } });
    const seeded = await candidate('Seedy Sal');
    await t.ctx.mongo
      .collection('candidate_profiles')
      .updateOne(
        { userId: seeded.userId },
        { $set: { listSynced: false, listName: '', email: '', searchGrams: [], searchText: '' } },
      );
    await t.deps.accounts.setHasProfile(seeded.userId, false);
    expect((await usersPage('search=legacy lou')).total).toBe(0);
    await syncAdminListFields({ ...t.deps, log: t.ctx.log });
    expect(names((await usersPage('search=legacy lou')).items)).toEqual(['Legacy Lou']);
    expect(names((await profilesPage('search=seedy sal')).items)).toEqual(['Seedy Sal']);
    expect((await usersPage('search=seedy sal&profile=complete')).total).toBe(1);
  });
});

describe('DELETE /api/candidate-users/{id}', () => {
  it('removes an incomplete registration: svc-auth is told, the list drops it, the admin write is audited', async () => {
    const gone = await registration('Gina Gone');
    const response = await t.client.request('DELETE', `/api/candidate-users/${gone.userId}`, {
      identity: ADMIN,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: CANDIDATE_ADMIN_ANSWERS.registrationDeleted,
    });
    const event = await t.authEvents.getJob(`candidate.registration-removed.${gone.userId}`);
    expect(event?.data).toMatchObject({ type: 'candidate.registration-removed', userId: gone.userId });
    expect((await usersPage('search=gina gone')).total).toBe(0);
    const [audit] = await auditOf(gone.userId);
    expect(audit).toMatchObject({
      action: 'candidate-registration.deleted',
      target: { type: 'candidate-registration', id: gone.userId, label: 'Gina Gone' },
    });
    const again = await t.client.request('DELETE', `/api/candidate-users/${gone.userId}`, {
      identity: ADMIN,
    });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(CANDIDATE_ADMIN_ANSWERS.registrationNotFound);
  });

  it('refuses a registration with a profile (409) and a bad id (400), changing nothing', async () => {
    const complete = await candidate('Cora Complete');
    const response = await t.client.request('DELETE', `/api/candidate-users/${complete.userId}`, {
      identity: ADMIN,
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(CANDIDATE_ADMIN_ANSWERS.registrationHasProfile);
    expect(await t.deps.accounts.findById(complete.userId)).not.toBeNull();
    expect(await t.authEvents.getJob(`candidate.registration-removed.${complete.userId}`)).toBeUndefined();
    expect((await t.client.request('DELETE', '/api/candidate-users/xyz', { identity: ADMIN })).status).toBe(
      400,
    );
  });
});

describe('POST /api/candidate-users/{id}/reminder', () => {
  const remind = (userId: string) =>
    t.client.request('POST', `/api/candidate-users/${userId}/reminder`, { identity: ADMIN });

  it('queues a reminder e-mail, then refuses another within 24 hours with a 429 saying when', async () => {
    const late = await registration('Rita Reminded');
    const response = await remind(late.userId);
    expect(response.status).toBe(202);
    const answer = ZCandidateReminderAnswer.parse(await response.json());
    expect(answer.message).toBe(CANDIDATE_ADMIN_ANSWERS.reminderSent);
    const next = new Date(answer.nextReminderAt).getTime();
    expect(next - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const jobs = (await t.emailJobs.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).filter(
      (job) => job.data.to === late.email,
    );
    expect(jobs.map((job) => job.data)).toEqual([
      {
        template: 'candidate-reminder',
        to: late.email,
        ref: `candidate-reminder:${late.userId}`,
        params: { name: 'Rita Reminded' },
      },
    ]);
    expect((await usersPage('search=rita reminded')).items[0]?.remindedAt).not.toBeNull();

    const again = await remind(late.userId);
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect((await errorOf(again)).message).toMatch(
      /The next reminder can be sent after \d{4}-\d\d-\d\d \d\d:\d\d UTC\./,
    );
    const [audit, ...more] = await auditOf(late.userId);
    expect(audit).toMatchObject({ action: 'candidate.reminded', target: { type: 'candidate-registration' } });
    expect(more).toEqual([]);
  });

  it('sends one reminder when two admins click at once', async () => {
    const both = await registration('Twin Clicks');
    const statuses = (await Promise.all([remind(both.userId), remind(both.userId)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([202, 429]);
  });

  it('allows the next reminder once 24 hours have passed', async () => {
    const old = await registration('Olive Old');
    await t.ctx.mongo
      .collection('candidate_accounts')
      .updateOne(
        { _id: old.userId as never },
        { $set: { remindedAt: new Date(Date.now() - 24 * 3600_000 - 1000) } },
      );
    expect((await remind(old.userId)).status).toBe(202);
  });

  it('refuses an unknown registration (404), one with a profile (409) and a bad id (400)', async () => {
    expect((await remind(new Types.ObjectId().toString())).status).toBe(404);
    const complete = await candidate('Paula Profiled');
    const conflict = await remind(complete.userId);
    expect(conflict.status).toBe(409);
    expect((await t.deps.accounts.findById(complete.userId))?.remindedAt).toBeNull();
    expect((await remind('bad')).status).toBe(400);
  });
});

describe('the candidate’s own routes keep the admin lists in step', () => {
  it('a settings rename is what the lists show and search', async () => {
    const sam = await candidate('Sam Before');
    const response = await t.client.request('PATCH', '/api/user/settings', {
      identity: sam.identity,
      body: { name: 'Sam Afterwards' },
    });
    expect(response.status).toBe(200);
    expect(names((await profilesPage('search=afterwards')).items)).toEqual(['Sam Afterwards']);
    expect(names((await usersPage('search=afterwards')).items)).toEqual(['Sam Afterwards']);
  });

  it('an AE form submitted again names its own methodologies and industries again', async () => {
    const ae = await candidate('Andy Again', { role: 'AE' });
    await t.deps.profiles.adminUpdate(ae.profileId, { status: 'active', methodologies: ['Edited'] });
    const form = new FormData();
    form.append('data', JSON.stringify(AE));
    const path = '/api/candidate/onboarding/ae';
    const response = await t.app.request(path, {
      method: 'POST',
      headers: t.ctx.signed({ ...ae.identity, role: 'AE' }, 'POST', path),
      body: form,
    });
    expect(response.status).toBe(200);
    expect((await profilesPage('search=andy again')).items[0]?.methodologies).toEqual(AE.salesMethodologies);
  });
});
