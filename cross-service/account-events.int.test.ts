import { freshEmail as fresh, openAuthTestApp } from '../svc-auth/src/test-app.ts';
import type { TAuthMailTestApp } from '../svc-auth/src/test-app.ts';
import { openClientsTestApp } from '../svc-clients/src/test-app.ts';
import type { TClientsTestApp } from '../svc-clients/src/test-app.ts';

/**
 * svc-auth's account events reaching svc-clients through their queue: svc-auth's test app with its mail round
 * trip publishes, svc-clients' test app with its client-account-events worker consumes.
 */
let auth: TAuthMailTestApp;
let clients: TClientsTestApp;

beforeAll(async () => {
  auth = await openAuthTestApp({
    env: { AUTH_RESEND_COOLDOWN_SECONDS: '0', AUTH_IP_LIMIT: '10000' },
    mail: true,
  });
  clients = await openClientsTestApp();
});

afterAll(async () => {
  await clients?.close();
  await auth?.close();
});

describe('svc-auth account events in svc-clients', () => {
  it("counts an employer's sign-ins in svc-clients through the job", async () => {
    const { codeFor, jar, send, signIn } = auth;
    const clientUsers = clients.users;
    const consumer = await clients.startAccountEventsWorker();
    try {
      const email = fresh('counted');
      const browser = jar();
      await send(
        '/api/employer/auth/register',
        { name: 'Count Ed', email, company: 'Counted Inc' },
        { browser },
      );
      await send('/api/employer/auth/verify-registration', { code: await codeFor(email) }, { browser });
      await signIn('employer', email);
      await signIn('employer', email);
      let stored = await clientUsers.findByEmail(email);
      for (let tries = 0; tries < 100 && stored?.sign_in_count !== 2; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        stored = await clientUsers.findByEmail(email);
      }
      expect(stored).toMatchObject({ name: 'Count Ed', sign_in_count: 2, is_enabled: true });
      expect(stored?.last_sign_in_at).toBeInstanceOf(Date);
    } finally {
      await consumer.close();
    }
  });
});
