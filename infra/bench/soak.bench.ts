import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_EMAIL_FREQUENCIES } from '@gtm/contracts/clients';
import { CONTACT_SUBMISSION_STATUSES } from '@gtm/contracts/contact-submissions';
import { CLIENT_DECISIONS } from '@gtm/contracts/employer';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation-path';
import { PATHS } from '@gtm/contracts/paths';
import { localOrigin } from '@gtm/contracts/ports';
import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { listAuditLog } from '@gtm/contracts/operations/audit-log';
import { logout, SIGN_IN_OPERATIONS } from '@gtm/contracts/operations/sign-in';
import { getAccountSettings, getCurrentUser, selectCandidateRole } from '@gtm/contracts/operations/users';
import { listCandidateProfiles, listCandidateUsers } from '@gtm/contracts/operations/admin-candidates';
import {
  getOwnCandidateProfile,
  submitSdrOnboarding,
  updateCandidateSettings,
} from '@gtm/contracts/operations/candidate-profiles';
import {
  createContactSubmission,
  listContactSubmissions,
  updateContactSubmission,
} from '@gtm/contracts/operations/contact-submissions';
import { listOwnOnePagers } from '@gtm/contracts/operations/one-pagers';
import { listClientCompanies, updateClientCompany } from '@gtm/contracts/operations/client-companies';
import { listClientUsers, updateClientUser } from '@gtm/contracts/operations/client-users';
import { getCandidateActivity } from '@gtm/contracts/operations/candidate-activity';
import { getShareFeedback, shareTalentCombine } from '@gtm/contracts/operations/combine-shares';
import {
  addClientComment,
  getEmployerCombine,
  getEmployerDashboard,
  getEmployerOnePager,
  getEmployerOnePagerPdf,
  updateClientEvaluation,
} from '@gtm/contracts/operations/employer-portal';
import { getVersion } from '@gtm/contracts/operations/version';
import { listOnePagers } from '@gtm/contracts/operations/one-pagers';
import { listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { EVENT_LOOP_RESOLUTION_MS } from '@gtm/service-kit/metrics';
import { databaseName } from '@gtm/service-kit/mongo';
import mongoose from 'mongoose';
import { FormData } from 'undici';
import { startProcess } from '../dev/child-process.ts';
import { freePort } from '../dev/ports.ts';
import { MAILBOX_LIMIT } from '../dev/components/ses.ts';
import { COMPONENTS_FILE, PORT_VARIABLES } from '../dev/stack.ts';
import type { TPortName } from '../dev/stack.ts';
import { createLoadClient, createRecorder, runAtRate } from './arrival-rate.ts';
import type { TArrival, TCall, TRecorder } from './arrival-rate.ts';
import type { TBench, TBenchContext, TBenchRow } from './bench.ts';
import { watchMailbox } from './mailbox-watch.ts';
import { percentile } from './percentile.ts';
import { childProcessesOf, histogramQuantileMs, procCpuSeconds, readProcess } from './process-stats.ts';
import type { TProcessReading, TWatchedProcess } from './process-stats.ts';
import { BENCH_AUTH_ENV, sdrProfileInput } from './bench-inputs.ts';

const ROOT = join(import.meta.dirname, '..', '..');
// Time for `npm start` to build the five front-end apps when their builds are not current (on a busy machine).
const START_TIMEOUT_MS = 900_000;
const SEED_WAIT_MS = 120_000;
/** Enough that requests never wait for a connection in the generator: in a browser each user has their own. */
const CONNECTIONS_PER_ORIGIN = 1_000;
const MAILBOX_POLL_MS = 50;
const CODE_TIMEOUT_MS = 30_000;
/**
 * How often, on average, a pool account comes round to sign in again; the resend cooldown is 60 s. Sign-ins arrive
 * at random (each arrival's kind is drawn), so a round of the pool can be much shorter than its mean: at 90 s one
 * admin in a 10-minute soak came back within 59 s and got the cooldown's 429. At 180 s a round under 60 s is
 * more than five standard deviations short.
 */
const POOL_REUSE_SECONDS = 180;
/** The plan's requests per second; SOAK_RATE scales every line of it alike. */
const NOMINAL_RATE = 200;
/** Sign-in flows per second at the nominal rate, by flow. */
const FLOWS = { candidateLogin: 0.4, adminLogin: 0.3, registration: 0.3 } as const;
/** One evaluation write in this many changes the decision (which e-mails every admin); the others the rating. */
const DECISION_EVERY = 40;
const DEMO_COMBINE = 'Q1 GTM Talent Combine';
const DEMO_ADMIN = 'admin@gtmcombine.test';
const DEMO_EMPLOYER = 'employer@gtmcombine.test';
/** Demo SDR candidates with a profile: their sessions read and save their own profiles. */
const DEMO_SDR_CANDIDATES = ['candidate@gtmcombine.test', 'ava.sdr@gtmcombine.test'];
const MARKETING_PAGES = [PATHS.home, PATHS.forEmployers, PATHS.forCandidates, PATHS.talentCombine];
const SHELL_PAGES = [PATHS.candidateAuth, PATHS.adminAuth, PATHS.employerAuth, PATHS.employer.dashboard];

const SDR_DATA = sdrProfileInput({ linkedinUrl: 'https://www.linkedin.com/in/soak-candidate' });

const positive = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

const mib = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? '?' : `${(bytes / 1024 / 1024).toFixed(1)}`;
const signedMib = (from: number | null | undefined, to: number | null | undefined) =>
  from == null || to == null ? '?' : `${to >= from ? '+' : ''}${((to - from) / 1024 / 1024).toFixed(1)}`;
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
/** monitorEventLoopDelay's p99 less its sampling interval: how late the loop was. */
const lateness = (reading: TProcessReading | undefined) =>
  reading?.eventLoopP99Ms == null ? '-' : ms(Math.max(0, reading.eventLoopP99Ms - EVENT_LOOP_RESOLUTION_MS));

/** How many documents each collection of every database holds (`db.collection` to count). */
const censusOf = async (client: mongoose.mongo.MongoClient) => {
  const counts = new Map<string, number>();
  const { databases } = await client.db('admin').admin().listDatabases();
  for (const { name } of databases) {
    if (name === 'admin' || name === 'local' || name === 'config') continue;
    const db = client.db(name);
    for (const { name: collection } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      counts.set(`${name}.${collection}`, await db.collection(collection).estimatedDocumentCount());
    }
  }
  return counts;
};

const sessionOf = (answer: { headers: Record<string, string | string[] | undefined> }) => {
  const header = answer.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header ?? ''];
  for (const cookie of cookies) {
    const value = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1];
    if (value) return `${SESSION_COOKIE}=${value}`;
  }
  return null;
};

