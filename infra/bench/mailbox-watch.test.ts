import { createRequire } from 'node:module';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchMailbox } from './mailbox-watch.ts';

type TSesLocal = (config: { host: string; port: number }) => Promise<Server>;
// aws-ses-v2-local is CommonJS with its server factory as `exports.default`.
const startSesLocal = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: TSesLocal }).default;

let ses: Server;
let sesUrl: string;

beforeAll(async () => {
  ses = await startSesLocal({ host: '127.0.0.1', port: 0 });
  sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    ses.closeAllConnections();
    ses.close(() => resolve());
  });
});

/** An e-mail through the stand-in's SES API, as the e-mail worker sends one. */
const send = async (to: string, subject: string, text: string) => {
  const client = new SESClient({
    region: 'us-east-1',
    endpoint: sesUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await client.send(
    new SendEmailCommand({
      Source: 'no-reply@gtm.test',
      Destination: { ToAddresses: [to] },
      Message: { Subject: { Data: subject }, Body: { Text: { Data: text } } },
    }),
  );
  client.destroy();
};

describe('watchMailbox', () => {
  it("hands each sign-in its own code, the notices and others' codes around it left alone", async () => {
    const mailbox = watchMailbox(sesUrl, { pollMs: 20, timeoutMs: 5_000 });
    try {
      const first = mailbox.nextCode('First@Example.test');
      await send('notice@example.test', 'New candidate', 'A notice, 111111 in it');
      await send('other@example.test', 'Your GTM Combine verification code', 'Your code is:\n222222');
      await send('first@example.test', 'Your GTM Combine verification code', 'Your code is:\n333333');
      expect(await first).toBe('333333');
      // A sign-in more than a second later: the watcher has read the store since, and reads on from there.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const second = mailbox.nextCode('second@example.test');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await send('second@example.test', 'Your GTM Combine verification code', 'Your code is:\n444444');
      expect(await second).toBe('444444');
    } finally {
      mailbox.stop();
    }
  });

  it('gives up on a code that never comes', async () => {
    const mailbox = watchMailbox(sesUrl, { pollMs: 20, timeoutMs: 300 });
    try {
      await expect(mailbox.nextCode('nobody@example.test')).rejects.toThrow(
        'no code delivered to nobody@example.test within 300 ms',
      );
    } finally {
      mailbox.stop();
    }
  });
});
