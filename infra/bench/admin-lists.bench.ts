import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import type { TOperation } from '@gtm/contracts/operation';
import { pathOf } from '@gtm/contracts/operation-path';
import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { getAdminAnalytics } from '@gtm/contracts/operations/analytics';
import { listAuditLog } from '@gtm/contracts/operations/audit-log';
import { listCandidateProfiles, listCandidateUsers } from '@gtm/contracts/operations/admin-candidates';
import { listContactSubmissions } from '@gtm/contracts/operations/contact-submissions';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { listClientUsers } from '@gtm/contracts/operations/client-users';
import { listAdminCombineDays } from '@gtm/contracts/operations/combine-days';
import { listDueDecisions } from '@gtm/contracts/operations/decisions';
import { listOnePagers } from '@gtm/contracts/operations/one-pagers';
import { listPlacements } from '@gtm/contracts/operations/placements';
import { listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { PATHS } from '@gtm/contracts/paths';
import { ANY_FREE_PORTS, startStack } from '../dev/stack.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { writeDemoSession } from '../test/demo-session.ts';
import type { TBench } from './bench.ts';
import { median } from './load-test.ts';
import { sampleQuery } from './query-samples.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Requests per query shape (after 3 warm-ups), and page loads per screen. */
const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const PAGE_LOADS = Number(process.env.BENCH_PAGE_LOADS || 5);

/** A UTC day `days` before today (YYYY-MM-DD), for the analytics' range. */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The combine days screen's month: the six weeks of this month's grid, from the Sunday on or before its first. */
const monthGrid = () => {
  const today = new Date();
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const start = first - new Date(first).getUTCDay() * 24 * 3600 * 1000;
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return { from: day(start), to: day(start + 41 * 24 * 3600 * 1000) };
};

/** Every query shape the admin screens issue: the first page, each filter, searches short and long, sorts, a deep page. */

const QUERIES: readonly [string, TOperation, Record<string, string | number>][] = [
  ['dashboard', getAdminDashboard, {}],
  ['profiles: first page', listCandidateProfiles, {}],
  ['profiles: status active', listCandidateProfiles, { status: 'active' }],
  ['profiles: by name', listCandidateProfiles, { sort: 'name', order: 'asc' }],
  ['profiles: search "ann"', listCandidateProfiles, { search: 'ann' }],
  ['profiles: search "jo"', listCandidateProfiles, { search: 'jo' }],
  ['profiles: search "müller" + status', listCandidateProfiles, { search: 'müller', status: 'pending' }],
  ['profiles: page 2000', listCandidateProfiles, { page: 2000 }],
  ['registrations: incomplete', listCandidateUsers, { profile: 'incomplete' }],
  ['registrations: search "smith"', listCandidateUsers, { profile: 'incomplete', search: 'smith' }],
  ['one-pagers: first page', listOnePagers, {}],
  ['one-pagers: status active', listOnePagers, { status: 'active' }],
  ['one-pagers: search "lee"', listOnePagers, { search: 'lee' }],
  ['combines: first page', listTalentCombines, {}],
  ['combines: search "q3"', listTalentCombines, { search: 'q3' }],
  ['contacts: status new', listContactSubmissions, { status: 'new' }],
  ['contacts: search "globex"', listContactSubmissions, { search: 'globex' }],
  ['companies: first page', listClientCompanies, {}],
  ['companies: search "acme"', listClientCompanies, { search: 'acme' }],
  ['companies: by name, page 500', listClientCompanies, { sort: 'name', order: 'asc', page: 500 }],
  ['client users: first page', listClientUsers, {}],
  ['client users: search "okafor"', listClientUsers, { search: 'okafor' }],
  ['audit log: first page', listAuditLog, {}],
  // The hiring records (issue 48): the placements, the decisions due and the combine days' calendar.
  ['placements: first page', listPlacements, {}],
  ['placements: status confirmed', listPlacements, { status: 'confirmed' }],
  ['placements: search', listPlacements, { search: 'smith' }],
  ['decisions: due', listDueDecisions, { status: 'due' }],
  ['decisions: overdue', listDueDecisions, { status: 'overdue' }],
  ['combine days: month', listAdminCombineDays, monthGrid()],
  // The hiring analytics, from the rollups the seed wrote as the consumer would (target p95 <= 100 ms).
  ['analytics: all time', getAdminAnalytics, {}],
  ['analytics: last 90 days', getAdminAnalytics, { from: daysAgo(89), to: daysAgo(0) }],
];

/** The admin list screens, each measured until its first table row (the dashboard: its first count) shows. */
const SCREENS: readonly [string, string, string][] = [
  ['dashboard', PATHS.admin.dashboard, '[data-testid="dash-count"]'],
  ['candidates', PATHS.admin.candidates, '.ant-table-row'],
  ['one-pagers', PATHS.admin.onePagers, '.ant-table-row'],
  ['talent combines', PATHS.admin.talentCombines, '.ant-table-row, .ant-card'],
  ['contact submissions', PATHS.admin.contactSubmissions, '.ant-table-row'],
  ['client companies', PATHS.admin.clientCompanies, '.ant-table-row'],
  ['client users', PATHS.admin.clientUsers, '.ant-table-row'],
  ['placements', PATHS.admin.placements, '.ant-table-row'],
  ['decisions', PATHS.admin.decisions, '.ant-table-row'],
  ['combine days', PATHS.admin.combineDays, '[data-testid="combine-day"]'],
];

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
};
const ms = (value: number) => value.toFixed(1).padStart(7);

