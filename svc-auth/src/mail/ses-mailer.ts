import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { SendBulkEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { BulkEmailStatus } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { SES_BULK_MAX_DESTINATIONS } from './bulk-content.ts';
import type { TBulkMessage } from './bulk-content.ts';
import type { TRenderedEmail } from './email-templates.ts';

/**
 * What became of one destination of a bulk call: sent, rejected for good (a bad address), or to send again
 * later (SES throttled it, or a passing failure).
 */
export type TBulkOutcome = { to: string; outcome: 'sent' | 'rejected' | 'retry'; status: string };

/** The one adapter through which svc-auth sends e-mail. */
export type TMailer = {
  send: (message: TRenderedEmail & { to: string }) => Promise<{ messageId: string }>;
  /** One SES `SendBulkEmail` call (at most 50 destinations): each destination's outcome, in order. */
  sendBulk: (message: TBulkMessage) => Promise<TBulkOutcome[]>;
  close: () => void;
};

/** Per-destination statuses of a bulk call that a later try may turn into a delivery. */
const RETRYABLE_BULK_STATUSES: ReadonlySet<BulkEmailStatus | undefined> = new Set<BulkEmailStatus>([
  'ACCOUNT_THROTTLED',
  'TRANSIENT_FAILURE',
  'ACCOUNT_DAILY_QUOTA_EXCEEDED',
  'ACCOUNT_SENDING_PAUSED',
  'CONFIGURATION_SET_SENDING_PAUSED',
]);

/** Statuses SES answers for a message it will never accept, whatever the number of retries. */
const isPermanent = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name ?? '';
  if (status === undefined || status < 400 || status >= 500) return false;
  return status !== 408 && status !== 429 && !/throttl/i.test(name);
};

/** An SES rejection that retrying cannot fix (bad address, unverified sender...). */
export class PermanentMailError extends Error {
  constructor(cause: unknown) {
    super(`SES rejected the message: ${(cause as Error).message}`, { cause });
    this.name = 'PermanentMailError';
  }
}

/**
 * Sends through the SES API (`SendEmail`; `SendRawEmail` for a message with a calendar invitation or an
 * attachment; the v2
 * API's `SendBulkEmail`, which v1 has only for stored templates, for one message to many). With an
 * endpoint (SES_ENDPOINT: aws-ses-v2-local in development) and no AWS access key in the environment
 * (`awsAccessKeyId`, read by env.ts), it signs with placeholder keys, which a local endpoint accepts.
 */
export const createSesMailer = (options: {
  region: string;
  endpoint?: string | undefined;
  from: string;
  awsAccessKeyId?: string | undefined;
}): TMailer => {
  const local = options.endpoint !== undefined && !options.awsAccessKeyId;
  const client = new SESClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    maxAttempts: 1,
  });
  const v2 = new SESv2Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    maxAttempts: 1,
  });
  /**
   * A message with a calendar invitation or attachments, as raw MIME (built by nodemailer's MailComposer):
   * multipart/mixed of a multipart/alternative (text, html, `text/calendar; method=...`) and the same calendar
   * as `invite.ics`, the layout Google Calendar and Outlook both read as an invitation; the attachments (an
   * invoice's PDF) as parts of their own.
   */
  const sendRaw = async (message: TRenderedEmail & { to: string }) => {
    const { calendar, attachments } = message;
    const raw = await new MailComposer({
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(calendar
        ? { icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content } }
        : {}),
      ...(attachments?.length ? { attachments } : {}),
    })
      .compile()
      .build();
    const result = await client.send(
      new SendRawEmailCommand({
        Source: options.from,
        Destinations: [message.to],
        RawMessage: { Data: new Uint8Array(raw) },
      }),
    );
    return result.MessageId ?? '';
  };
  return {
    async send(message) {
      try {
        if (message.calendar || message.attachments?.length) return { messageId: await sendRaw(message) };
        const result = await client.send(
          new SendEmailCommand({
            Source: options.from,
            Destination: { ToAddresses: [message.to] },
            Message: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                Html: { Data: message.html, Charset: 'UTF-8' },
              },
            },
          }),
        );
        return { messageId: result.MessageId ?? '' };
      } catch (error) {
        throw isPermanent(error) ? new PermanentMailError(error) : error;
      }
    },
    /**
     * An inline template (no template to create, keep or clean up in SES): one call, each destination rendered
     * from the shared and its own values. A destination without a result is taken as rejected: sending it
     * again could send it twice.
     */
    async sendBulk(message) {
      if (message.destinations.length > SES_BULK_MAX_DESTINATIONS) {
        throw new RangeError(`at most ${SES_BULK_MAX_DESTINATIONS} destinations a bulk call`);
      }
      try {
        const result = await v2.send(
          new SendBulkEmailCommand({
            FromEmailAddress: options.from,
            DefaultContent: {
              Template: {
                TemplateContent: message.template,
                TemplateData: JSON.stringify(message.shared),
              },
            },
            BulkEmailEntries: message.destinations.map((destination) => ({
              Destination: { ToAddresses: [destination.to] },
              ReplacementEmailContent: {
                ReplacementTemplate: { ReplacementTemplateData: JSON.stringify(destination.data) },
              },
            })),
          }),
        );
        return message.destinations.map(({ to }, index): TBulkOutcome => {
          const status = result.BulkEmailEntryResults?.[index]?.Status;
          if (status === 'SUCCESS') return { to, outcome: 'sent', status };
          if (RETRYABLE_BULK_STATUSES.has(status)) return { to, outcome: 'retry', status: status ?? '' };
          return { to, outcome: 'rejected', status: status ?? 'NO_RESULT' };
        });
      } catch (error) {
        throw isPermanent(error) ? new PermanentMailError(error) : error;
      }
    },
    close: () => {
      client.destroy();
      v2.destroy();
    },
  };
};
