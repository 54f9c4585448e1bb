import { getEmployerOnePagerPdf } from '@gtm/contracts/operations/employer-portal';
import { onePagerPdfFileName } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { saveBlob } from '@gtm/web-kit/save-file.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/**
 * Fetches the one-pager's PDF, rendered by the server as the company may see it, and saves it under what the
 * company may see of the candidate (their name or alias).
 */
export async function downloadOnePagerPdf(params: TShareCandidate, displayName: string) {
  saveBlob(await callOperation(getEmployerOnePagerPdf, { params }), onePagerPdfFileName(displayName));
}

/** Downloads the PDF of the candidate of `params`, saved under the name the company sees. */
export const useDownloadOnePagerPdf = (
  params: TShareCandidate,
  displayName: string,
  handlers: TMutationHandlers<void, void>,
) => useMutation(getEmployerOnePagerPdf.id, () => downloadOnePagerPdf(params, displayName), handlers);
