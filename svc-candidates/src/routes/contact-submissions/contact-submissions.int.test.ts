import { randomBytes } from 'node:crypto';
import { ZApiError } from '@gtm/contracts/api-errors';
import {
  CONTACT_SUCCESS_MESSAGE,
  ZContactSubmission,
  ZCreateContactSubmissionResponse,
} from '@gtm/contracts/contact-submissions';
import { openTestContext } from '@gtm/service-kit/test-context';
import type { TTestContext } from '@gtm/service-kit/test-context';
import { createCandidatesApp } from '../../app.ts';
import { createContactRateLimit } from './contact-rate-limit.ts';

const PATH = '/api/contact-submissions';
const VALID = {
  name: '  Dana Reyes ',
  email: 'dana@acme.test',
  company: 'Acme Analytics',
  message: 'We need two SDRs in Austin by March.',
};

let ctx: TTestContext;
let app: ReturnType<typeof createCandidatesApp>;

beforeAll(async () => {
  ctx = await openTestContext('svc-candidates');
  // A small budget and a per-run prefix keep the test fast and independent of earlier runs on this Redis.
  const contactRateLimit = createContactRateLimit(ctx.redis, {
    points: 3,
    windowSeconds: 600,
    keyPrefix: `rl:contact:test:${randomBytes(4).toString('hex')}`,
  });
  // As behind the ingress: one proxy appends to X-Forwarded-For before the gateway (see `post`).
  app = createCandidatesApp({ ...ctx, contactRateLimit, trustedProxies: 1 });
});
afterAll(() => ctx.close());

const post = (body: unknown, clientIp: string) =>
  app.request(PATH, {
    method: 'POST',
    headers: {
      ...ctx.signed({ kind: 'anonymous' }, 'POST', PATH),
      'content-type': 'application/json',
      'x-forwarded-for': `${clientIp}, 127.0.0.1`,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/contact-submissions', () => {
  it('stores a valid submission with status new and createdAt, trimmed, and the admin list shows it', async () => {
    const before = Date.now();
    const response = await post(VALID, '203.0.113.1');
    expect(response.status).toBe(201);
    const body = ZCreateContactSubmissionResponse.parse(await response.json());
    expect(body.message).toBe(CONTACT_SUCCESS_MESSAGE);
    expect(body.submission).toMatchObject({
      name: 'Dana Reyes',
      email: 'dana@acme.test',
      company: 'Acme Analytics',
      message: VALID.message,
      status: 'new',
    });
    expect(Date.parse(body.submission.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const list = await app.request(PATH, {
      headers: ctx.signed({ kind: 'admin', userId: 'a1' }, 'GET', PATH),
    });
    expect(list.status).toBe(200);
    const submissions = ZContactSubmission.array().parse(await list.json());
    expect(submissions.map((item) => item.id)).toContain(body.submission.id);
  });

  it('refuses invalid fields with 400 and a readable message per field, storing nothing', async () => {
    const response = await post(
      { name: ' ', email: 'not-an-email', company: 'Acme', message: 'short' },
      '203.0.113.2',
    );
    expect(response.status).toBe(400);
    const body = ZApiError.parse(await response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required.' },
        { path: 'email', message: 'Enter a valid e-mail address.' },
        { path: 'message', message: 'Message must be at least 10 characters.' },
      ]),
    );
    const missing = ZApiError.parse(await (await post({}, '203.0.113.2')).json());
    expect(missing.issues?.map((issue) => issue.path).sort()).toEqual([
      'company',
      'email',
      'message',
      'name',
    ]);
    expect((await post('{not json', '203.0.113.2')).status).toBe(400);
  });

  it('answers 429 with Retry-After and a message saying when to retry once a client spends its budget', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(VALID, '198.51.100.7')).status).toBe(201);
    }
    const limited = await post(VALID, '198.51.100.7');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = ZApiError.parse(await limited.json());
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toBe('Too many messages from your network. Please try again in 10 minutes.');
    // An address the client wrote into X-Forwarded-For itself does not escape the limit: it is read from the right.
    expect((await post(VALID, '203.0.113.77, 198.51.100.7')).status).toBe(429);
    // Another client is not affected.
    expect((await post(VALID, '198.51.100.8')).status).toBe(201);
  });

  it('keeps the admin list for admins', async () => {
    const response = await app.request(PATH, {
      headers: ctx.signed({ kind: 'candidate', userId: 'c1', role: 'SDR' }, 'GET', PATH),
    });
    expect(response.status).toBe(403);
  });
});
