import { z } from 'zod';
import { fillPath, PATHS } from '@gtm/contracts/paths';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import { ZCombineDayCalendar } from '@gtm/contracts/calendar-events';
import type { TCombineDayCalendar } from '@gtm/contracts/calendar-events';
import type { TEmailTemplate } from '@gtm/contracts/email-job';
import { combineDayCalendar, interviewCalendar } from '@gtm/service-kit/icalendar';
import type { TCalendarPerson } from '@gtm/service-kit/icalendar';
import { DEFAULT_PUBLIC_ORIGIN } from '@gtm/contracts/ports';
import { formatMeetingTime } from '@gtm/hiring/meeting-time';

/** A rendered e-mail, ready for the mailer; `calendar` makes it an invitation (an iCalendar part and .ics). */
export type TRenderedEmail = {
  subject: string;
  text: string;
  html: string;
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files sent with it (an invoice's PDF), as the job carried them. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** A job whose params do not fit its template: retrying cannot help. */
export class TemplateParamsError extends Error {
  constructor(template: string, error: z.ZodError) {
    super(`params for template "${template}" are invalid: ${z.prettifyError(error)}`);
    this.name = 'TemplateParamsError';
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One layout for every e-mail: a plain-text part and the same words as minimal, inline-styled HTML. */
const layout = (subject: string, paragraphs: string[]): TRenderedEmail => ({
  subject,
  text: `${paragraphs.join('\n\n')}\n\n-- \n${PRODUCT_NAME}\n`,
  html: [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(PRODUCT_NAME)}</p>`,
    '</body></html>',
  ].join(''),
});

const ZCodeParams = z.object({ name: z.string().trim().min(1).max(200).optional() });

/** The greeting name of a code e-mail's params and its code, or {@link TemplateParamsError}. */
const codeParams = (template: string, params: Record<string, string>, code: string | undefined) => {
  const parsed = ZCodeParams.safeParse(params);
  if (!parsed.success) throw new TemplateParamsError(template, parsed.error);
  if (code === undefined || !/^\d{6}$/.test(code)) {
    throw new TemplateParamsError(
      template,
      new z.ZodError([{ code: 'custom', path: ['code'], message: 'missing' }]),
    );
  }
  return { name: parsed.data.name, code };
};

/** A sign-in or registration code: the code on its own line, how long it lasts, and what to do if unasked. */
const codeEmail = (
  template: string,
  params: Record<string, string>,
  code: string | undefined,
  action: string,
) => {
  const { name, code: checked } = codeParams(template, params, code);
  return layout(`Your ${PRODUCT_NAME} verification code`, [
    name ? `Hello ${name},` : 'Hello,',
    `Your verification code to ${action} is:\n${checked}`,
    'It expires in 10 minutes and works once. If you did not ask for it, you can ignore this email: nobody can sign in without the code.',
  ]);
};

/** The code that confirms deleting an account: what it does, and that ignoring it keeps the account. */
const deletionCodeEmail = (params: Record<string, string>, code: string | undefined) => {
  const { name, code: checked } = codeParams('account-deletion-code', params, code);
  return layout(`Your code to delete your ${PRODUCT_NAME} account`, [
    name ? `Hello ${name},` : 'Hello,',
    `Your code to delete your ${PRODUCT_NAME} account is:\n${checked}`,
    'Entering it deletes your account, your profile and your files for good. It expires in 10 minutes and works once.',
    'If you did not ask for it, ignore this email: your account stays.',
  ]);
};

export type TRenderContext = {
  publicOrigin: string;
  /** Who sends the invitations, their ORGANIZER: the e-mails' sender (MAIL_FROM). */
  organizer?: TCalendarPerson;
};

const ZGreetingParams = z.object({ name: z.string().trim().min(1).max(200) });

/** The candidate sign-in page on the portal (the sign-in step: the account exists). */
const candidateSignInLink = ({ publicOrigin }: TRenderContext) =>
  `${publicOrigin}${PATHS.candidateAuth}?signin=true`;

const greetingName = (template: string, params: Record<string, string>) => {
  const parsed = ZGreetingParams.safeParse(params);
  if (!parsed.success) throw new TemplateParamsError(template, parsed.error);
  return parsed.data.name;
};

/** An admin invited the candidate: the account exists; signing in with the e-mail's code starts the profile. */
const invitationEmail = (params: Record<string, string>, context: TRenderContext) =>
  layout(`You're invited to ${PRODUCT_NAME}`, [
    `Hello ${greetingName('candidate-invitation', params)},`,
    `You have been invited to join ${PRODUCT_NAME}, where sales candidates meet the companies hiring them. Your candidate account is ready.`,
    `Sign in with this email address to build your profile:\n${candidateSignInLink(context)}`,
    'There is no password: we email you a 6-digit code each time you sign in. If you did not expect this invitation, you can ignore this email.',
  ]);

/** An incomplete registration: a nudge to sign in and complete the profile. */
const reminderEmail = (params: Record<string, string>, context: TRenderContext) =>
  layout(`Complete your ${PRODUCT_NAME} profile`, [
    `Hello ${greetingName('candidate-reminder', params)},`,
    `You registered with ${PRODUCT_NAME} but have not completed your candidate profile yet. Companies only see candidates with a complete profile.`,
    `Sign in to finish it, it takes a few minutes:\n${candidateSignInLink(context)}`,
    'If you no longer want an account, you can ignore this email.',
  ]);

/** Templates whose job carries a sealed code. */
export const CODE_TEMPLATES: ReadonlySet<TEmailTemplate> = new Set([
  'sign-in-code',
  'registration-code',
  'account-deletion-code',
]);

const ZOnePagerReadyParams = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  title: z.string().trim().min(1).max(200),
});

/** A new one-pager of the candidate's: its title, the link to see it, and how to stop these e-mails. */
const onePagerReadyEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const parsed = ZOnePagerReadyParams.safeParse(params);
  if (!parsed.success) throw new TemplateParamsError('one-pager-ready', parsed.error);
  const { name, title } = parsed.data;
  return layout(`Your ${PRODUCT_NAME} one-pager is ready`, [
    name ? `Hello ${name},` : 'Hello,',
    `Our team has written your one-pager "${title}": the one-page summary of your profile that hiring companies receive.`,
    `See it under My One-Pagers (sign in first):\n${context.publicOrigin}${PATHS.candidate.onePagers}`,
    'You receive this because e-mail notifications are on in your settings; turn them off there to stop these e-mails.',
  ]);
};

/** A screen's link: the portal's origin and the screen path with its `:name` segments filled, URL-encoded. */
const screen = (context: TRenderContext, path: string, values: Record<string, string> = {}) =>
  `${context.publicOrigin}${fillPath(path, values)}`;

/** Params of a template, or {@link TemplateParamsError}. */
const paramsOf = <TSchema extends z.ZodType>(
  template: TEmailTemplate,
  schema: TSchema,
  params: Record<string, string>,
): z.output<TSchema> => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new TemplateParamsError(template, parsed.error);
  return parsed.data;
};

