import { getOwnOnePagerPdf } from '@gtm/contracts/operations/one-pagers';
import { onePagerPdfFileName } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { saveBlob } from '@gtm/web-kit/save-file.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

type TOwnPdf = { id: string; candidateName: string };

/** Fetches the candidate's own one-pager as the PDF companies receive (svc-candidates renders it) and saves it. */
export async function downloadOwnOnePagerPdf({ id, candidateName }: TOwnPdf) {
  saveBlob(await callOperation(getOwnOnePagerPdf, { params: { id } }), onePagerPdfFileName(candidateName));
}

/** The download as the screen triggers it (its toasts as handlers). */
export const useDownloadOwnOnePagerPdf = (handlers: TMutationHandlers<TOwnPdf, void>) =>
  useMutation(getOwnOnePagerPdf.id, downloadOwnOnePagerPdf, handlers);
