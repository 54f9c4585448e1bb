/** The part of nodemailer's MailComposer svc-auth uses (nodemailer ships no types). */
declare module 'nodemailer/lib/mail-composer/index.js' {
  type TAddress = string | { name: string; address: string };
  export type TMailComposerOptions = {
    from: TAddress;
    to: TAddress | TAddress[];
    subject: string;
    text: string;
    html: string;
    /** The calendar part: an alternative `text/calendar; method=...` and an `invite.ics` attachment. */
    icalEvent?: { method: string; filename?: string; content: string };
    /** Files of their own parts (an invoice's PDF). */
    attachments?: { filename: string; contentType: string; content: Buffer }[];
    headers?: Record<string, string>;
  };
  export default class MailComposer {
    constructor(mail: TMailComposerOptions);
    compile(): { build(): Promise<Buffer> };
  }
}
