import { getEmployerOnePagerPdf } from '@gtm/contracts/operations/employer';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/** The file name the PDF is saved as: what the company may see of the candidate (their name or alias). */
export const pdfFileNameOf = (displayName: string) =>
  `${
    displayName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'candidate'
  }-one-pager.pdf`;

/** Fetches the one-pager's PDF, rendered by the server as the company may see it, and saves it. */
export async function downloadOnePagerPdf(params: TShareCandidate, displayName: string) {
  const pdf = await callOperation(getEmployerOnePagerPdf, { params });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileNameOf(displayName);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; let it finish before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