/** The admin pool at the nominal rate: the admins who read the notice e-mails at every rate. */
const NOMINAL_ADMIN_POOL = Math.ceil(POOL_REUSE_SECONDS * FLOWS.adminLogin) + 5;

/**
 * Turns off the notice e-mails of the pool admins beyond the nominal pool (their own setting, as an admin who
 * reads the dashboard instead would). The pool grows with the rate only so that each account signs in again
 * after its resend cooldown; a team does not grow with it. Every decision e-mails each admin whose setting is on,
 * so a pool sized for 800 req/s (221 admins) turned each decision into 221 e-mails: 3.7 times the soak's mail
 * at the same rate, in bursts (p99 1,845 ms at 200 req/s against 66 ms with the soak's 59 admins, one quiet run).
 */
const limitNoticeReaders = async (mongodb: string, emails: readonly string[]) => {
  if (emails.length === 0) return;
  const database = new mongoose.mongo.MongoClient(mongodb, { maxPoolSize: 1 });
  try {
    const users = database.db(databaseName('svc-auth')).collection('users');
    const { matchedCount } = await users.updateMany(
      { email: { $in: [...emails] } },
      { $set: { 'notifications.emailNotifications': false } },
    );
    if (matchedCount !== emails.length)
      throw new Error(
        `setup: ${matchedCount} of ${emails.length} pool admins found to turn their notices off`,
      );
  } finally {
    await database.close();
  }
};