const zText = (max = 200) => z.string().trim().min(1).max(max);
const zCount = z.string().regex(/^\d{1,6}$/);
const hello = (name: string | undefined) => (name ? `Hello ${name},` : 'Hello,');
const candidatesText = (count: string) => `${count} ${count === '1' ? 'candidate' : 'candidates'}`;

const ZClientInvitationParams = z.object({ name: zText(), companyName: zText() });

/** An admin invited a client user: the account exists, in their company; the employer sign-in page signs them in. */
const clientInvitationEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const { name, companyName } = paramsOf('client-invitation', ZClientInvitationParams, params);
  return layout(`You're invited to ${PRODUCT_NAME}`, [
    `Hello ${name},`,
    `You have been invited to ${PRODUCT_NAME} as a member of ${companyName}. Your employer account is ready: talent combines of pre-vetted sales candidates that our team shares with ${companyName} will be waiting for you.`,
    `Sign in with this email address:\n${screen(context, PATHS.employerAuth)}`,
    'There is no password: we email you a 6-digit code each time you sign in. If you did not expect this invitation, you can ignore this email.',
  ]);
};

const ZCombineSharedParams = z.object({
  name: zText().optional(),
  companyName: zText(),
  combineName: zText(),
  candidateCount: zCount,
  shareId: zText(100),
});

