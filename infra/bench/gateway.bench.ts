import type { TBench } from './bench.ts';
import { compareTargets } from './bench.ts';
import { startBenchStack } from './bench-stack.ts';

const PATH = '/api/version';

/**
 * The gateway's cost on the trivial route: `GET /api/version` straight to svc-auth (with identity headers
 * signed as the gateway would) against the same request through the gateway (session lookup skipped: no
 * cookie; access check, signing and the pass-through done), and through a second gateway that reaches svc-auth
 * over its Unix domain socket, as `npm start` runs them.
 */
export const gatewayBench: TBench = {
  name: 'gateway',
  summary: 'GET /api/version: svc-auth direct vs through the gateway (TCP and Unix socket to svc-auth)',
  byDefault: true,
  async run(context) {
    const stack = await startBenchStack(context.log);
    try {
      // The same gateway reaching svc-auth over its Unix domain socket (both on one host, as `npm start` runs).
      const socketGateway = await stack.startGateway('gateway-unix', stack.svcAuthSocketOrigin);
      const rows = await compareTargets(
        [
          {
            label: 'svc-auth direct',
            url: `${stack.svcAuth.url}${PATH}`,
            headers: () => stack.signedHeaders({ kind: 'anonymous' }, 'GET', PATH),
            watch: { 'svc-auth': stack.svcAuth.pid },
          },
          {
            label: 'through gateway',
            url: `${stack.gateway.url}${PATH}`,
            watch: { gateway: stack.gateway.pid, 'svc-auth': stack.svcAuth.pid },
          },
          {
            label: 'through gateway, Unix socket',
            url: `${socketGateway.url}${PATH}`,
            watch: { gateway: socketGateway.pid, 'svc-auth': stack.svcAuth.pid },
          },
        ],
        context,
      );
      return {
        title: `gateway vs direct, ${context.load.connections} connections, ${context.rounds} x ${context.load.durationSec} s each (medians)`,
        rows,
        notes: [
          ...rows
            .slice(1)
            .map(
              (row) =>
                `${row.label}/direct throughput: ${((row.ratio ?? 0) * 100).toFixed(1)}% (median of per-round ratios: ${row.rounds
                  .map(
                    (run, round) => `${((run.rps / (rows[0]?.rounds[round]?.rps ?? 1)) * 100).toFixed(1)}%`,
                  )
                  .join(', ')})`,
            ),
          'All processes share this machine: autocannon, svc-auth and (second row) the gateway compete for its cores.',
        ],
      };
    } finally {
      await stack.stop();
    }
  },
};
