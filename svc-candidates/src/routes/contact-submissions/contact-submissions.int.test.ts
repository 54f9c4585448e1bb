import { ZApiError } from '@gtm/contracts/api-errors';
import {
  CONTACT_SUCCESS_MESSAGE,
  ZContactSubmissionPage,
  ZCreateContactSubmissionResponse,
} from '@gtm/contracts/contact-submissions';
import { openCandidatesTestApp } from '../../test-app.ts';
import type { TCandidatesTestApp } from '../../test-app.ts';

const PATH = '/api/contact-submissions';
const VALID = {
  name: '  Dana Reyes ',
  email: 'dana@acme.test',
  company: 'Acme Analytics',
  message: 'We need two SDRs in Austin by March.',
};

let client: TCandidatesTestApp['client'];
let close: TCandidatesTestApp['close'];

beforeAll(async () => {
  // A small budget keeps the test fast.
  ({ client, close } = await openCandidatesTestApp({ contactRateLimit: { points: 3, windowSeconds: 600 } }));
});
afterAll(() => close());

// As behind the ingress: one proxy (trusted by the test app) appends to X-Forwarded-For before the gateway.
const post = (body: unknown, clientIp: string) =>
  client.request('POST', PATH, {
    identity: { kind: 'anonymous' },
    body,
    headers: { 'x-forwarded-for': `${clientIp}, 127.0.0.1` },
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

    const list = await client.request('GET', PATH, { identity: { kind: 'admin', userId: 'a1' } });
    expect(list.status).toBe(200);
    const submissions = ZContactSubmissionPage.parse(await list.json()).items;
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
    const response = await client.request('GET', PATH, {
      identity: { kind: 'candidate', userId: 'c1', role: 'SDR' },
    });
    expect(response.status).toBe(403);
  });
});
