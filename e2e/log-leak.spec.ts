import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { Redis } from 'ioredis';
import type { TSdrProfileInput } from '@gtm/contracts/candidate-profile';
import { REQUEST_ID_HEADER, SESSION_COOKIE } from '@gtm/contracts/identity';
import { DEMO_ADMIN } from '@gtm/contracts/users';
import type { TStack } from '@gtm/infra/dev/stack.ts';
import { expect, test } from './fixtures.ts';
import { codeFor, messagesTo } from './mailbox.ts';
import { resetSignInLimits } from './sessions.ts';

/**
 * Whole sign-ins in Chromium (a new candidate who then uploads a resume and a headshot, and the demo admin), then
 * proof that none of their secrets reached a log line of any process of the stack (services, workers, gateway,
 * the stores the stack starts), nor Redis (sessions, queued e-mail jobs): not the sign-in codes (the mailbox
 * holds them, as it should), not the session ids or any other cookie value, not the signed links to the files.
 */

/** A valid SDR profile (ZSdrProfileInput). */
const SDR_PROFILE: TSdrProfileInput = {
  workPreference: ['Remote'],
  expectedSalary: '60k-80k',
  salesCareerReason: 'I like talking to people and want to learn how software is sold.',
  education: { school: 'State University', graduationDate: '2025-05', major: 'Economics', gpa: '3.6' },
  passions: ['Running'],
  moduleSeen: true,
  location: 'Austin, TX',
  headline: 'Aspiring SDR',
  shortBio: 'Recent graduate, two years of retail sales.',
  phone: '+1 512 555 0100',
  linkedinUrl: 'https://www.linkedin.com/in/log-leak-candidate',
};

/** A 1x1 PNG and a one-page PDF: what the upload route's content check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A secret seen during the run, and what it is (for the failure message). */
type TSecret = { what: string; value: string };

/** Where a secret shows in a text: a code only as a number of its own, anything else anywhere. */
const occurs = (text: string, { value }: TSecret) =>
  /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(text) : text.includes(value);

/** Every cookie the browser holds for the portal that could be a credential (not a short flag), as secrets. */
async function cookieSecrets(context: BrowserContext, when: string): Promise<TSecret[]> {
  return (await context.cookies())
    .filter((cookie) => cookie.value.length >= 16)
    .map((cookie) => ({ what: `cookie ${cookie.name} ${when}`, value: cookie.value }));
}

