import { Types } from 'mongoose';
import { ACCOUNT_DATA_ANSWERS } from '@gtm/contracts/account-data';
import { ZSdrProfileInput } from '@gtm/contracts/candidate-profile';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZAuditLogQuery } from '@gtm/contracts/operations/audit-log';
import { ERASED_PERSON } from '@gtm/service-kit/erased-person';
import { openAuthTestApp } from '../svc-auth/src/test-app.ts';
import type { TAuthMailTestApp } from '../svc-auth/src/test-app.ts';
import {
  openCandidatesTestApp,
  SAMPLE_PDF as PDF,
  SAMPLE_PNG as PNG,
  SAMPLE_SDR_PROFILE as SDR,
} from '../svc-candidates/src/test-app.ts';
import type { TCandidatesTestApp } from '../svc-candidates/src/test-app.ts';

/**
 * A candidate's account deletion crossing services: svc-auth deletes the account and publishes `account.deleted`
 * while svc-candidates' worker is down; once it starts, the profile and the files in S3 go too. The deletion
 * completes even if a service was down when it was asked. Nothing kept afterwards names the person: neither the
 * audit log (whatever the action of an entry) nor the admins' notifications.
 */
let auth: TAuthMailTestApp;
let candidates: TCandidatesTestApp;
const ADMIN_ID = new Types.ObjectId().toString();
const ADMIN: TIdentity = { kind: 'admin', userId: ADMIN_ID, role: null };

beforeAll(async () => {
  auth = await openAuthTestApp({
    env: { AUTH_RESEND_COOLDOWN_SECONDS: '0', AUTH_IP_LIMIT: '10000' },
    mail: true,
  });
  candidates = await openCandidatesTestApp();
});

afterAll(async () => {
  await candidates?.close();
  await auth?.close();
});

/** Polls `check` until it holds (the worker is asynchronous); answers whether it did. */
const eventually = async (check: () => Promise<boolean>, tries = 200) => {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
};

