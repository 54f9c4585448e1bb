import { createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the SES endpoint behaves: `pass` forwards to the real (local) SES; `fail` answers SES's own 503
 * ServiceUnavailable; `hold` takes the request and answers nothing until the mode changes (a hung endpoint,
 * or a slow send to kill a worker in the middle of).
 */
export type TSesMode = 'pass' | 'fail' | 'hold';

/** The SES endpoint the services are given, in front of the real one, with a fault switch. */
export type TSesFaultProxy = {
  url: string;
  mode: () => TSesMode;
  /** Switches the mode; held requests are forwarded when it becomes `pass`, refused when it becomes `fail`. */
  setMode: (mode: TSesMode) => void;
  /** Requests received per mode, and held requests whose client left before an answer (never forwarded). */
  counts: () => Record<TSesMode | 'abandoned', number>;
  /** Resolves once `count` requests are held. */
  waitForHeld: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

// The error document SES's query API answers when it is unavailable; the AWS SDK reads its Code.
const UNAVAILABLE_XML = `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">
<Error><Type>Receiver</Type><Code>ServiceUnavailable</Code><Message>Service is unavailable</Message></Error>
<RequestId>fault-suite</RequestId></ErrorResponse>`;

type THeld = { incoming: IncomingMessage; outgoing: ServerResponse; body: Buffer };

/** Starts the fault switch on a free port in front of `target` (aws-ses-v2-local's URL). */
export async function startSesFaultProxy(target: string): Promise<TSesFaultProxy> {
  let mode: TSesMode = 'pass';
  const counts = { pass: 0, fail: 0, hold: 0, abandoned: 0 };
  const held = new Set<THeld>();
  const heldWaiters = new Set<() => void>();

  const refuse = (outgoing: ServerResponse) => {
    outgoing.writeHead(503, { 'content-type': 'text/xml' }).end(UNAVAILABLE_XML);
  };

  const forward = ({ incoming, outgoing, body }: THeld) => {
    const upstream = request(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    upstream.end(body);
  };

  const release = () => {
    for (const entry of held) {
      held.delete(entry);
      if (entry.outgoing.destroyed) continue;
      if (mode === 'pass') forward(entry);
      else refuse(entry.outgoing);
    }
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const entry = { incoming, outgoing, body: Buffer.concat(chunks) };
      counts[mode] += 1;
      if (mode === 'pass') return forward(entry);
      if (mode === 'fail') return refuse(outgoing);
      held.add(entry);
      // A client that gives up (a timeout, a killed worker) never had its message accepted: it is dropped.
      outgoing.once('close', () => {
        if (held.delete(entry)) counts.abandoned += 1;
      });
      for (const wake of heldWaiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    mode: () => mode,
    setMode(next) {
      mode = next;
      if (next !== 'hold') release();
    },
    counts: () => ({ ...counts }),
    waitForHeld: (count, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (held.size < count) return;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${count} SES requests were not held within ${timeoutMs} ms (held ${held.size})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          heldWaiters.delete(check);
        };
        heldWaiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const entry of held) entry.outgoing.destroy();
        held.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
