import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { resolveS3 } from './s3.ts';
import { resolveSes } from './ses.ts';

const log = () => {};

function s3Client(env: Record<string, string>): S3Client {
  return new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    // s3rver stores the aws-chunked framing of checksummed streaming uploads as the object's bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

describe('embedded s3rver', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gtm-s3-test-'));
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the bucket, takes a streamed upload, and keeps it across a restart', async () => {
    const env = { S3_PORT: '0', PATH: process.env.PATH };
    const first = await resolveS3({ dataDir, log, env });
    const bytes = Buffer.from('%PDF-1.4 resume bytes');
    try {
      expect(first.kind).toBe('s3rver (embedded)');
      expect(first.env.S3_BUCKET).toBe('gtm-uploads');
      const client = s3Client(first.env);
      await client.send(
        new PutObjectCommand({
          Bucket: first.env.S3_BUCKET,
          Key: 'resumes/a.pdf',
          Body: Readable.from([bytes]),
          ContentLength: bytes.length,
          ContentType: 'application/pdf',
        }),
      );
      client.destroy();
    } finally {
      await first.stop();
    }

    const second = await resolveS3({ dataDir, log, env });
    try {
      const client = s3Client(second.env);
      const object = await client.send(
        new GetObjectCommand({ Bucket: second.env.S3_BUCKET, Key: 'resumes/a.pdf' }),
      );
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(bytes);
      client.destroy();
    } finally {
      await second.stop();
    }
  });

  it('uses S3_ENDPOINT and its bucket and keys as given', async () => {
    const s3 = await resolveS3({
      dataDir: null,
      log,
      env: {
        S3_ENDPOINT: 'https://s3.example.test',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
    });
    expect(s3).toMatchObject({
      kind: 'S3_ENDPOINT',
      env: {
        S3_ENDPOINT: 'https://s3.example.test',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
    });
  });
});

describe('embedded aws-ses-v2-local', () => {
  it('accepts an e-mail through the SES API and shows it in its /store', async () => {
    const ses = await resolveSes({ dataDir: null, log, env: { SES_PORT: '0' } });
    try {
      expect(ses.kind).toBe('aws-ses-v2-local (embedded)');
      const client = new SESClient({
        endpoint: ses.env.SES_ENDPOINT,
        region: ses.env.SES_REGION,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const subject = `Your code ${Date.now()}`;
      await client.send(
        new SendEmailCommand({
          Source: 'no-reply@gtmcombine.test',
          Destination: { ToAddresses: ['ada@example.test'] },
          Message: { Subject: { Data: subject }, Body: { Text: { Data: '123456' } } },
        }),
      );
      client.destroy();
      const store = (await (await fetch(`${ses.env.SES_ENDPOINT}/store`)).json()) as {
        emails: { subject: string }[];
      };
      expect(store.emails.map((email) => email.subject)).toContain(subject);
    } finally {
      await ses.stop();
    }
  });

  it('reports a taken port with the variable to set instead of crashing', async () => {
    const first = await resolveSes({ dataDir: null, log, env: { SES_PORT: '0' } });
    try {
      const port = new URL(first.env.SES_ENDPOINT!).port;
      await expect(resolveSes({ dataDir: null, log, env: { SES_PORT: port } })).rejects.toThrow(
        /SES_ENDPOINT/,
      );
    } finally {
      await first.stop();
    }
  });
});
