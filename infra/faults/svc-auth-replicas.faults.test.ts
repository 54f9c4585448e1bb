import { eventually, sessionOf, startFaultStack } from './fault-stack.ts';
import type { TAnswer, TFaultStack } from './fault-stack.ts';

/**
 * svc-auth as three replicas behind the gateway (`npm start -- --replicas svc-auth=3`), under sign-in traffic:
 * one replica is killed; no sign-in is lost beyond the requests that were in flight on it, the supervisor
 * starts it again, and every session works on every replica (sessions live in Redis, not in a replica).
 */
const USERS = 4;
const KILL_AFTER_SIGN_INS = 12;
const SIGN_INS_AFTER_KILL = 16;

type TFailure = { step: string; status: number; body: unknown; at: number };

let portal: TFaultStack;
beforeAll(async () => {
  portal = await startFaultStack({ replicas: { 'svc-auth': 3 } });
}, 240_000);
afterAll(() => portal?.stop());

/** Requests of each replica that answered `GET /api/user` with 200, from its Prometheus /metrics. */
const currentUserAnswers = async () =>
  Promise.all(
    portal.stack.urls.replicas['svc-auth'].map(async (url) => {
      const text = await (await fetch(`${url}/metrics`)).text();
      const line = text
        .split('\n')
        .find(
          (row) =>
            row.startsWith('http_request_duration_seconds_count{') &&
            row.includes('route="/api/user"') &&
            row.includes('status="200"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    }),
  );

it('loses no sign-in beyond the requests in flight on a killed replica, and sessions work on every replica', async () => {
  const failures: TFailure[] = [];
  const sessions: string[] = [];
  let signIns = 0;
  let stop = false;

  /** One step of a sign-in; a failure is recorded (the user would see the portal's message and try again). */
  const step = async (name: string, call: () => Promise<TAnswer>) => {
    const answer = await call();
    if (answer.status !== 200)
      failures.push({ step: name, status: answer.status, body: answer.body, at: Date.now() });
    return answer.status === 200 ? answer : null;
  };

  const user = async (index: number) => {
    for (let round = 0; !stop; round += 1) {
      const email = `replica-${index}-${round}@example.com`;
      const requested = await step('register', () =>
        portal.api('POST', '/api/candidate/auth/register', {
          body: { name: `Replica User ${index}`, email },
        }),
      );
      if (requested === null) continue;
      const [code] = await portal.codesFor(email, 1);
      const verified = await step('verify', () =>
        portal.api('POST', '/api/candidate/auth/verify-registration', { body: { email, code } }),
      );
      const session = verified && sessionOf(verified.setCookies);
      if (session === undefined || session === null) continue;
      if ((await step('current user', () => portal.api('GET', '/api/user', { session }))) === null) continue;
      sessions.push(session);
      signIns += 1;
    }
  };

  const traffic = Promise.all(Array.from({ length: USERS }, (_, index) => user(index)));
  await eventually(async () => signIns >= KILL_AFTER_SIGN_INS, 'sign-ins before the kill', 120_000);
  // All three were serving sign-ins before the kill.
  expect((await currentUserAnswers()).every((count) => count > 0)).toBe(true);
  const killed = portal.stack.pidOf('svc-auth#2') as number;
  expect(killed).toBeGreaterThan(0);
  process.kill(killed, 'SIGKILL');
  const killedAt = Date.now();
  const before = signIns;
  await eventually(async () => signIns >= before + SIGN_INS_AFTER_KILL, 'sign-ins after the kill', 120_000);
  stop = true;
  await traffic;

  // At most one request per user was in flight when the replica died; every other one was answered.
  expect(failures.length).toBeLessThanOrEqual(USERS);
  for (const failure of failures) {
    expect(failure).toMatchObject({ status: 502, body: { code: 'BAD_GATEWAY' } });
    expect(failure.at - killedAt).toBeLessThan(2_000);
  }

  // npm start's supervisor started the killed replica again, and said so.
  await portal.waitForLine(/^svc-auth#2 \| exited \(SIGKILL\); restarting in 1 s \(attempt 2\)/);
  await eventually(async () => {
    const pid = portal.stack.pidOf('svc-auth#2');
    if (pid === null || pid === killed) return false;
    return (await fetch(`${portal.stack.urls.replicas['svc-auth'][1]}/readyz`)).status === 200;
  }, 'the killed replica back and ready');

  // Every session, read through the gateway until each replica (the restarted one too) has answered it.
  const answeredBefore = await currentUserAnswers();
  await eventually(
    async () => {
      for (const session of sessions.slice(0, 6)) {
        const answer = await portal.api('GET', '/api/user', { session });
        expect(answer.status).toBe(200);
      }
      const answered = await currentUserAnswers();
      return answered.every((count, index) => count > (answeredBefore[index] ?? 0));
    },
    'GET /api/user answered by every replica',
    30_000,
  );
  for (const session of sessions)
    expect((await portal.api('GET', '/api/user', { session })).status).toBe(200);
}, 300_000);
