import { getOnePagerPdf } from '@gtm/contracts/operations/talent';
import { onePagerPdfFileName } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { saveBlob } from '@gtm/web-kit/save-file.ts';

/** Fetches a one-pager's PDF (rendered by svc-candidates, counted as a download) and saves it. */
export async function downloadOnePagerPdf(id: string, candidateName: string) {
  saveBlob(await callOperation(getOnePagerPdf, { params: { id } }), onePagerPdfFileName(candidateName));
}