/** A combine shared with the employer's company (the company wants to hear at once): its name, count and link. */
const combineSharedEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const { name, companyName, combineName, candidateCount, shareId } = paramsOf(
    'combine-shared',
    ZCombineSharedParams,
    params,
  );
  return layout(`New talent combine for ${companyName}: ${combineName}`, [
    hello(name),
    `Our team has shared a talent combine with ${companyName}: "${combineName}", ${candidatesText(candidateCount)}.`,
    `See the candidates and tell us who you want to meet (sign in first):\n${screen(context, PATHS.employer.combine, { shareId })}`,
    `You receive this because ${companyName} is set to hear of new talent combines immediately; your ${PRODUCT_NAME} representative can change that.`,
  ]);
};

const ZDigestParams = z
  .object({
    name: zText().optional(),
    companyName: zText(),
    frequency: z.enum(['daily', 'weekly', 'monthly']),
    combineCount: zCount,
    moreCount: zCount.optional(),
  })
  .catchall(z.string().max(200));

/** The combines shared with the company over the period: names and candidate counts (never a candidate). */
const combineDigestEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const { name, companyName, frequency, combineCount, moreCount } = paramsOf(
    'combine-digest',
    ZDigestParams,
    params,
  );
  const lines: string[] = [];
  for (let index = 1; index <= Number(combineCount); index++) {
    const combineName = params[`combine${index}Name`];
    const count = params[`combine${index}Count`];
    if (!combineName || count === undefined || !/^\d{1,6}$/.test(count)) {
      throw new TemplateParamsError(
        'combine-digest',
        new z.ZodError([{ code: 'custom', path: [`combine${index}Name`], message: 'missing' }]),
      );
    }
    lines.push(`- ${combineName}: ${candidatesText(count)}`);
  }
  const more = Number(moreCount ?? '0');
  if (more > 0) lines.push(`- and ${more} more`);
  const total = lines.length === 1 && more === 0 ? 'A talent combine was' : 'Talent combines were';
  return layout(`Your ${frequency} ${PRODUCT_NAME} digest for ${companyName}`, [
    hello(name),
    `${total} shared with ${companyName}:\n${lines.join('\n')}`,
    `See them and tell us who you want to meet (sign in first):\n${screen(context, PATHS.employer.dashboard)}`,
    `You receive this ${frequency} digest because of ${companyName}'s e-mail settings; your ${PRODUCT_NAME} representative can change them.`,
  ]);
};

const ZAdminNoticeBase = {
  name: zText().optional(),
  companyName: zText(),
  employerName: zText(),
  combineName: zText(),
  candidateName: zText(),
  combineId: zText(100),
};

const ZClientDecisionParams = z.object({
  ...ZAdminNoticeBase,
  decision: zText(50),
  passReason: z.string().max(2000).optional(),
  rating: z.string().max(10).optional(),
});

/** To an admin: a client decided on a candidate (and why, on a pass); the link opens the combine's admin page. */
const clientDecisionEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const p = paramsOf('client-decision', ZClientDecisionParams, params);
  return layout(`${p.companyName}: ${p.decision} on ${p.candidateName}`, [
    hello(p.name),
    `${p.employerName} (${p.companyName}) marked ${p.candidateName} as ${p.decision} in the talent combine "${p.combineName}".`,
    ...(p.passReason ? [`Reason: ${p.passReason}`] : []),
    ...(p.rating ? [`Rating: ${p.rating} of 4`] : []),
    `See the combine's shares and decisions:\n${screen(context, PATHS.admin.talentCombine, { id: p.combineId })}`,
    'You receive this because e-mail notifications are on in your settings; turn them off there to stop these e-mails.',
  ]);
};

const ZInterviewRequestedParams = z.object({
  ...ZAdminNoticeBase,
  slots: zText(2000),
  note: z.string().max(2000).optional(),
});

/** To an admin: a client asks to interview a candidate, at these times; the link opens the combine's admin page. */
const interviewRequestedEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const p = paramsOf('interview-requested', ZInterviewRequestedParams, params);
  return layout(`${p.companyName} requests an interview with ${p.candidateName}`, [
    hello(p.name),
    `${p.employerName} (${p.companyName}) requests an interview with ${p.candidateName} from the talent combine "${p.combineName}".`,
    `Proposed times:\n${p.slots}`,
    ...(p.note ? [`Note: ${p.note}`] : []),
    `Confirm a time with the candidate, and see the request on the combine's page:\n${screen(context, PATHS.admin.talentCombine, { id: p.combineId })}`,
    'You receive this because e-mail notifications are on in your settings; turn them off there to stop these e-mails.',
  ]);
};

