import type { Context } from 'hono';

/**
 * A PDF the portal draws for one reader (a one-pager, an invoice, a day's schedule): downloaded under its file
 * name, and kept by no cache on the way (it may name people).
 */
export const pdfResponse = (c: Context, bytes: Uint8Array, fileName: string) =>
  c.body(new Uint8Array(bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  });