/** How long a screen may take to show its first row before its load counts as failed. */
const SCREEN_TIMEOUT_MS = 60_000;

/** One API call a screen made: what it asked, when, and how it ended (null while it is open). */
type TApiCall = { call: string; started: number; outcome: string | null; failed: boolean };

/**
 * Loads a screen in a fresh context and waits for `selector` (its first row). The load fails when an API call
 * of the page fails (a non-2xx answer or none: the list then stays empty, as SWR does not retry) or after
 * {@link SCREEN_TIMEOUT_MS}; the failure names the calls that failed or were still open.
 */
const loadScreen = async (
  browser: Browser,
  url: string,
  cookie: { name: string; value: string; url: string },
  selector: string,
): Promise<{ ms: number; calls: string } | { failure: string }> => {
  const browserContext = await browser.newContext();
  try {
    await browserContext.addCookies([{ ...cookie, httpOnly: true, sameSite: 'Lax' }]);
    const page: Page = await browserContext.newPage();
    const calls = new Map<object, TApiCall>();
    let failedCall: (call: TApiCall) => void = () => {};
    const callFailed = new Promise<TApiCall>((resolve) => (failedCall = resolve));
    const end = (key: object, outcome: string, failed: boolean) => {
      const call = calls.get(key);
      if (!call || call.outcome !== null) return;
      Object.assign(call, {
        outcome: `${outcome} after ${(performance.now() - call.started).toFixed(0)} ms`,
        failed,
      });
      if (failed) failedCall(call);
    };
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith('/api/'))
        calls.set(sent, {
          call: `${sent.method()} ${path}`,
          started: performance.now(),
          outcome: null,
          failed: false,
        });
    });
    page.on('response', (answer) => end(answer.request(), `${answer.status()}`, answer.status() >= 400));
    page.on('requestfailed', (sent) =>
      end(sent, `failed (${sent.failure()?.errorText ?? 'no answer'})`, true),
    );

    const started = performance.now();
    const shown = page
      .goto(url)
      .then(() => page.locator(selector).first().waitFor({ timeout: SCREEN_TIMEOUT_MS }))
      .then(() => ({ ms: performance.now() - started }));
    const outcome = await Promise.race([
      shown.catch((error: Error) => ({ error })),
      callFailed.then((call) => ({ call })),
    ]);
    const described = (list: TApiCall[]) =>
      list
        .map(
          (call) =>
            `${call.call} ${call.outcome ?? `open ${(performance.now() - call.started).toFixed(0)} ms`}`,
        )
        .join('; ');
    if ('ms' in outcome) return { ...outcome, calls: described([...calls.values()]) };
    const open = [...calls.values()].filter((call) => call.outcome === null);
    if ('call' in outcome) return { failure: `no row: ${described([outcome.call])}` };
    const failed = [...calls.values()].filter((call) => call.failed);
    return {
      failure: `no row within ${SCREEN_TIMEOUT_MS / 1000} s (${outcome.error.message.split('\n')[0]})${
        failed.length + open.length > 0 ? `: ${described([...failed, ...open])}` : ''
      }`,
    };
  } finally {
    await browserContext.close();
  }
};