describe('account deletion across services', () => {
  it("removes svc-candidates' profile and files once its worker runs again after svc-auth deleted the account", async () => {
    const { codeFor, fresh, jar, send } = auth;
    const email = fresh('gone');
    const browser = jar();
    await send('/api/candidate/auth/register', { name: 'Gone Soon', email }, { browser });
    const registered = await send(
      '/api/candidate/auth/verify-registration',
      { code: await codeFor(email) },
      { browser },
    );
    const userId = (registered.body.user as { id: string }).id;
    const identity = { kind: 'candidate' as const, userId, role: 'SDR' as const };
    const filesOf = () => candidates.deps.files.listKeys(`candidates/${userId}/`);

    // svc-candidates learns the account from candidate.registered, then the candidate onboards with files.
    const first = await candidates.startAccountEventsWorker();
    try {
      expect(await eventually(async () => (await candidates.deps.accounts.findById(userId)) !== null)).toBe(
        true,
      );
    } finally {
      await first.close();
    }
    const form = new FormData();
    form.append('data', JSON.stringify(SDR));
    form.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'resume.pdf');
    form.append('headshot', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const path = '/api/candidate/onboarding/sdr';
    const onboarded = await candidates.app.request(path, {
      method: 'POST',
      headers: candidates.ctx.signed(identity, 'POST', path),
      body: form,
    });
    expect(onboarded.status).toBe(201);
    expect(await filesOf()).toHaveLength(2);

    // svc-candidates' worker is down: svc-auth deletes the account all the same.
    await send('/api/user/account-deletion/request', {}, { browser });
    const deleted = await send(
      '/api/user/account-deletion/confirm',
      { code: await codeFor(email, 2) },
      { browser },
    );
    expect(deleted.response.status).toBe(200);
    expect(deleted.body.message).toBe(ACCOUNT_DATA_ANSWERS.accountDeleted);
    expect(await auth.users.findById(userId)).toBeNull();
    expect((await auth.identityOf(browser)).kind).toBe('anonymous');
    expect(await candidates.deps.profiles.findByUserId(userId)).not.toBeNull();
    expect(await filesOf()).toHaveLength(2);

    // The worker comes back: the event waited on the queue, and everything of the candidate goes.
    const second = await candidates.startAccountEventsWorker();
    try {
      expect(
        await eventually(async () => (await candidates.deps.profiles.findByUserId(userId)) === null),
      ).toBe(true);
      expect(await eventually(async () => (await filesOf()).length === 0)).toBe(true);
      // The account's record goes last, after the profile: waited for too (a busy machine let the check in between).
      expect(await eventually(async () => (await candidates.deps.accounts.findById(userId)) === null)).toBe(
        true,
      );
      expect(await candidates.deps.onePagers.listByCandidate(userId)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('leaves no page of the audit log and no admin notification naming the erased candidate or their phone, whatever the action', async () => {
    const { codeFor, fresh, jar, send } = auth;
    const name = `ZedC4 Quokka${Date.now().toString(36)}`;
    const [first, last] = name.split(' ') as [string, string];
    const email = fresh('quokka');
    const browser = jar();
    await send('/api/candidate/auth/register', { name, email }, { browser });
    const registered = await send(
      '/api/candidate/auth/verify-registration',
      { code: await codeFor(email) },
      { browser },
    );
    const userId = (registered.body.user as { id: string }).id;
    const worker = await candidates.startAccountEventsWorker();
    const audit = auth.startAuditEventsWorker();
    // svc-auth's account events: the erasure's second pass (the phone number's digests) arrives there.
    const authEvents = await auth.startAccountEventsWorker();
    try {
      expect(await eventually(async () => (await candidates.deps.accounts.findById(userId)) !== null)).toBe(
        true,
      );
      const profile = await candidates.deps.profiles.saveOnboarding(userId, {
        role: 'SDR',
        // Kept with a country code; an admin types it without one below.
        common: { location: 'Austin, TX', headline: 'Aspiring SDR', phone: '+1 512 555 0199' },
        form: ZSdrProfileInput.parse(SDR),
      });
      // An admin edits her profile: the entry is about the profile (its id), labelled with her name.
      const profileId = profile.current._id.toString();
      const edited = await candidates.client.request('PUT', `/api/candidates/${profileId}`, {
        identity: ADMIN,
        body: { status: 'active', location: 'Dallas, TX' },
      });
      expect(edited.status).toBe(200);
      // An admin makes her one-pager: its creation is audited with content.name and a summary naming her, and
      // her phone number, as svc-candidates alone holds it.
      const draftPath = `/api/candidate-profiles/${profile.current._id.toString()}/one-pager-draft`;
      const draft = await (await candidates.client.request('GET', draftPath, { identity: ADMIN })).json();
      const created = await candidates.client.request('POST', '/api/one-pagers', {
        identity: ADMIN,
        body: {
          ...draft,
          title: 'Enterprise SDR',
          summary: `${first} booked 40 meetings a month. Call (512) 555-0199.`,
        },
      });
      expect(created.status).toBe(201);
      const newest = async () =>
        JSON.stringify((await auth.deps.auditLog.list(ZAuditLogQuery.parse({ pageSize: '100' }))).items);
      expect(await eventually(async () => (await newest()).includes(`${first} booked`))).toBe(true);
      expect(await newest()).toContain('"content.name"');
      expect(await newest()).toContain('(512) 555-0199');
      // The admins heard of a hire of hers.
      await candidates.deps.notifications.add([
        {
          admins: [ADMIN_ID],
          eventId: `hire-${userId}`,
          kind: 'outcome-recorded',
          title: 'Hire recorded',
          body: `Acme recorded a hire of ${name}.`,
          link: '/admin/dashboard',
          createdAt: new Date(),
        },
      ]);

      await send('/api/user/account-deletion/request', {}, { browser });
      const deleted = await send(
        '/api/user/account-deletion/confirm',
        { code: await codeFor(email, 2) },
        { browser },
      );
      expect(deleted.response.status).toBe(200);
      const named = (text: string) =>
        [first, last, email].some((trace) => text.toLowerCase().includes(trace.toLowerCase()));
      // The audit log at once: the confirmation answers after it.
      expect(named(await newest())).toBe(false);
      expect(await newest()).toContain(`${ERASED_PERSON.name} booked 40 meetings a month.`);
      // Her phone number once svc-candidates' worker has told svc-auth its digest (never the number).
      expect(await eventually(async () => !(await newest()).includes('555-0199'))).toBe(true);
      expect(await newest()).toContain(ERASED_PERSON.phone);
      // The admins' notifications once the worker has run.
      const adminFeed = async () =>
        JSON.stringify((await candidates.deps.notifications.feed(ADMIN_ID)).items);
      expect(await eventually(async () => !named(await adminFeed()))).toBe(true);
      expect(await adminFeed()).toContain(`Acme recorded a hire of ${ERASED_PERSON.name}.`);
    } finally {
      await authEvents.close();
      await audit.close();
      await worker.close();
    }
  });
});