const ZCandidateInterviewParams = z.object({
  name: zText().optional(),
  companyName: zText(),
  slots: zText(2000),
  note: z.string().max(2000).optional(),
});

/** To the candidate: a company asks to interview them at these times; they answer on their dashboard. */
const candidateInterviewEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const p = paramsOf('candidate-interview-request', ZCandidateInterviewParams, params);
  return layout(`${p.companyName} would like to interview you`, [
    hello(p.name),
    `Good news: ${p.companyName} has seen your profile on ${PRODUCT_NAME} and asks for an interview at one of these times:\n${p.slots}`,
    ...(p.note ? [`Their note: ${p.note}`] : []),
    `Accept one of these times, propose others or decline on your dashboard, under Interviews (sign in first):\n${screen(context, PATHS.candidate.dashboard)}`,
    'You receive this because interview notifications are on in your settings; turn them off there to stop these e-mails.',
  ]);
};
const ZRegistrationAttemptParams = z.object({
  name: zText().optional(),
  kind: z.enum(['candidate', 'employer', 'admin']),
});

/** Where each kind of account signs in. */
const SIGN_IN_PATHS = {
  candidate: `${PATHS.candidateAuth}?signin=true`,
  employer: PATHS.employerAuth,
  admin: PATHS.adminLogin,
} as const;

/**
 * To an account's owner: someone tried to register with their address. Nothing changed: their account, and any
 * code they asked for, stay as they were. At most one an hour per address (svc-auth's limit).
 */
const registrationAttemptEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const { name, kind } = paramsOf('registration-attempt', ZRegistrationAttemptParams, params);
  return layout(`Someone tried to register with your ${PRODUCT_NAME} address`, [
    hello(name),
    `Someone just tried to create a new ${PRODUCT_NAME} account with this email address. You already have an account, so nothing was created and nothing about your account changed.`,
    `If it was you, sign in instead:\n${screen(context, SIGN_IN_PATHS[kind])}`,
    'If it was not you, you can ignore this email: nobody can sign in without a code sent to this address.',
  ]);
};

const ZAccessRequestedParams = z.object({
  name: zText().optional(),
  employerName: zText(),
  employerEmail: zText(320),
  company: zText().optional(),
  matched: z.enum(['yes', 'no']),
});

/** To an admin: a self-registered employer waits for access; the link opens Client Users, where it is decided. */
const accessRequestedEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const p = paramsOf('client-access-requested', ZAccessRequestedParams, params);
  const company = p.company
    ? p.matched === 'yes'
      ? `They named ${p.company}, which matches an existing client company.`
      : `They named ${p.company}, which matches no client company yet.`
    : 'They named no company.';
  return layout(`${p.employerName} asks for employer access`, [
    hello(p.name),
    `${p.employerName} (${p.employerEmail}) registered as an employer. ${company} They see no candidates until an admin approves their access.`,
    `Approve or deny the request under Client Users:\n${screen(context, PATHS.admin.clientUsers)}`,
    'You receive this because e-mail notifications are on in your settings; turn them off there to stop these e-mails.',
  ]);
};

const ZAccessDecidedParams = z.object({ name: zText(), companyName: zText().optional() });

/** To a self-registered employer: an admin approved their access, into this company. */
const accessApprovedEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
) => {
  const { name, companyName } = paramsOf('client-access-approved', ZAccessDecidedParams, params);
  return layout(`Your ${PRODUCT_NAME} access is approved`, [
    `Hello ${name},`,
    `Your employer access is approved${companyName ? ` as a member of ${companyName}` : ''}. Talent combines our team shares with your company will show on your dashboard.`,
    `Sign in with this email address:\n${screen(context, PATHS.employerAuth)}`,
  ]);
};

/** To a self-registered employer: an admin denied their access; the account is disabled. */
const accessDeniedEmail = (params: Record<string, string>) => {
  const { name } = paramsOf('client-access-denied', ZAccessDecidedParams, params);
  return layout(`Your ${PRODUCT_NAME} access request`, [
    `Hello ${name},`,
    `We could not approve employer access for your account, so it has been closed. If you think this is a mistake, reply to your ${PRODUCT_NAME} representative or write to us through the contact form on our website.`,
  ]);
};

