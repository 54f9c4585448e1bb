import { createApp } from './create-app.ts';
import { healthRoutes, runReadiness } from './health.ts';
import { createLogger } from './logger.ts';

const log = createLogger({ name: 'test', level: 'silent' });

describe('runReadiness', () => {
  it('reports each check, failing the ones that throw or outlive the deadline', async () => {
    const startedAt = Date.now();
    const readiness = await runReadiness(
      {
        mongodb: async () => undefined,
        redis: () => Promise.reject(new Error('ECONNREFUSED')),
        s3: () => new Promise(() => undefined),
      },
      { timeoutMs: 100, log },
    );
    expect(readiness).toEqual({
      status: 'unavailable',
      checks: { mongodb: 'ok', redis: 'fail', s3: 'fail' },
    });
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });
});

describe('healthRoutes', () => {
  const build = (draining: boolean, healthy: boolean) => {
    const app = createApp({ log });
    app.route(
      '/',
      healthRoutes({
        checks: { mongodb: async () => (healthy ? undefined : Promise.reject(new Error('down'))) },
        isDraining: () => draining,
      }),
    );
    return app;
  };

  it('answers liveness without touching dependencies', async () => {
    const response = await build(false, false).request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 200 when every dependency answers and 503 naming the one that does not', async () => {
    expect((await build(false, true).request('/readyz')).status).toBe(200);
    const down = await build(false, false).request('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', checks: { mongodb: 'fail' } });
  });

  it('turns unready while draining', async () => {
    const response = await build(true, true).request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { mongodb: 'ok', draining: 'fail' },
    });
  });
});