/**
 * The admin lists at issue 12's scale: the whole stack (in-memory data), `npm run seed:scale` into it, then
 * each list query through the gateway with an admin session, one at a time (p50/p95 of the time to the whole
 * answer), and each admin list screen in Chromium (median time from navigation to its first row). A query or
 * screen that fails (a 504 when the stand-in's scan outlasts the gateway's upstream limit, say) is a row marked
 * FAILED with its reason, and the bench goes on; the command then exits 1.
 */
export const adminListsBench: TBench = {
  name: 'admin-lists',
  summary: 'admin list queries (p50/p95) and list screens in Chromium at the seeded scale (BENCH_SCALE=1)',
  byDefault: false,
  async run(context) {
    const stack = await startStack({ dataDir: null, ports: ANY_FREE_PORTS, log: () => {} });
    try {
      const factor = process.env.BENCH_SCALE || '1';
      context.log(`seeding the scale data (factor ${factor})`);
      const seeded = await promisify(execFile)(
        process.execPath,
        [join(ROOT, 'infra', 'seed', 'seed-scale.ts'), '--factor', factor],
        { cwd: ROOT, env: { ...process.env, MONGODB_URI: stack.components.mongodb.url } },
      );
      const sessionCookie = {
        name: SESSION_COOKIE,
        value: await writeDemoSession(stack.components, 'admin'),
        url: stack.urls.portal,
      };
      const cookie = `${SESSION_COOKIE}=${sessionCookie.value}`;
      const rows: string[] = [
        `seed: ${seeded.stdout.trim().replace(/\n/g, '; ')}`,
        '',
        'query (through the gateway)            p50 ms   p95 ms',
      ];
      const failures: string[] = [];
      for (const [label, operation, query] of QUERIES) {
        const search = new URLSearchParams(
          Object.entries(query).map(([name, value]) => [name, String(value)]),
        );
        const url = `${stack.urls.gateway}${pathOf(operation)}?${search.toString()}`;
        const { times, failure } = await sampleQuery(
          url,
          { cookie, origin: stack.urls.portal },
          { samples: SAMPLES, warmUps: 3 },
        );
        if (failure !== null) {
          failures.push(`query ${label}`);
          rows.push(`${label.padEnd(38)} FAILED: ${failure}`);
          context.log(`${label}: FAILED: ${failure}`);
          continue;
        }
        rows.push(`${label.padEnd(38)} ${ms(percentile(times, 0.5))}  ${ms(percentile(times, 0.95))}`);
        context.log(`${label}: p50 ${percentile(times, 0.5).toFixed(1)} ms`);
      }
      rows.push(
        '',
        `screen (Chromium, fresh context each load)  median ms to the first row (${PAGE_LOADS} loads)`,
      );
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        for (const [label, path, selector] of SCREENS) {
          const times: number[] = [];
          const failed: string[] = [];
          for (let load = 0; load < PAGE_LOADS; load += 1) {
            const outcome = await loadScreen(browser, `${stack.urls.portal}${path}`, sessionCookie, selector);
            if ('ms' in outcome) times.push(outcome.ms);
            else failed.push(outcome.failure);
            context.log(
              `${label} load ${load + 1}: ${'ms' in outcome ? `${outcome.ms.toFixed(0)} ms (${outcome.calls})` : outcome.failure}`,
            );
          }
          if (failed.length > 0) failures.push(`screen ${label}`);
          rows.push(
            `${label.padEnd(38)} ${times.length > 0 ? ms(median(times)) : '      -'}${
              failed.length > 0 ? `  FAILED ${failed.length} of ${PAGE_LOADS} loads: ${failed[0]}` : ''
            }`,
          );
        }
      } finally {
        await browser.close();
      }
      rows.push(
        '',
        failures.length > 0 ? `FAILED: ${failures.join(', ')}` : 'every query and screen answered',
      );
      // Every row is measured and reported; a failure still makes the command fail, as the soak's errors do.
      if (failures.length > 0) process.exitCode = 1;
      return { title: `admin lists at scale ${factor}`, rows: [], notes: rows };
    } finally {
      await stack.stop();
    }
  },
};
