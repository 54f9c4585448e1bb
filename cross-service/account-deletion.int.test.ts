import { ACCOUNT_DATA_ANSWERS } from '@gtm/contracts/account-data';
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
 * completes even if a service was down when it was asked.
 */
let auth: TAuthMailTestApp;
let candidates: TCandidatesTestApp;

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
      expect(await candidates.deps.accounts.findById(userId)).toBeNull();
      expect(await candidates.deps.onePagers.listByCandidate(userId)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
