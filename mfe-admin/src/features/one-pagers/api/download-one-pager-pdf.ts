import { getOnePagerPdf } from '@gtm/contracts/operations/one-pagers';
import { onePagerPdfFileName } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { saveBlob } from '@gtm/web-kit/save-file.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** Fetches a one-pager's PDF (rendered by svc-candidates, counted as a download) and saves it. */
export async function downloadOnePagerPdf(id: string, candidateName: string) {
  saveBlob(await callOperation(getOnePagerPdf, { params: { id } }), onePagerPdfFileName(candidateName));
}

/** Downloads a one-pager's PDF (a write: it counts the download); the screen reloads the counts on success. */
export const useDownloadOnePagerPdf = (
  handlers: TMutationHandlers<{ id: string; candidateName: string }, void>,
) =>
  useMutation(
    getOnePagerPdf.id,
    ({ id, candidateName }: { id: string; candidateName: string }) => downloadOnePagerPdf(id, candidateName),
    handlers,
  );
