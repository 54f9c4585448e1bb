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

const ZNoticeParams = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
  name: z.string().trim().min(1).max(200).optional(),
});

const TEMPLATES: Record<TEmailTemplate, (params: Record<string, string>) => TRenderedEmail> = {
  notice(params) {
    const parsed = ZNoticeParams.safeParse(params);
    if (!parsed.success) throw new TemplateParamsError('notice', parsed.error);
    const { subject, message, name } = parsed.data;
    return layout(subject, [name ? `Hello ${name},` : 'Hello,', message]);
  },
};

/** Renders a template with its params; throws {@link TemplateParamsError} when they do not fit. */
export const renderEmail = (template: TEmailTemplate, params: Record<string, string>): TRenderedEmail =>
  TEMPLATES[template](params);
