import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '../faults/fault-stack.ts';
import { ANY_FREE_PORTS, startStack } from './stack.ts';
import type { TStack } from './stack.ts';

/**
 * Traces of the portal as `npm start` runs it, exported over OTLP (HTTP/JSON) to a receiver in this test: one
 * registration's trace goes from the gateway through svc-auth into the e-mail job its worker runs.
 */
type TAttribute = { key: string; value: Record<string, unknown> };
type TSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: TAttribute[];
  links?: { traceId: string; spanId: string }[];
};
type TExport = {
  resourceSpans: { resource: { attributes: TAttribute[] }; scopeSpans: { spans: TSpan[] }[] }[];
};
type TReceived = TSpan & { service: string };

const SPAN_KIND_SERVER = 2;
const received: TReceived[] = [];
const bodies: string[] = [];
const receiver = createServer((incoming, outgoing) => {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    bodies.push(text);
    const exported = JSON.parse(text) as TExport;
    for (const { resource, scopeSpans } of exported.resourceSpans) {
      const service = resource.attributes.find((attribute) => attribute.key === 'service.name')?.value
        .stringValue as string;
      for (const scope of scopeSpans) for (const span of scope.spans) received.push({ ...span, service });
    }
    outgoing.writeHead(200, { 'content-type': 'application/json' });
    outgoing.end('{}');
  });
});

let stack: TStack;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { NODE_ENV: _jest, ...env } = process.env;
  stack = await startStack({
    dataDir: null,
    ports: ANY_FREE_PORTS,
    env: {
      ...env,
      DATA_DIR: '',
      AUTH_IP_LIMIT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
  });
}, 240_000);
afterAll(async () => {
  await stack?.stop();
  receiver.close();
});

it('follows a registration from the gateway through svc-auth into its e-mail job, with no secret in a span', async () => {
  const email = `traced-${Date.now()}@example.com`;
  const answer = await fetch(`${stack.urls.portal}/api/candidate/auth/register`, {
    method: 'POST',
    headers: { origin: stack.urls.portal, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Tracy Traced', email }),
  });
  expect(answer.status).toBe(200);

  const gateway = await eventually(
    async () =>
      received.find(
        (span) =>
          span.service === 'gateway' &&
          span.kind === SPAN_KIND_SERVER &&
          span.name === 'POST /api/candidate/auth/register',
      ),
    'the gateway span',
  );
  const service = await eventually(
    async () =>
      received.find(
        (span) =>
          span.service === 'svc-auth' && span.traceId === gateway.traceId && span.kind === SPAN_KIND_SERVER,
      ),
    'the svc-auth span in the same trace',
  );
  expect(service.parentSpanId).toBe(gateway.spanId);
  expect(service.name).toBe('POST /api/candidate/auth/register');
  expect(service.attributes).toEqual(
    expect.arrayContaining([
      { key: 'http.route', value: { stringValue: '/api/candidate/auth/register' } },
      { key: 'http.response.status_code', value: { intValue: 200 } },
    ]),
  );
  // The e-mail job: queued under the request's span, run by the worker in the same trace.
  const job = await eventually(
    async () =>
      received.find(
        (span) =>
          span.service === 'svc-auth-worker' &&
          (span.traceId === gateway.traceId || span.links?.some((link) => link.traceId === gateway.traceId)),
      ),
    "svc-auth-worker's span of the e-mail job in the registration's trace",
  );
  expect(job.name).toMatch(/email/i);

  // Nothing personal or secret in what was exported: not the address, not the code, not a session.
  const code = await eventually(async () => {
    const store = (await (await fetch(`${stack.urls.mailbox}/store`)).json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    return store.emails
      .find((message) => message.destination.to.includes(email))
      ?.body.text?.match(/\b(\d{6})\b/)?.[1];
  }, 'the code e-mail');
  const exported = bodies.join('\n');
  expect(exported).not.toContain(email);
  expect(exported).not.toContain(code);
  expect(exported).not.toMatch(/gtm_sid/);
}, 120_000);
