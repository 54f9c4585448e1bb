import { request } from 'undici';
import { SESSION_COOKIE } from '@gtm/contracts/identity';
import { pathOf } from '@gtm/contracts/operation-path';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { shareTalentCombine } from '@gtm/contracts/operations/combine-shares';
import {
  getEmployerCombine,
  getEmployerDashboard,
  getEmployerOnePager,
} from '@gtm/contracts/operations/employer-portal';
import { listTalentCombines } from '@gtm/contracts/operations/talent-combines';
import { getVersion } from '@gtm/contracts/operations/version';
import { ANY_FREE_PORTS, startStack } from '../dev/stack.ts';
import { writeDemoSession } from '../test/demo-session.ts';
import { compareTargets } from './bench.ts';
import type { TBench } from './bench.ts';

const DEMO_COMBINE = 'Q1 GTM Talent Combine';
const SEED_WAIT_MS = 120_000;

/**
 * The employer portal's reads through the gateway with a live employer session, against the trivial
 * `GET /api/version` in the same rounds: each employer request reads the employer's access snapshot (Redis), then
 * the company's kept read (computed once: the share, the combine, its one-pagers, profiles and the company's
 * evaluations, and what the company may see); the one-pager also records a view (a write per request).
 */
export const employerBench: TBench = {
  name: 'employer',
  summary: 'employer dashboard, combine and one-pager reads (access snapshot, kept reads) vs /api/version',
  byDefault: false,
  async run(context) {
    const stack = await startStack({ dataDir: null, ports: ANY_FREE_PORTS, log: () => {} });
    try {
      const gateway = stack.urls.gateway;
      const admin = `${SESSION_COOKIE}=${await writeDemoSession(stack.components, 'admin')}`;
      const employer = `${SESSION_COOKIE}=${await writeDemoSession(stack.components, 'employer')}`;
      const call = async (cookie: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
        const answer = await request(`${gateway}${path}`, {
          method,
          headers: {
            cookie,
            origin: stack.urls.portal,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? null : JSON.stringify(body),
        });
        const text = await answer.body.text();
        if (answer.statusCode >= 300)
          throw new Error(`${method} ${path} answered ${answer.statusCode}: ${text}`);
        return JSON.parse(text) as unknown;
      };

      context.log('waiting for the demo combine');
      const deadline = Date.now() + SEED_WAIT_MS;
      let combineId: string | undefined;
      while (!combineId) {
        const page = (await call(
          admin,
          'GET',
          `${pathOf(listTalentCombines)}?search=${encodeURIComponent(DEMO_COMBINE)}`,
        )) as { items: { id: string; name: string }[] };
        combineId = page.items.find((item) => item.name === DEMO_COMBINE)?.id;
        if (!combineId) {
          if (Date.now() > deadline) throw new Error(`the demo combine was not seeded in ${SEED_WAIT_MS} ms`);
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }
      const companies = (await call(admin, 'GET', `${pathOf(listClientCompanies)}?search=Acme`)) as {
        items: { _id: string; name: string }[];
      };
      const acme = companies.items.find((company) => company.name === 'Acme Analytics');
      if (!acme) throw new Error('the demo company Acme Analytics is missing');
      const shared = (await call(admin, 'POST', pathOf(shareTalentCombine, { id: combineId }), {
        companyIds: [acme._id],
      })) as { shares: { id: string; companyId: string }[] };
      const shareId = shared.shares.find((share) => share.companyId === acme._id)?.id;
      if (!shareId) throw new Error('no share of the demo combine with Acme Analytics');
      const combine = (await call(employer, 'GET', pathOf(getEmployerCombine, { shareId }))) as {
        candidates: { onePagerId: string }[];
      };
      const onePagerId = combine.candidates[0]?.onePagerId;
      if (!onePagerId) throw new Error('the shared demo combine shows no candidate');

      const headers = () => ({ cookie: employer });
      const rows = await compareTargets(
        [
          { label: 'GET /api/version, gateway', url: `${gateway}${pathOf(getVersion)}` },
          {
            label: 'GET /api/employer/combines (dashboard)',
            url: `${gateway}${pathOf(getEmployerDashboard)}`,
            headers,
          },
          {
            label: `GET /api/employer/combines/:shareId (${combine.candidates.length} cards)`,
            url: `${gateway}${pathOf(getEmployerCombine, { shareId })}`,
            headers,
          },
          {
            label: 'GET .../one-pagers/:onePagerId (records a view)',
            url: `${gateway}${pathOf(getEmployerOnePager, { shareId, onePagerId })}`,
            headers,
          },
        ],
        context,
      );
      const ratio = (index: number) => `${((rows[index]?.ratio ?? 0) * 100).toFixed(1)}%`;
      return {
        title: `employer: the demo combine shared with Acme Analytics (full view), ${context.load.connections} connections, ${context.rounds} x ${context.load.durationSec} s (medians)`,
        rows,
        notes: [
          `throughput relative to /api/version: dashboard ${ratio(1)}, combine ${ratio(2)}, one-pager ${ratio(3)}`,
          "Each employer request reads the employer's access snapshot from Redis (no call to svc-clients), then the company's kept reads (svc-candidates' memory, dropped on every write the portal shows); the one-pager also records a view.",
          'All processes share this machine: the client, the ingress, the gateway, three services, their workers, MongoDB (the stand-in: no secondary indexes used) and Redis.',
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};