/** GTM Combine, as the invitations' organizer when the worker names no sender. */
export const DEFAULT_ORGANIZER: TCalendarPerson = { name: PRODUCT_NAME, email: 'no-reply@gtmcombine.test' };

/** The sender of a `Name <address>` (or bare address) From line, as an invitation's organizer. */
export const organizerOf = (from: string): TCalendarPerson => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]?.trim() || PRODUCT_NAME, email: match[2]!.trim() };
  return { name: PRODUCT_NAME, email: from.trim() };
};

const zDigits = z.string().regex(/^\d{1,6}$/);
const zEmailOrNone = z.union([z.email(), z.literal('')]);

const ZInterviewInvitationParams = z.object({
  name: zText().optional(),
  /** Whose copy: the candidate's, or one of the company's users'. */
  recipient: z.enum(['candidate', 'employer']),
  recipientEmail: zEmailOrNone.optional(),
  requestId: zText(100),
  sequence: zDigits,
  start: z.iso.datetime({ offset: true }),
  durationMinutes: zDigits,
  companyName: zText(),
  candidateName: zText(),
  /** Empty in a company's copy when the candidate does not share their contact details. */
  candidateEmail: zEmailOrNone,
  employerName: zText(),
  employerEmail: zEmailOrNone,
  note: z.string().max(2000).optional(),
  reason: z.string().max(2000).optional(),
});

/** '2030-01-02 15:00 UTC (45 min)'. */
const whenText = (start: Date, minutes: string) =>
  `${start.toISOString().slice(0, 16).replace('T', ' ')} UTC (${minutes} min)`;

/**
 * An interview's calendar e-mail (issue 25), one template per revision: agreed (`interview-confirmed`, METHOD:
 * REQUEST, SEQUENCE 0), moved (`interview-rescheduled`, the same UID, a higher SEQUENCE), cancelled
 * (`interview-cancelled`, METHOD:CANCEL). GTM Combine organizes; both sides attend: the candidate and the
 * company's user who asked (and the recipient, when another user of the company). In a company's copy, a
 * candidate who does not share their contact details is no attendee: the summary names them.
 */
const interviewEmail =
  (template: 'interview-confirmed' | 'interview-rescheduled' | 'interview-cancelled') =>
  (params: Record<string, string>, _code: string | undefined, context: TRenderContext): TRenderedEmail => {
    const p = paramsOf(template, ZInterviewInvitationParams, params);
    const organizer = context.organizer ?? DEFAULT_ORGANIZER;
    const start = new Date(p.start);
    const when = whenText(start, p.durationMinutes);
    // A candidate who keeps their contact details private is left out of the attendees (named in the summary):
    // never the organizer's own address under another person's name.
    const attendees: TCalendarPerson[] = [
      ...(p.candidateEmail ? [{ name: p.candidateName, email: p.candidateEmail }] : []),
      ...(p.employerEmail ? [{ name: p.employerName, email: p.employerEmail }] : []),
      ...(p.recipient === 'employer' && p.recipientEmail && p.name
        ? [{ name: p.name, email: p.recipientEmail }]
        : []),
    ];
    const summary = `Interview: ${p.candidateName} and ${p.companyName}`;
    const cancelled = template === 'interview-cancelled';
    const calendar = interviewCalendar({
      method: cancelled ? 'CANCEL' : 'REQUEST',
      requestId: p.requestId,
      sequence: Number(p.sequence),
      start,
      durationMinutes: Number(p.durationMinutes),
      summary,
      description: [
        `${PRODUCT_NAME} interview between ${p.candidateName} and ${p.companyName} (${p.employerName}).`,
        ...(p.note ? [`Note: ${p.note}`] : []),
      ].join('\n'),
      organizer,
      attendees,
      stamp: new Date(),
    });
    const link =
      p.recipient === 'candidate'
        ? screen(context, PATHS.candidate.dashboard)
        : screen(context, PATHS.employer.dashboard);
    const other = p.recipient === 'candidate' ? p.companyName : p.candidateName;
    const lines = {
      'interview-confirmed': {
        subject: `Interview confirmed: ${summary.slice('Interview: '.length)}`,
        body: `Your interview with ${other} is confirmed for ${when}.`,
      },
      'interview-rescheduled': {
        subject: `Interview moved: ${summary.slice('Interview: '.length)}`,
        body: `Your interview with ${other} has moved to ${when}.`,
      },
      'interview-cancelled': {
        subject: `Interview cancelled: ${summary.slice('Interview: '.length)}`,
        body: `Your interview with ${other} planned for ${when} is cancelled.`,
      },
    }[template];
    return {
      ...layout(lines.subject, [
        hello(p.name),
        lines.body,
        ...(cancelled && p.reason ? [`Reason: ${p.reason}`] : []),
        ...(!cancelled && p.note ? [`Note: ${p.note}`] : []),
        cancelled
          ? 'The attached calendar update removes it from your calendar.'
          : 'The calendar invitation is attached: open it to add the interview to Google Calendar, Outlook or Apple Calendar.',
        `Your ${PRODUCT_NAME} dashboard (sign in first):\n${link}`,
      ]),
      calendar: { method: cancelled ? 'CANCEL' : 'REQUEST', content: calendar },
    };
  };