/** `npm start` on the ports given, with a throw-away data folder; resolves once it prints the portal's URL. */
const startPortal = async (
  env: Record<string, string>,
  onLine: (line: string) => void,
  log: (line: string) => void,
) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gtm-soak-'));
  const portal = startProcess({
    name: 'npm start',
    command: process.execPath,
    args: [join(ROOT, 'infra', 'dev', 'start.ts'), '--fresh'],
    cwd: ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir, NO_COLOR: '1', LOG_LEVEL: 'warn' },
    onLine,
  });
  const stop = async () => {
    await portal.stop(15_000);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await portal.waitForLine(/^\s+Portal\s+http/, START_TIMEOUT_MS);
    log('npm start is serving the portal');
    const { mongodb } = JSON.parse(await readFile(join(dataDir, COMPONENTS_FILE), 'utf8')) as {
      mongodb: string;
    };
    return { pid: portal.child.pid as number, mongodb, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

/**
 * The soak's portal and traffic, shared by the soak and the capacity bench: `npm start` on free ports with a fresh
 * data folder, sign-in pools sized for `maxRate` (an account comes round about every POOL_REUSE_SECONDS at it),
 * the demo data the traffic reads and writes, and the mix (the same kinds in the same shares at any rate). Flows
 * record into the recorder last given to `setRecorder` (none: unrecorded). Resolves once the pools' resend
 * cooldown has passed; `stop` stops the portal.
 */
export const startSoakTraffic = async (context: TBenchContext, maxRate: number) => {
  const scale = maxRate / NOMINAL_RATE;
  const poolSize = (flowsPerSecond: number) => Math.ceil(POOL_REUSE_SECONDS * flowsPerSecond * scale) + 5;
  const runId = Date.now().toString(36);
  const candidatePool = Array.from(
    { length: poolSize(FLOWS.candidateLogin) },
    (_, index) => `soak-candidate-${runId}-${index}@bench.test`,
  );
  const adminPool = Array.from(
    { length: poolSize(FLOWS.adminLogin) },
    (_, index) => `soak-admin-${runId}-${index}@bench.test`,
  );

  const ports = Object.fromEntries(
    await Promise.all(
      (Object.keys(PORT_VARIABLES) as TPortName[]).map(async (name) => [name, await freePort()] as const),
    ),
  ) as Record<TPortName, number>;
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const portal = local(ports.portal);
  const origin = localOrigin(ports.portal);
  const sesUrl = local(ports.ses);

  // npm start's own lines at warn and above (LOG_LEVEL=warn): counted and sampled while the soak measures.
  let measuring = false;
  const logged: string[] = [];
  let loggedCount = 0;
  const onLine = (line: string) => {
    if (/\| (building|built in)\b/.test(line)) context.log(line.replace(/\s+\|/, ':'));
    if (!measuring || !/\|\s+(warn|error|fatal)\b|exited unexpectedly/.test(line)) return;
    loggedCount += 1;
    if (logged.length < 5) logged.push(line.replace(/\s+/g, ' ').slice(0, 240));
  };
  context.log(`starting the portal (npm start, fresh data, ${adminPool.length} pool admins)`);
  const stack = await startPortal(
    {
      ...Object.fromEntries(
        (Object.keys(PORT_VARIABLES) as TPortName[]).map((name) => [
          PORT_VARIABLES[name],
          String(ports[name]),
        ]),
      ),
      ...BENCH_AUTH_ENV,
      ADMIN_EMAILS: adminPool.join(','),
    },
    onLine,
    context.log,
  );
  const mailbox = watchMailbox(sesUrl, { pollMs: MAILBOX_POLL_MS, timeoutMs: CODE_TIMEOUT_MS });
  const client = createLoadClient(CONNECTIONS_PER_ORIGIN);
  try {
    await limitNoticeReaders(stack.mongodb, adminPool.slice(NOMINAL_ADMIN_POOL));
    const json = (cookie?: string) => ({
      'content-type': 'application/json',
      origin,
      ...(cookie ? { cookie } : {}),
    });
    /** A setup request: any unexpected answer stops the soak before it starts. */
    const setup = async (call: TCall) => {
      const answer = await client.call(call);
      if (answer.error !== null) throw new Error(`setup: ${call.method} ${call.url}: ${answer.error}`);
      return answer;
    };
    const setupJson = async <T>(call: TCall) => JSON.parse((await setup(call)).text) as T;

    // --- sign-in flows (recorded when a recorder is given) ---
    let recorder: TRecorder | null = null;
    const deliveries: number[] = [];
    let undelivered = 0;
    const step = async (label: string, call: TCall, startedAt = performance.now()) => {
      const answer = await client.call(call);
      recorder?.record('sign-in', label, performance.now() - startedAt, answer.error);
      return answer;
    };
    /** Asks for a code, reads it from the mailbox and exchanges it: the session cookie, or null on a failure. */
    const codeFlow = async (
      requestLabel: string,
      request: TCall,
      verifyLabel: string,
      verify: (code: string) => TCall,
      email: string,
      scheduledAt?: number,
    ) => {
      const code = mailbox.nextCode(email);
      const requestedAt = performance.now();
      const requested = await step(requestLabel, request, scheduledAt);
      if (requested.error !== null) {
        mailbox.cancel(email);
        return { cookie: null, error: requested.error };
      }
      let received: string;
      try {
        received = await code;
        if (recorder) deliveries.push(performance.now() - requestedAt);
      } catch (error) {
        if (recorder) undelivered += 1;
        return { cookie: null, error: (error as Error).message };
      }
      const verified = await step(verifyLabel, verify(received));
      const cookie = verified.error === null ? sessionOf(verified) : null;
      return { cookie, error: verified.error ?? (cookie ? null : 'no session cookie') };
    };
    const signIn = (variant: 'candidate' | 'admin' | 'employer', email: string, scheduledAt?: number) => {
      const operations = SIGN_IN_OPERATIONS[variant];
      return codeFlow(
        `POST ${operations.loginRequest.path}`,
        {
          method: 'POST',
          url: `${portal}${pathOf(operations.loginRequest)}`,
          headers: json(),
          body: JSON.stringify({ email }),
          expect: [200],
        },
        `POST ${operations.verifyCode.path}`,
        (code) => ({
          method: 'POST',
          url: `${portal}${pathOf(operations.verifyCode)}`,
          headers: json(),
          body: JSON.stringify({ email, code }),
          expect: [200],
        }),
        email,
        scheduledAt,
      );
    };
    const register = (email: string, name: string, scheduledAt?: number) => {
      const operations = SIGN_IN_OPERATIONS.candidate;
      return codeFlow(
        `POST ${operations.register.path}`,
        {
          method: 'POST',
          url: `${portal}${pathOf(operations.register)}`,
          headers: json(),
          body: JSON.stringify({ email, name }),
          expect: [200],
        },
        `POST ${operations.verifyRegistration.path}`,
        (code) => ({
          method: 'POST',
          url: `${portal}${pathOf(operations.verifyRegistration)}`,
          headers: json(),
          body: JSON.stringify({ email, code }),
          expect: [200],
        }),
        email,
        scheduledAt,
      );
    };
    const setupSignIn = async (variant: 'candidate' | 'admin' | 'employer', email: string) => {
      const { cookie, error } = await signIn(variant, email);
      if (cookie === null) throw new Error(`setup: signing in ${email} failed: ${error}`);
      return cookie;
    };

    // First, so that their registration codes' resend cooldown has passed when the pool starts signing in.
    context.log(`registering ${candidatePool.length} pool candidates`);
    for (let start = 0; start < candidatePool.length; start += 8) {
      await Promise.all(
        candidatePool.slice(start, start + 8).map(async (email, offset) => {
          const { cookie, error } = await register(email, `Soak Candidate ${start + offset}`);
          if (cookie === null) throw new Error(`setup: registering ${email} failed: ${error}`);
        }),
      );
    }
    const poolReadyAt = Date.now() + Number(BENCH_AUTH_ENV.AUTH_RESEND_COOLDOWN_SECONDS) * 1000 + 5_000;

    // --- the data the traffic reads and writes ---
    context.log('signing in the demo admin, waiting for the demo combine');
    const admin = await setupSignIn('admin', DEMO_ADMIN);
    const deadline = Date.now() + SEED_WAIT_MS;
    let combineId: string | undefined;
    while (!combineId) {
      const page = await setupJson<{ items: { id: string; name: string }[] }>({
        method: 'GET',
        url: `${portal}${pathOf(listTalentCombines)}?search=${encodeURIComponent(DEMO_COMBINE)}`,
        headers: { cookie: admin },
        expect: [200],
      });
      combineId = page.items.find((item) => item.name === DEMO_COMBINE)?.id;
      if (!combineId) {
        if (Date.now() > deadline) throw new Error(`the demo combine was not seeded in ${SEED_WAIT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
    const companyNamed = async (name: string) => {
      const page = await setupJson<{ items: { _id: string; name: string }[] }>({
        method: 'GET',
        url: `${portal}${pathOf(listClientCompanies)}?search=${encodeURIComponent(name)}`,
        headers: { cookie: admin },
        expect: [200],
      });
      const company = page.items.find((item) => item.name === name);
      if (!company) throw new Error(`the demo company ${name} is missing`);
      return company._id;
    };
    const acmeId = await companyNamed('Acme Analytics');
    const writtenCompanies = [
      await companyNamed('Brightpath Software'),
      await companyNamed('Driftwood Data'),
    ];
    const shared = await setupJson<{ shares: { id: string; companyId: string }[] }>({
      method: 'POST',
      url: `${portal}${pathOf(shareTalentCombine, { id: combineId })}`,
      headers: json(admin),
      body: JSON.stringify({ companyIds: [acmeId] }),
      expect: [200, 201],
    });
    const shareId = shared.shares.find((share) => share.companyId === acmeId)?.id;
    if (!shareId) throw new Error('no share of the demo combine with Acme Analytics');
    const clientUsers = await setupJson<{ items: { _id: string; email: string }[] }>({
      method: 'GET',
      url: `${portal}${pathOf(listClientUsers)}?search=chloe`,
      headers: { cookie: admin },
      expect: [200],
    });
    const toggledUserId = clientUsers.items.find((user) => user.email.startsWith('chloe.'))?._id;
    if (!toggledUserId) throw new Error('the demo client user Chloe Nguyen is missing');
    // Anonymous contact messages are limited per network (5 an hour): the soak writes their statuses only.
    const contactIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await setupJson<{ submission: { id: string } }>({
        method: 'POST',
        url: `${portal}${pathOf(createContactSubmission)}`,
        headers: json(),
        body: JSON.stringify({
          name: `Soak Visitor ${index}`,
          email: `visitor-${index}@bench.test`,
          company: 'Soak Co',
          message: 'We would like to hire three SDRs this quarter.',
        }),
        expect: [201],
      });
      contactIds.push(created.submission.id);
    }

    context.log('signing in the demo employer and candidates');
    const employer = await setupSignIn('employer', DEMO_EMPLOYER);
    const combine = await setupJson<{ candidates: { onePagerId: string }[] }>({
      method: 'GET',
      url: `${portal}${pathOf(getEmployerCombine, { shareId })}`,
      headers: { cookie: employer },
      expect: [200],
    });
    const onePagerIds = combine.candidates.map((candidate) => candidate.onePagerId);
    if (onePagerIds.length === 0) throw new Error('the shared demo combine shows no candidate');
    const candidates: string[] = [];
    for (const email of DEMO_SDR_CANDIDATES) candidates.push(await setupSignIn('candidate', email));

    const home = await setup({ method: 'GET', url: `${portal}/`, expect: [200] });
    const shellScripts = [...home.text.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"/g)].map(
      (match) => match[1] as string,
    );

    // --- the mix ---
    let counter = 0;
    const next = () => (counter += 1);
    const pick = <T>(list: readonly T[]) => list[next() % list.length] as T;
    /** Each pool in turn, so an account signs in again only after the whole pool has. */
    const rotation = <T>(list: readonly T[]) => {
      let index = 0;
      return () => list[index++ % list.length] as T;
    };
    const nextPoolCandidate = rotation(candidatePool);
    const nextPoolAdmin = rotation(adminPool);
    const one = (kind: string, label: string, perSecond: number, call: () => TCall): TArrival => ({
      perSecond,
      requests: 1,
      run: async (scheduledAt) => {
        const answer = await client.call({ ...call(), discardBody: true });
        recorder?.record(kind, label, performance.now() - scheduledAt, answer.error);
      },
    });
    const get = (url: string, cookie?: string, expect: readonly number[] = [200]): TCall => ({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
      expect,
    });
    const api = (operation: { path: string }, params?: Record<string, string>, query = '') =>
      `${portal}${pathOf(operation, params)}${query}`;
    const card = () => ({ shareId, onePagerId: pick(onePagerIds) });

    const anonymous: TArrival[] = [
      ...MARKETING_PAGES.map((page) =>
        one('anonymous', `GET ${page} (pre-rendered)`, page === '/' ? 8 : 4, () => get(`${portal}${page}`)),
      ),
      ...SHELL_PAGES.map((page) =>
        one('anonymous', `GET ${page} (shell)`, 2.5, () => get(`${portal}${page}`)),
      ),
      one('anonymous', 'GET /remotes.json', 6, () => get(`${portal}/remotes.json`)),
      ...shellScripts.map((script) =>
        one('anonymous', `GET shell script ${script}`, 10 / shellScripts.length, () =>
          get(`${portal}${script}`),
        ),
      ),
      ...(['mfe-marketing', 'mfe-candidate', 'mfe-admin', 'mfe-employer'] as const).map((remote) =>
        one('anonymous', `GET ${remote} remoteEntry.js`, 4, () =>
          get(`${local(ports[remote])}/remoteEntry.js`),
        ),
      ),
      one('anonymous', 'GET /api/user (anonymous: 401)', 20, () =>
        get(api(getCurrentUser), undefined, [401]),
      ),
      one('anonymous', 'GET /api/version', 4, () => get(api(getVersion))),
    ];

    const withSession = async (cookie: string | null) => {
      if (cookie === null) return;
      await step(`GET ${getCurrentUser.path}`, get(api(getCurrentUser), cookie));
    };
    const signOut = async (cookie: string | null) => {
      if (cookie === null) return;
      await step(`POST ${logout.path}`, {
        method: 'POST',
        url: api(logout),
        headers: json(cookie),
        expect: [200],
      });
    };
    const signIns: TArrival[] = [
      {
        perSecond: FLOWS.candidateLogin * 4,
        requests: 4,
        run: async (scheduledAt) => {
          const { cookie } = await signIn('candidate', nextPoolCandidate(), scheduledAt);
          await withSession(cookie);
          await signOut(cookie);
        },
      },
      {
        perSecond: FLOWS.adminLogin * 4,
        requests: 4,
        run: async (scheduledAt) => {
          const { cookie } = await signIn('admin', nextPoolAdmin(), scheduledAt);
          await withSession(cookie);
          await signOut(cookie);
        },
      },
      {
        perSecond: FLOWS.registration * 5,
        requests: 5,
        run: async (scheduledAt) => {
          const index = next();
          const { cookie } = await register(
            `soak-new-${runId}-${index}@bench.test`,
            `Soak Newcomer ${index}`,
            scheduledAt,
          );
          await withSession(cookie);
          if (cookie !== null) {
            await step(`POST ${selectCandidateRole.path}`, {
              method: 'POST',
              url: api(selectCandidateRole),
              headers: json(cookie),
              body: JSON.stringify({ role: index % 2 === 0 ? 'SDR' : 'AE' }),
              expect: [200],
            });
          }
          await signOut(cookie);
        },
      },
    ];

    const candidateReads: [{ path: string }, number][] = [
      [getCurrentUser, 8],
      [getOwnCandidateProfile, 10],
      [listOwnOnePagers, 6],
      [getCandidateActivity, 6],
      [getAccountSettings, 4],
    ];
    const candidate: TArrival[] = [
      ...candidateReads.map(([operation, perSecond]) =>
        one('candidate', `GET ${operation.path}`, perSecond, () => get(api(operation), pick(candidates))),
      ),
      one('candidate', `POST ${submitSdrOnboarding.path} (profile save)`, 4, () => {
        const form = new FormData();
        form.append('data', JSON.stringify({ ...SDR_DATA, headline: `Aspiring SDR, save ${next()}` }));
        return {
          method: 'POST',
          url: api(submitSdrOnboarding),
          headers: { cookie: pick(candidates), origin },
          body: form,
          expect: [200],
        };
      }),
      one('candidate', `PATCH ${updateCandidateSettings.path}`, 2, () => {
        const index = next();
        return {
          method: 'PATCH',
          url: api(updateCandidateSettings),
          headers: json(candidates[index % candidates.length]),
          body: JSON.stringify({
            name: index % candidates.length === 0 ? 'Demo Candidate' : 'Ava Thompson',
            location: `Austin, TX (${index % 7})`,
          }),
          expect: [200],
        };
      }),
    ];

    const adminReads: [{ path: string }, number, string][] = [
      [getAdminDashboard, 4, ''],
      [listCandidateProfiles, 6, '?page=1&limit=20'],
      [listCandidateUsers, 4, '?page=1&limit=20'],
      [listOnePagers, 4, '?page=1&limit=20'],
      [listTalentCombines, 4, '?page=1&limit=20'],
      [listClientCompanies, 4, '?page=1&limit=20'],
      [listClientUsers, 4, '?page=1&limit=20'],
      [listContactSubmissions, 3, '?page=1&limit=20'],
      [listAuditLog, 3, '?page=1&limit=20'],
    ];
    const adminArrivals: TArrival[] = [
      ...adminReads.map(([operation, perSecond, query]) =>
        one('admin', `GET ${operation.path}`, perSecond, () => get(api(operation, {}, query), admin)),
      ),
      one('admin', `GET ${getShareFeedback.path}`, 1, () =>
        get(api(getShareFeedback, { id: combineId, shareId }), admin),
      ),
      one('admin', `PATCH ${updateClientCompany.path}`, 1.5, () => ({
        method: 'PATCH',
        url: api(updateClientCompany, { id: pick(writtenCompanies) }),
        headers: json(admin),
        body: JSON.stringify({ email_frequency: pick(CLIENT_EMAIL_FREQUENCIES) }),
        expect: [200],
      })),
      one('admin', `PATCH ${updateContactSubmission.path}`, 1, () => ({
        method: 'PATCH',
        url: api(updateContactSubmission, { id: pick(contactIds) }),
        headers: json(admin),
        body: JSON.stringify({ status: pick(CONTACT_SUBMISSION_STATUSES) }),
        expect: [200],
      })),
      one('admin', `PATCH ${updateClientUser.path}`, 0.5, () => ({
        method: 'PATCH',
        url: api(updateClientUser, { id: toggledUserId }),
        headers: json(admin),
        body: JSON.stringify({ is_enabled: next() % 2 === 0 }),
        expect: [200],
      })),
    ];

    let evaluations = 0;
    const employerArrivals: TArrival[] = [
      one('employer', `GET ${getEmployerDashboard.path}`, 9, () => get(api(getEmployerDashboard), employer)),
      one('employer', `GET ${getEmployerCombine.path}`, 9, () =>
        get(api(getEmployerCombine, { shareId }), employer),
      ),
      one('employer', `GET ${getEmployerOnePager.path} (records a view)`, 8.2, () =>
        get(api(getEmployerOnePager, card()), employer),
      ),
      one('employer', `GET ${getEmployerOnePagerPdf.path}`, 0.5, () =>
        get(api(getEmployerOnePagerPdf, card()), employer),
      ),
      one('employer', `PUT ${updateClientEvaluation.path}`, 2.5, () => {
        evaluations += 1;
        const decision = CLIENT_DECISIONS[Math.floor(evaluations / DECISION_EVERY) % CLIENT_DECISIONS.length];
        return {
          method: 'PUT',
          url: api(updateClientEvaluation, card()),
          headers: json(employer),
          body: JSON.stringify({
            decision,
            passReason: decision === 'pass' ? 'Looking for more closing experience.' : null,
            rating: (evaluations % 4) + 1,
          }),
          expect: [200],
        };
      }),
      one('employer', `POST ${addClientComment.path}`, 0.5, () => ({
        method: 'POST',
        url: api(addClientComment, card()),
        headers: json(employer),
        body: JSON.stringify({ body: `Soak comment ${next()}: strong discovery calls.` }),
        expect: [201],
      })),
    ];
    const mix = [...anonymous, ...signIns, ...candidate, ...adminArrivals, ...employerArrivals];

    const cooldownLeft = poolReadyAt - Date.now();
    if (cooldownLeft > 0) {
      context.log(`waiting ${Math.ceil(cooldownLeft / 1000)} s for the pool's resend cooldown`);
      await new Promise((resolve) => setTimeout(resolve, cooldownLeft));
    }

    const metricsPorts: Partial<Record<string, number>> = {
      gateway: ports.gateway,
      'svc-auth': ports['svc-auth'],
      'svc-candidates': ports['svc-candidates'],
      'svc-clients': ports['svc-clients'],
    };
    /** The portal's processes (npm start's children and itself), the gateway and services with their /metrics. */
    const watchedProcesses = async (): Promise<TWatchedProcess[]> => [
      ...(await childProcessesOf(stack.pid)).map((child) => {
        const port = metricsPorts[child.name];
        return { ...child, metricsUrl: port === undefined ? null : `${local(port)}/metrics` };
      }),
      { name: 'npm-start', pid: stack.pid, metricsUrl: null },
    ];
    return {
      ports,
      stack,
      mix,
      candidatePool,
      adminPool,
      deliveries,
      watchedProcesses,
      setRecorder: (next: TRecorder | null) => {
        recorder = next;
      },
      /** Counts codes not delivered and npm start's warnings from now on (delivery times too). */
      startMeasuring: () => {
        deliveries.length = 0;
        undelivered = 0;
        loggedCount = 0;
        logged.length = 0;
        measuring = true;
      },
      stopMeasuring: () => {
        measuring = false;
      },
      undelivered: () => undelivered,
      /** How many messages the SES stand-in's mailbox holds in npm start's own process (null if it did not say). */
      mailboxHeld: async () => {
        try {
          const store = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: unknown[] };
          return store.emails.length;
        } catch {
          return null;
        }
      },
      logged: () => ({ count: loggedCount, lines: [...logged] }),
      stop: async () => {
        mailbox.stop();
        await client.close();
        await stack.stop();
      },
    };
  } catch (error) {
    mailbox.stop();
    await client.close();
    await stack.stop();
    throw error;
  }
};

/**
 * The soak: the whole portal as `npm start` runs it (its own process, free ports, a fresh data folder), under
 * SOAK_MINUTES (10) of open-loop mixed traffic at SOAK_RATE (200) requests per second after a warm-up:
 * anonymous page loads (pre-rendered marketing pages, shell pages, their scripts, /remotes.json, each remote's
 * remoteEntry.js, the anonymous GET /api/user), sign-ins (code requested, read from the SES stand-in's mailbox,
 * verified; candidate and admin pool accounts, and new candidate registrations), and candidates', admins' and
 * employers' reads and writes with live sessions. Reports requests, errors and p50/p99 per kind, and each
 * process's memory and event-loop delay at the start and the end (from its /metrics; /proc for the rest).
 */
export const soakBench: TBench = {
  name: 'soak',
  summary: 'SOAK_MINUTES (10) of mixed traffic at SOAK_RATE (200) req/s: errors, p99, memory and event loop',
  byDefault: false,
  async run(context) {
    const minutes = positive('SOAK_MINUTES', 10);
    const rate = positive('SOAK_RATE', NOMINAL_RATE);
    const warmupSec = positive('SOAK_WARMUP_SECONDS', 30);
    const durationSec = minutes * 60;
    const sampleSec = Math.min(30, durationSec / 4);
    const traffic = await startSoakTraffic(context, rate);
    const { stack, mix, candidatePool, adminPool, deliveries } = traffic;
    try {
      context.log(`warm-up: ${warmupSec} s at ${rate} req/s`);
      const warmup = createRecorder();
      traffic.setRecorder(warmup);
      await runAtRate({ mix, rate, durationSec: warmupSec, seed: 1 });

      const watched = await traffic.watchedProcesses();
      const sample = () => Promise.all(watched.map((proc) => readProcess(proc)));
      const cpu = () => Promise.all(watched.map((proc) => procCpuSeconds(proc.pid)));

      const database = new mongoose.mongo.MongoClient(stack.mongodb, { maxPoolSize: 1 });
      const censusStart = await censusOf(database);
      const timelineFile = process.env.SOAK_TIMELINE_FILE;
      const measured = createRecorder({ timeline: Boolean(timelineFile) });
      traffic.setRecorder(measured);
      traffic.startMeasuring();
      // This scrape starts each process's event-loop window (the first kept one ends it) and its request counts.
      const atStart = await sample();
      const cpuStart = await cpu();
      const generatorStart = process.cpuUsage();
      const samples: TProcessReading[][] = [];
      let sampling = Promise.resolve();
      const timer = setInterval(() => {
        sampling = sampling.then(async () => {
          samples.push(await sample());
        });
      }, sampleSec * 1000);
      context.log(`soak: ${minutes} min at ${rate} req/s`);
      const run = await runAtRate({ mix, rate, durationSec, seed: 2 });
      clearInterval(timer);
      await sampling;
      samples.push(await sample());
      const cpuEnd = await cpu();
      const generatorCpu = process.cpuUsage(generatorStart);
      traffic.stopMeasuring();
      const censusEnd = await censusOf(database);
      const mailboxHeld = await traffic.mailboxHeld();
      await database.close();
      // SOAK_TIMELINE_FILE: every measured request as a line of JSON [ms since start, operation, latency ms].
      if (timelineFile) {
        await writeFile(
          timelineFile,
          measured
            .timeline()
            .map((entry) => JSON.stringify(entry))
            .join('\n'),
        );
        context.log(`wrote ${measured.timeline().length} requests to ${timelineFile}`);
      }
      // What the soak left in MongoDB: the stand-in scans (it keeps no secondary index), so a collection that grows
      // makes every query of it slower.
      const grown = [...censusEnd]
        .map(([name, count]) => ({ name, from: censusStart.get(name) ?? 0, to: count }))
        .filter((entry) => entry.to > entry.from)
        .sort((a, b) => b.to - b.from - (a.to - a.from))
        .slice(0, 10)
        .map((entry) => `${entry.name} ${entry.from} -> ${entry.to}`);

      // --- the report ---
      const all = measured.all();
      const kinds = measured.kinds();
      const codeErrors = traffic.undelivered();
      const logged = traffic.logged();
      const totalErrors = all.errors + codeErrors;
      const cpuUsPerRequest: Record<string, number> = Object.fromEntries([
        ...watched.flatMap((proc, index) => {
          const start = cpuStart[index];
          const end = cpuEnd[index];
          return start == null || end == null || all.requests === 0
            ? []
            : [[proc.name, Math.round(((end - start) * 1e6) / all.requests)]];
        }),
        ['load generator', Math.round((generatorCpu.user + generatorCpu.system) / all.requests)],
      ]);
      const rows: TBenchRow[] = [
        {
          label: `all kinds (${all.requests} requests)`,
          rps: Math.round(all.requests / run.elapsedSec),
          p99Ms: Math.round(all.p99),
          cpuUsPerRequest,
          ratio: null,
          rounds: [],
        },
        ...kinds.map((kind) => ({
          label: kind.kind,
          rps: Math.round((kind.requests / run.elapsedSec) * 10) / 10,
          p99Ms: Math.round(kind.p99),
          cpuUsPerRequest: {},
          ratio: kind.requests / all.requests,
          rounds: [],
        })),
      ];
      // The issue's targets: every process's CPU per request summed (the load generator is not the portal's),
      // and each minute's p99 against the first minute's.
      const portalCpuUs = Object.entries(cpuUsPerRequest)
        .filter(([name]) => name !== 'load generator')
        .reduce((sum, [, value]) => sum + value, 0);
      const fullMinutes = Math.floor(run.elapsedSec / 60);
      const minuteP99 = measured.byMinute(fullMinutes, 0.99);
      const worstMinuteRatio =
        minuteP99.length > 0 && (minuteP99[0] ?? 0) > 0
          ? Math.max(...minuteP99) / (minuteP99[0] as number)
          : null;
      const first = samples[0] ?? [];
      const last = samples[samples.length - 1] ?? [];
      const width = Math.max(...watched.map((proc) => proc.name.length));
      const processLines = watched.map((proc, index) => {
        const start = first[index];
        const end = last[index];
        const peak = Math.max(...samples.map((reading) => reading[index]?.rssBytes ?? 0));
        const rss = `${proc.name.padEnd(width)}  RSS ${mib(start?.rssBytes)} -> ${mib(end?.rssBytes)} MiB (${signedMib(start?.rssBytes, end?.rssBytes)}, peak ${mib(peak)})`;
        if (proc.metricsUrl === null) return rss;
        const served = (quantile: number) =>
          histogramQuantileMs(
            atStart[index]?.durationBuckets ?? null,
            end?.durationBuckets ?? null,
            quantile,
          );
        const p50 = served(0.5);
        const p99 = served(0.99);
        return `${rss}  heap used ${mib(start?.heapUsedBytes)} -> ${mib(end?.heapUsedBytes)} MiB (${signedMib(start?.heapUsedBytes, end?.heapUsedBytes)})  event-loop delay p99 ${lateness(start)} -> ${lateness(end)} ms  served p50/p99 ${p50 === null ? '-' : ms(p50)}/${p99 === null ? '-' : ms(p99)} ms`;
      });
      const slowest = measured
        .labels()
        .sort((a, b) => b.p99 - a.p99)
        .slice(0, 5)
        .map((entry) => `${entry.label} ${ms(entry.p50)}/${ms(entry.p99)}`);
      const drift = measured
        .drift(fullMinutes)
        .filter((entry) => entry.first > 0)
        .sort((a, b) => b.last / b.first - a.last / a.first)
        .slice(0, 5)
        .map((entry) => `${entry.label} ${ms(entry.first)} -> ${ms(entry.last)}`);
      const errorLines = measured
        .errorMessages()
        .slice(0, 8)
        .map(([message, count]) => `  ${count} x ${message}`);
      const warm = warmup.all();
      if (totalErrors > 0) process.exitCode = 1;
      return {
        title: `soak: ${minutes} min of mixed traffic at ${rate} req/s (constant arrival rate), the portal as npm start runs it`,
        rows,
        notes: [
          `${all.requests} requests in ${run.elapsedSec.toFixed(0)} s after a ${warmupSec} s warm-up (${warm.requests} requests, ${warm.errors} errors); arrivals started late by p99 ${ms(run.latenessP99Ms)} ms, max ${ms(run.latenessMaxMs)} ms; latency counts from each arrival's scheduled time`,
          `errors: ${totalErrors} (target 0): ${kinds.map((kind) => `${kind.kind} ${kind.errors}`).join(', ')}; sign-in codes not delivered ${codeErrors}${totalErrors > 0 ? '  << FAILED' : ''}`,
          ...errorLines,
          `p50/p99 ms: all ${ms(all.p50)}/${ms(all.p99)}; ${kinds.map((kind) => `${kind.kind} ${ms(kind.p50)}/${ms(kind.p99)}`).join('; ')}`,
          `p50 ms by minute (all kinds): ${measured
            .byMinute(fullMinutes, 0.5)
            .map((value) => ms(value))
            .join(', ')}`,
          `p99 ms by minute (all kinds): ${minuteP99.map((value) => ms(value)).join(', ')}; the slowest minute's p99 is ${worstMinuteRatio === null ? '-' : `${worstMinuteRatio.toFixed(2)}x`} the first minute's (target: within 1.5x, or under 50 ms)`,
          `CPU per request, every process of the portal summed (the load generator aside): ${portalCpuUs} us (target <= 3000 us)`,
          `most slowed down, p50 ms in the first -> the last minute: ${drift.join('; ')}`,
          `slowest operations p50/p99 ms: ${slowest.join('; ')}`,
          `documents added during the soak, most first: ${grown.join('; ') || 'none'}`,
          `sign-in code delivery (request sent to the code read from the mailbox, polled every ${MAILBOX_POLL_MS} ms) over ${deliveries.length} sign-ins: p50 ${ms(percentile(deliveries, 0.5))} ms, p99 ${ms(percentile(deliveries, 0.99))} ms`,
          `'vs baseline' is each kind's share of all requests; 'CPU us/req' is each process's CPU over the soak per request`,
          `each process at the start (first ${sampleSec} s of load) and the end (last sample), sampled every ${sampleSec} s:`,
          ...processLines.map((line) => `  ${line}`),
          `memory, heap and event-loop delay from each process's /metrics (gateway and services), and 'served': the p50/p99 of its own http_request_duration_seconds over the soak (interpolated in its buckets); the event-loop delay is the p99 of monitorEventLoopDelay over the sample's window less its ${EVENT_LOOP_RESOLUTION_MS} ms sampling interval; the workers, npm start's own process (the ingress, the static app servers, s3rver and the SES stand-in), MongoDB and Redis: memory from /proc: its PSS, which counts the stand-in's thrice-mapped ZGC heap once (npm start gives the workers no METRICS_PORT)`,
          `the SES stand-in's mailbox (in npm start's own process) holds ${mailboxHeld ?? '?'} messages at the end (it keeps the newest ${MAILBOX_LIMIT}; the sign-in watcher empties it when no code is awaited)`,
          `npm start's log lines at warn or above during the soak: ${logged.count}${logged.lines.map((line) => `\n     ${line}`).join('')}`,
          `bench sign-in limits: ${Object.entries(BENCH_AUTH_ENV)
            .map(([name, value]) => `${name}=${value}`)
            .join(', ')}; pools: ${candidatePool.length} candidates, ${adminPool.length} admins`,
          'All processes share this machine (the load generator too), with whatever else runs on it: figures are noisy.',
        ],
      };
    } finally {
      await traffic.stop();
    }
  },
};
