import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { request } from 'undici';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import type { TOperation } from '@gtm/contracts/operation';
import { pathOf } from '@gtm/contracts/operation-path';
import { getAdminDashboard } from '@gtm/contracts/operations/admin-dashboard';
import { listAuditLog } from '@gtm/contracts/operations/audit';
import {
  listCandidateProfiles,
  listCandidateUsers,
  listContactSubmissions,
} from '@gtm/contracts/operations/candidates';
import { listClientCompanies, listClientUsers } from '@gtm/contracts/operations/clients';
import { listOnePagers, listTalentCombines } from '@gtm/contracts/operations/talent';
import { PATHS } from '@gtm/contracts/paths';
import { ANY_FREE_PORTS, startStack } from '../dev/stack.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { writeDemoSession } from '../test/demo-session.ts';
import type { TBench } from './bench.ts';
import { median } from './load-test.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Requests per query shape (after 3 warm-ups), and page loads per screen. */
const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
const PAGE_LOADS = Number(process.env.BENCH_PAGE_LOADS || 5);

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
];

/** The admin list screens, each measured until its first table row shows. */
const SCREENS: readonly [string, string, string][] = [
  ['dashboard', PATHS.admin.dashboard, 'h1'],
  ['candidates', PATHS.admin.candidates, '.ant-table-row'],
  ['one-pagers', PATHS.admin.onePagers, '.ant-table-row'],
  ['talent combines', PATHS.admin.talentCombines, '.ant-table-row, .ant-card'],
  ['contact submissions', PATHS.admin.contactSubmissions, '.ant-table-row'],
  ['client companies', PATHS.admin.clientCompanies, '.ant-table-row'],
  ['client users', PATHS.admin.clientUsers, '.ant-table-row'],
];

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
};
const ms = (value: number) => value.toFixed(1).padStart(7);

/**
 * The admin lists at issue 12's scale: the whole stack (in-memory data), `npm run seed:scale` into it, then
 * each list query through the gateway with an admin session, one at a time (p50/p95 of the time to the whole
 * answer), and each admin list screen in Chromium (median time from navigation to its first row).
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
      const cookie = `${SESSION_COOKIE}=${await writeDemoSession(stack.components, 'admin')}`;
      const rows: string[] = [
        `seed: ${seeded.stdout.trim().replace(/\n/g, '; ')}`,
        '',
        'query (through the gateway)            p50 ms   p95 ms',
      ];
      for (const [label, operation, query] of QUERIES) {
        const search = new URLSearchParams(
          Object.entries(query).map(([name, value]) => [name, String(value)]),
        );
        const url = `${stack.urls.gateway}${pathOf(operation)}?${search.toString()}`;
        const times: number[] = [];
        for (let sample = -3; sample < SAMPLES; sample += 1) {
          const started = performance.now();
          const response = await request(url, { headers: { cookie, origin: stack.urls.portal } });
          await response.body.text();
          if (response.statusCode !== 200)
            throw new Error(`${label}: ${url} answered ${response.statusCode}`);
          if (sample >= 0) times.push(performance.now() - started);
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
          for (let load = 0; load < PAGE_LOADS; load += 1) {
            const page = await browser.newContext().then((browserContext) =>
              browserContext
                .addCookies([
                  {
                    name: SESSION_COOKIE,
                    value: cookie.split('=')[1] as string,
                    url: stack.urls.portal,
                    httpOnly: true,
                    sameSite: 'Lax',
                  },
                ])
                .then(() => browserContext.newPage()),
            );
            const started = performance.now();
            await page.goto(`${stack.urls.portal}${path}`);
            await page.locator(selector).first().waitFor({ timeout: 60_000 });
            times.push(performance.now() - started);
            await page.context().close();
          }
          rows.push(`${label.padEnd(38)} ${ms(median(times))}`);
        }
      } finally {
        await browser.close();
      }
      return { title: `admin lists at scale ${factor}`, rows: [], notes: rows };
    } finally {
      await stack.stop();
    }
  },
};