const ZNoticeParams = z.object({
  name: zText().optional(),
  title: zText(),
  body: zText(2000),
  link: z.string().startsWith('/').max(500),
});

/**
 * A notification of the portal's notification centre as an e-mail (a company's users' and the admins'
 * notices): its title as the subject, its text, and the link to the screen it is about (sign in first).
 */
const noticeEmail = (params: Record<string, string>, _code: string | undefined, context: TRenderContext) => {
  const p = paramsOf('notice', ZNoticeParams, params);
  return layout(p.title, [
    hello(p.name),
    p.body,
    `Open it in ${PRODUCT_NAME} (sign in first):\n${context.publicOrigin}${p.link}`,
  ]);
};

const ZInvoiceParams = z.object({
  name: zText().optional(),
  /** 'invoice' or 'credit-note'. */
  kind: z.enum(['invoice', 'credit-note']),
  number: zText(40),
  seller: zText(),
  companyName: zText(),
  /** What it is for: the placement line. */
  description: zText(1000),
  /** Formatted by the hiring core's money ("EUR 19,040.00"). */
  total: zText(60),
  /** 'Mon, Jan 5, 2026' (an invoice's). */
  dueOn: zText(60).optional(),
  /** The credit note's: the invoice it cancels. */
  cancels: zText(40).optional(),
});

/**
 * An invoice (or a credit note) to a company's billing address (issue 46): what it is for, its total and when
 * it is due, the PDF attached (no link: the PDF is the document, and no one needs to sign in to pay).
 */
const invoiceEmail = (params: Record<string, string>): TRenderedEmail => {
  const p = paramsOf('invoice', ZInvoiceParams, params);
  if (p.kind === 'credit-note')
    return layout(`Credit note ${p.number} from ${p.seller}`, [
      hello(p.name),
      `${p.seller} issued credit note ${p.number} to ${p.companyName}, cancelling invoice ${p.cancels ?? ''}: ${p.description}.`,
      `Amount credited: ${p.total}. The credit note is attached as a PDF.`,
    ]);
  return layout(`Invoice ${p.number} from ${p.seller}`, [
    hello(p.name),
    `Please find attached invoice ${p.number} to ${p.companyName} for ${p.description}.`,
    `Total due: ${p.total}${p.dueOn ? `, by ${p.dueOn}` : ''}. The payment instructions are on the invoice (PDF, attached).`,
  ]);
};

/** A combine day e-mail's texts; its calendar ({@link ZCombineDayCalendar}) travels beside them in the job. */
const ZCombineDayCalendarParams = z.object({
  name: zText().optional(),
  title: zText(),
  body: zText(2000),
  link: z.string().startsWith('/').max(500),
});

/**
 * Combine day segments as a calendar invitation (issue 35): a candidate's segment (one event) or a company's
 * afternoon (one per segment), each event's UID made of the day and the candidate's one-pager, so a move updates
 * and a cancellation removes the event the recipient's calendar imported. Each segment's time is written in words in
 * the reader's zone (the day's beside it when they differ; issue 47). The candidate's copy names them ATTENDEE:
 * asked to answer while invited (TENTATIVE), accepted once they confirmed (CONFIRMED, a higher SEQUENCE). The
 * segments come as the job's `calendar`, in the one shape svc-candidates made them in (issue 44).
 */
