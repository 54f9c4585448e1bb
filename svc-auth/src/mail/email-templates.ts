import { z } from 'zod';
import { PATHS } from '@gtm/contracts/paths';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import type { TEmailTemplate } from '@gtm/contracts/email-job';
import { DEFAULT_PUBLIC_ORIGIN } from '../env.ts';

/** A rendered e-mail, ready for the mailer. */
export type TRenderedEmail = { subject: string; text: string; html: string };

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

export type TRenderContext = { publicOrigin: string };

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

const TEMPLATES: Record<
  Exclude<TEmailTemplate, 'sign-in-unknown'>,
  (params: Record<string, string>, code: string | undefined, context: TRenderContext) => TRenderedEmail
> = {
  'candidate-invitation': (params, _code, context) => invitationEmail(params, context),
  'candidate-reminder': (params, _code, context) => reminderEmail(params, context),
  'sign-in-code': (params, code) => codeEmail('sign-in-code', params, code, `sign in to ${PRODUCT_NAME}`),
  'registration-code': (params, code) =>
    codeEmail('registration-code', params, code, `complete your ${PRODUCT_NAME} registration`),
  'account-deletion-code': deletionCodeEmail,
  'one-pager-ready': onePagerReadyEmail,
};

/** Renders a template with its params (and its code); throws {@link TemplateParamsError} when they do not fit. */
export const renderEmail = (
  template: Exclude<TEmailTemplate, 'sign-in-unknown'>,
  params: Record<string, string>,
  code?: string,
  context: TRenderContext = { publicOrigin: DEFAULT_PUBLIC_ORIGIN },
): TRenderedEmail => TEMPLATES[template](params, code, context);
