import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE, sessionKey, ZSessionRecord } from '@gtm/contracts/identity';
import type { TIdentity } from '@gtm/contracts/identity';
import type { TLogger } from '@gtm/service-kit/logger';
import { hashSessionId } from '@gtm/service-kit/session-id';
import { TEST_IDENTITY_SECRET } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createDeliveredEmailsRepository } from './jobs/delivered-emails.ts';
import { startEmailWorker } from './jobs/email.worker.ts';
import { createSesMailer } from './mail/ses-mailer.ts';
import { deriveCodeKeys } from './routes/sign-in/code-crypto.ts';

type TSesLocal = (config: { host: string; port: number }) => Promise<Server>;
/** A message as aws-ses-v2-local stores it. */
export type TStoredEmail = {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
};
/** Whatever answers requests in memory: an auth test app's `app`. */
type TRequestable = { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } };

let counter = 0;
/** A fresh address per test, so cooldowns and limits of one test never touch another. */
export const freshEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

/** A cookie jar per browser: keeps what Set-Cookie sets, drops what it expires. */
export const cookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    cookies,
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
};
export type TCookieJar = ReturnType<typeof cookieJar>;

export type TSendOptions = {
  /** The browser whose cookies go with the request (a fresh one when none). */
  browser?: TCookieJar;
  /** Another auth test app to send to (the harness's own app when none). */
  app?: TRequestable;
  /** The client IP the gateway forwards (the harness's own when none). */
  ip?: string;
  /** POST when none. */
  method?: string;
};

/**
 * svc-auth's mail round trip for tests: an aws-ses-v2-local server, the e-mail worker delivering to it, the
 * mailbox, and requests signed as the gateway would sign them for a browser's session cookie.
 */
export const openMailHarness = async (options: { ctx: TTestContext; log: TLogger; target: TRequestable }) => {
  const { ctx, log, target } = options;
  // aws-ses-v2-local is CommonJS with its server factory as `exports.default`.
  const startSesLocal = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: TSesLocal })
    .default;
  const ses = await startSesLocal({ host: '127.0.0.1', port: 0 });
  const sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  const mailer = createSesMailer({
    region: 'us-east-1',
    endpoint: sesUrl,
    from: 'GTM Combine <no-reply@gtm.test>',
  });
  const worker = startEmailWorker({
    mailer,
    log,
    redisUrl: ctx.redisUrl,
    keys: deriveCodeKeys(TEST_IDENTITY_SECRET),
    deliveries: await createDeliveredEmailsRepository(ctx.mongo),
  });

  // This harness's client address (IPv6 documentation range): the test files share one Redis, so with one
  // address for all of them the sign-ins of earlier files count against a later file's per-IP limit.
  const ownIp = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::10`;

  const mailbox = async (): Promise<TStoredEmail[]> =>
    ((await (await fetch(`${sesUrl}/store`)).json()) as { emails: TStoredEmail[] }).emails;

  const mailsTo = async (email: string) => (await mailbox()).filter((m) => m.destination.to.includes(email));

  /**
   * The code of the newest message to `email` that holds one, once the worker has delivered `count` messages
   * (only those from number `count` on are read: a code asked for before is not taken for a new one). Another
   * message to the address may arrive after the code's (the worker sends up to four at once, in any order),
   * so the newest message is not always the code's. Waits up to 15 s, as the browser tests do.
   */
  const codeFor = async (email: string, count = 1): Promise<string> => {
    let messages: TStoredEmail[] = [];
    for (let tries = 0; tries < 300; tries++) {
      messages = await mailsTo(email);
      if (messages.length >= count) {
        for (const message of messages.slice(count - 1).reverse()) {
          const match = /\b(\d{6})\b/.exec(message.body.text ?? '');
          if (match?.[1]) return match[1];
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const subjects = messages.map((message) => message.subject).join(' | ');
    throw new Error(
      `no code arrived for ${email} in message ${count} or later (${messages.length}: ${subjects})`,
    );
  };

  /** The gateway's view of a browser: the session cookie resolved to an identity, other cookies passed on. */
  const identityOf = async (browser: TCookieJar): Promise<TIdentity> => {
    const sessionId = browser.cookies.get(SESSION_COOKIE);
    if (!sessionId) return { kind: 'anonymous' };
    const stored = await ctx.redis.get(sessionKey(hashSessionId(sessionId)));
    if (!stored) return { kind: 'anonymous' };
    const record = ZSessionRecord.parse(JSON.parse(stored));
    return {
      kind: record.kind,
      userId: record.userId,
      role: record.role,
      sessionId: hashSessionId(sessionId),
    };
  };

  /** A JSON request through the gateway for `browser`, whose jar takes the answer's cookies. */
  const send = async (path: string, body: unknown, sendOptions: TSendOptions = {}) => {
    const browser = sendOptions.browser ?? cookieJar();
    const method = sendOptions.method ?? 'POST';
    const withoutSession = [...browser.cookies]
      .filter(([name]) => name !== SESSION_COOKIE)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const response = await (sendOptions.app ?? target).app.request(path, {
      method,
      headers: {
        ...ctx.signed(await identityOf(browser), method, path),
        'content-type': 'application/json',
        'x-forwarded-for': sendOptions.ip ?? ownIp,
        ...(withoutSession ? { cookie: withoutSession } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    browser.take(response);
    return { response, body: (await response.json()) as Record<string, unknown>, browser };
  };

  /** Signs `email` in through `kind`'s paths, reading the code from the mailbox as a person would. */
  const signIn = async (kind: 'candidate' | 'employer' | 'admin', email: string) => {
    const browser = cookieJar();
    const delivered = (await mailsTo(email)).length;
    const requested = await send(`/api/${kind}/auth/login-request`, { email }, { browser });
    if (requested.response.status !== 200) {
      throw new Error(
        `login-request for ${email}: ${requested.response.status} ${JSON.stringify(requested.body)}`,
      );
    }
    const code = await codeFor(email, delivered + 1);
    return send(`/api/${kind}/auth/verify-code`, { code }, { browser });
  };

  return {
    harness: {
      /** The aws-ses-v2-local server's base URL. */
      sesUrl,
      jar: cookieJar,
      fresh: freshEmail,
      mailbox,
      mailsTo,
      codeFor,
      identityOf,
      send,
      signIn,
    },
    /** Stops the worker, the mailer and the SES server (before the app's queues and context close). */
    async close() {
      await worker.close();
      mailer.close();
      await new Promise<void>((resolve) => {
        ses.closeAllConnections();
        ses.close(() => resolve());
      });
    },
  };
};
export type TMailHarness = Awaited<ReturnType<typeof openMailHarness>>['harness'];