const combineDayCalendarEmail = (
  params: Record<string, string>,
  _code: string | undefined,
  context: TRenderContext,
  invitation?: TCombineDayCalendar,
): TRenderedEmail => {
  const p = paramsOf('combine-day-calendar', ZCombineDayCalendarParams, params);
  const parsed = ZCombineDayCalendar.safeParse(invitation);
  if (!parsed.success) throw new TemplateParamsError('combine-day-calendar', parsed.error);
  const { method, dayId, events, zone, dayZone, attendeeEmail, meetingUrl } = parsed.data;
  const calendar = combineDayCalendar({
    method,
    stamp: new Date(),
    // Always an organizer: calendar apps send an attendee's answer to it (issue 47).
    organizer: context.organizer ?? DEFAULT_ORGANIZER,
    events: events.map((event) => ({
      dayId,
      onePagerId: event.onePagerId,
      sequence: event.sequence,
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.summary,
      meetingUrl: meetingUrl ?? null,
      status: event.status,
      ...(attendeeEmail ? { attendee: { name: p.name ?? attendeeEmail, email: attendeeEmail } } : {}),
    })),
  });
  const times = events.map(
    (event) =>
      `${formatMeetingTime(new Date(event.start), new Date(event.end), zone, dayZone)}: ${event.summary}`,
  );
  return {
    ...layout(p.title, [
      hello(p.name),
      p.body,
      times.join('\n'),
      ...(meetingUrl && method === 'REQUEST' ? [`Meeting link: ${meetingUrl}`] : []),
      method === 'CANCEL'
        ? 'The attached calendar update removes it from your calendar.'
        : 'The calendar invitation is attached: open it to add it to Google Calendar, Outlook or Apple Calendar.',
      `Open it in ${PRODUCT_NAME} (sign in first):\n${context.publicOrigin}${p.link}`,
    ]),
    calendar: { method, content: calendar },
  };
};

const TEMPLATES: Record<
  Exclude<TEmailTemplate, 'sign-in-unknown'>,
  (
    params: Record<string, string>,
    code: string | undefined,
    context: TRenderContext,
    invitation?: TCombineDayCalendar,
  ) => TRenderedEmail
> = {
  'candidate-invitation': (params, _code, context) => invitationEmail(params, context),
  'candidate-reminder': (params, _code, context) => reminderEmail(params, context),
  'sign-in-code': (params, code) => codeEmail('sign-in-code', params, code, `sign in to ${PRODUCT_NAME}`),
  'registration-code': (params, code) =>
    codeEmail('registration-code', params, code, `complete your ${PRODUCT_NAME} registration`),
  'account-deletion-code': deletionCodeEmail,
  'one-pager-ready': onePagerReadyEmail,
  'client-invitation': clientInvitationEmail,
  'combine-shared': combineSharedEmail,
  'combine-digest': combineDigestEmail,
  'client-decision': clientDecisionEmail,
  'interview-requested': interviewRequestedEmail,
  'candidate-interview-request': candidateInterviewEmail,
  'registration-attempt': registrationAttemptEmail,
  'client-access-requested': accessRequestedEmail,
  'client-access-approved': accessApprovedEmail,
  'client-access-denied': accessDeniedEmail,
  'interview-confirmed': interviewEmail('interview-confirmed'),
  'interview-rescheduled': interviewEmail('interview-rescheduled'),
  'interview-cancelled': interviewEmail('interview-cancelled'),
  notice: noticeEmail,
  'combine-day-calendar': combineDayCalendarEmail,
  invoice: invoiceEmail,
};

/**
 * Renders a template with its params (and its code, or its calendar invitation: a job's `calendar`); throws
 * {@link TemplateParamsError} when they do not fit.
 */
export const renderEmail = (
  template: Exclude<TEmailTemplate, 'sign-in-unknown'>,
  params: Record<string, string>,
  code?: string,
  context: TRenderContext = { publicOrigin: DEFAULT_PUBLIC_ORIGIN },
  invitation?: TCombineDayCalendar,
): TRenderedEmail => TEMPLATES[template](params, code, context, invitation);