/** Signs in through a sign-in screen with the e-mailed code; the secrets it saw (the code, the cookies). */
async function signIn(page: Page, stack: TStack, path: string, email: string): Promise<TSecret[]> {
  const before = (await messagesTo(stack, email)).length;
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const code = await codeFor(stack, email, before + 1);
  const pending = await cookieSecrets(page.context(), `after asking ${email}'s code`);
  await page.getByLabel('6-Digit Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  return [{ what: `${email}'s sign-in code`, value: code }, ...pending];
}

/** Registers a new candidate through the candidate screen; the secrets it saw. */
async function register(page: Page, stack: TStack, email: string): Promise<TSecret[]> {
  await page.goto('/candidate/auth');
  await page.getByRole('button', { name: 'Create one' }).click();
  await page.getByLabel('Full Name').fill('Logan Leakless');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const code = await codeFor(stack, email, 1);
  const pending = await cookieSecrets(page.context(), 'during registration');
  await page.getByLabel('6-Digit Code').fill(code);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/candidate\/role-selection$/);
  return [{ what: `${email}'s registration code`, value: code }, ...pending];
}

/** Every value Redis holds (strings, hashes, lists, sets, sorted sets), one text per key. */
async function redisValues(url: string): Promise<string[]> {
  const redis = new Redis(url);
  const readers: Record<string, (key: string) => Promise<unknown>> = {
    string: (key) => redis.get(key),
    hash: (key) => redis.hgetall(key),
    list: (key) => redis.lrange(key, 0, -1),
    set: (key) => redis.smembers(key),
    zset: (key) => redis.zrange(key, '0', '-1'),
  };
  try {
    const texts: string[] = [];
    for await (const keys of redis.scanStream({ count: 500 }) as AsyncIterable<string[]>) {
      for (const key of keys) {
        const read = readers[await redis.type(key)];
        texts.push(`${key} ${JSON.stringify(read ? await read(key) : null)}`);
      }
    }
    return texts;
  } finally {
    redis.disconnect();
  }
}

test('no sign-in code, session id or signed link reaches a log line or Redis', async ({
  browser,
  stack,
  stackLog,
}) => {
  test.setTimeout(120_000);
  await resetSignInLimits(stack);
  const secrets: TSecret[] = [];

  // A new candidate registers, signs out and in again, then uploads a resume and a headshot.
  const candidateContext = await browser.newContext({ baseURL: stack.urls.portal });
  const candidate = await candidateContext.newPage();
  const email = `log-leak-${Date.now()}@example.test`;
  secrets.push(...(await register(candidate, stack, email)));
  secrets.push(...(await cookieSecrets(candidateContext, 'after registration')));
  await candidateContext.clearCookies();
  // Another code for the same address within a minute would be refused (the resend cooldown).
  await resetSignInLimits(stack);
  secrets.push(...(await signIn(candidate, stack, '/candidate/auth', email)));
  // Signed in, the candidate (no role yet) is sent on from the sign-in screen; only then is the session cookie set.
  await expect(candidate).toHaveURL(/\/candidate\/role-selection$/);
  secrets.push(...(await cookieSecrets(candidateContext, 'after the candidate signed in')));
  // The candidate chooses a role first (without one, every candidate screen sends them to choose), then onboards.
  const chosen = await candidate.request.post('/api/candidate/role-selection', {
    headers: { origin: stack.urls.portal },
    data: { role: 'SDR' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const submitted = await candidate.request.post('/api/candidate/onboarding/sdr', {
    headers: { origin: stack.urls.portal },
    multipart: {
      data: JSON.stringify(SDR_PROFILE),
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
      headshot: { name: 'headshot.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  // The profile screen shows the headshot through its signed link; the answer behind it holds both links.
  const profileAnswer = candidate.waitForResponse((response) =>
    response.url().endsWith('/api/user/candidate-profile'),
  );
  await candidate.goto('/candidate/profile');
  const headshot = candidate.getByRole('img', { name: 'Headshot of Logan Leakless' });
  await expect.poll(() => headshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  const signedLinks = (await (await profileAnswer).text()).match(/https?:\/\/[^"]+X-Amz-Signature=[^"&]+/g);
  expect(signedLinks, 'the profile answer holds the signed links of both files').toHaveLength(2);
  for (const link of signedLinks ?? []) {
    const url = new URL(link);
    secrets.push({ what: `signed link ${url.pathname}`, value: url.href });
    secrets.push({
      what: `signature of ${url.pathname}`,
      value: url.searchParams.get('X-Amz-Signature') ?? '',
    });
  }

  // The demo admin signs in through the admin screen.
  const adminContext = await browser.newContext({ baseURL: stack.urls.portal });
  const admin = await adminContext.newPage();
  secrets.push(...(await signIn(admin, stack, '/admin/auth', DEMO_ADMIN.email)));
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  secrets.push(...(await cookieSecrets(adminContext, 'after the admin signed in')));

  const sessions = secrets.filter(({ what }) => what.startsWith(`cookie ${SESSION_COOKIE} after`));
  expect(sessions.length, 'a session cookie for each sign-in').toBeGreaterThanOrEqual(3);

  // Every line printed so far is in: the services print in order, and this request's line comes last.
  const marker = randomUUID();
  expect(
    (await candidate.request.get('/api/version', { headers: { [REQUEST_ID_HEADER]: marker } })).ok(),
  ).toBe(true);
  await expect.poll(() => stackLog.some((line) => line.includes(marker)), { timeout: 10_000 }).toBe(true);
  // The log is the stack's whole output: every process that took part printed into it.
  for (const source of ['gateway', 'svc-auth', 'svc-auth-worker', 'svc-candidates'])
    expect(
      stackLog.some((line) => line.startsWith(`[${source}] `)),
      source,
    ).toBe(true);

  const leaks = (texts: string[]) =>
    secrets.flatMap((secret) => {
      const line = texts.find((text) => occurs(text, secret));
      return line === undefined ? [] : [`${secret.what} in: ${line.slice(0, 300)}`];
    });
  const stored = await redisValues(stack.components.redis.url);
  expect(leaks(stackLog), 'secrets in log lines').toEqual([]);
  expect(leaks(stored), 'secrets in Redis').toEqual([]);
  test.info().annotations.push({
    type: 'checked',
    description: `${secrets.length} secrets against ${stackLog.length} log lines and ${stored.length} Redis keys`,
  });

  await candidateContext.close();
  await adminContext.close();
});
