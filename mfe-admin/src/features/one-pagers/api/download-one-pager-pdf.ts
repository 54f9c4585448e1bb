import { getOnePagerPdf } from '@gtm/contracts/operations/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** The file name the PDF is saved as: the candidate's name, as the server names it. */
const fileNameOf = (candidateName: string) =>
  `${
    candidateName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'candidate'
  }-one-pager.pdf`;

/** Fetches a one-pager's PDF (rendered by svc-candidates, counted as a download) and saves it. */
export async function downloadOnePagerPdf(id: string, candidateName: string) {
  const pdf = await callOperation(getOnePagerPdf, { params: { id } });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(candidateName);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; let it finish before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
