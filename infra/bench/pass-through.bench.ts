import type { TBench, TTarget } from './bench.ts';
import { compareTargets } from './bench.ts';
import { startBenchStack } from './bench-stack.ts';

const PATH = '/api/version';
/** The strategies measured before choosing the gateway's (see pass-through-server.ts). */
const VARIANTS = ['fetch', 'hono-proxy', 'undici-request', 'undici-stream', 'hono-dispatch'] as const;

/**
 * Why the gateway forwards the way it does: bare pass-throughs of `GET /api/version` (fetch, hono/proxy,
 * undici request/stream, the gateway's forwarder behind a Hono handler) against svc-auth direct and the
 * full gateway (raw listener + undici dispatch), in one run.
 */
export const passThroughBench: TBench = {
  name: 'pass-through',
  summary: 'GET /api/version through each pass-through strategy tried for the gateway',
  byDefault: false,
  async run(context) {
    const stack = await startBenchStack(context.log);
    try {
      const targets: TTarget[] = [
        {
          label: 'svc-auth direct',
          url: `${stack.svcAuth.url}${PATH}`,
          headers: () => stack.signedHeaders({ kind: 'anonymous' }, 'GET', PATH),
        },
      ];
      for (const variant of VARIANTS) {
        const server = await stack.startNode(
          variant,
          'infra/bench/pass-through-server.ts',
          {
            VARIANT: variant,
            UPSTREAM: stack.svcAuth.url,
            IDENTITY_SECRET: stack.secret,
          },
          PATH,
        );
        targets.push({ label: variant, url: `${server.url}${PATH}`, watch: { [variant]: server.pid } });
      }
      targets.push({
        label: 'gateway (raw + dispatch)',
        url: `${stack.gateway.url}${PATH}`,
        watch: { gateway: stack.gateway.pid },
      });
      return {
        title: `pass-through strategies vs direct, ${context.load.connections} connections, ${context.rounds} x ${context.load.durationSec} s (medians)`,
        rows: await compareTargets(targets, context),
        notes: [
          'The variants only sign and forward; the gateway row also routes, checks access and CSRF and sets headers.',
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};
