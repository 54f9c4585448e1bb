import { z } from 'zod';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import type { TEmailTemplate } from '@gtm/contracts/email-job';

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

/** Templates whose job carries a sealed code. */
export const CODE_TEMPLATES: ReadonlySet<TEmailTemplate> = new Set([
  'sign-in-code',
  'registration-code',
  'account-deletion-code',
]);

const TEMPLATES: Record<
  Exclude<TEmailTemplate, 'sign-in-unknown'>,
  (params: Record<string, string>, code?: string) => TRenderedEmail
> = {
  'sign-in-code': (params, code) => codeEmail('sign-in-code', params, code, `sign in to ${PRODUCT_NAME}`),
  'registration-code': (params, code) =>
    codeEmail('registration-code', params, code, `complete your ${PRODUCT_NAME} registration`),
  'account-deletion-code': deletionCodeEmail,
};

/** Renders a template with its params (and its code); throws {@link TemplateParamsError} when they do not fit. */
export const renderEmail = (
  template: Exclude<TEmailTemplate, 'sign-in-unknown'>,
  params: Record<string, string>,
  code?: string,
): TRenderedEmail => TEMPLATES[template](params, code);
