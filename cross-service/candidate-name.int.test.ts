import { ZCurrentUser } from '@gtm/contracts/auth';
import { ZCandidateSettingsAnswer } from '@gtm/contracts/candidate-profile';
import { openAuthTestApp } from '../svc-auth/src/test-app.ts';
import type { TAuthTestApp } from '../svc-auth/src/test-app.ts';
import { openCandidatesTestApp, SAMPLE_SDR_PROFILE as SDR } from '../svc-candidates/src/test-app.ts';
import type { TCandidatesTestApp } from '../svc-candidates/src/test-app.ts';

/**
 * A candidate's name saved on svc-candidates' settings page reaching svc-auth's account through the
 * auth-account-events queue: svc-candidates' test app publishes, svc-auth's test app with its worker consumes,
 * and `GET /api/user` (what the header shows) answers the new name.
 */
let auth: TAuthTestApp;
let candidates: TCandidatesTestApp;

beforeAll(async () => {
  auth = await openAuthTestApp();
  candidates = await openCandidatesTestApp();
});

afterAll(async () => {
  await candidates?.close();
  await auth?.close();
});

describe("a candidate's name change in svc-auth", () => {
  it("sets the account's name from the settings page through the job", async () => {
    const email = `renamed-${Date.now()}@example.test`;
    const created = await auth.users.create({ email, kind: 'candidate', name: 'Old Name' });
    const userId = created!._id.toString();
    const identity = { kind: 'candidate' as const, userId, role: 'SDR' as const };
    // svc-candidates knows the account (as from its candidate.registered event) and the candidate onboarded.
    await candidates.deps.accounts.registered({ userId, email, name: 'Old Name', at: new Date() });
    const form = new FormData();
    form.append('data', JSON.stringify(SDR));
    const path = '/api/candidate/onboarding/sdr';
    const onboarded = await candidates.app.request(path, {
      method: 'POST',
      headers: candidates.ctx.signed(identity, 'POST', path),
      body: form,
    });
    expect(onboarded.status).toBe(201);

    const consumer = await auth.startAccountEventsWorker();
    try {
      const saved = await candidates.client.request('PATCH', '/api/user/settings', {
        identity,
        body: { name: 'New Name' },
      });
      expect(saved.status).toBe(200);
      expect(ZCandidateSettingsAnswer.parse(await saved.json()).settings.name).toBe('New Name');

      const currentName = async () => {
        const response = await auth.client.request('GET', '/api/user', { identity });
        return ZCurrentUser.parse(await response.json()).name;
      };
      let name = await currentName();
      for (let tries = 0; tries < 100 && name !== 'New Name'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        name = await currentName();
      }
      expect(name).toBe('New Name');
      expect(await auth.users.findByEmail(email)).toMatchObject({ name: 'New Name', user_type: 'candidate' });
    } finally {
      await consumer.close();
    }
  });
});
