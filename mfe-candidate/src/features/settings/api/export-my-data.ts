import { exportAccountData } from '@gtm/contracts/operations/account-data';
import { exportCandidateData } from '@gtm/contracts/operations/candidate-data';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { joinExportParts } from '../../../lib/data-export.ts';
import type { TDataExportFile } from '../../../lib/data-export.ts';

/**
 * The candidate's data export: svc-auth's part (`exportAccountData`) and svc-candidates' part
 * (`exportCandidateData`), asked together and joined in the browser, so no service reads another's data.
 */
export async function exportMyData(now: () => Date = () => new Date()): Promise<TDataExportFile> {
  const parts = await Promise.all([callOperation(exportAccountData), callOperation(exportCandidateData)]);
  return joinExportParts(parts, now());
}

/** Builds the export file (what every service holds) for the screen to save. */
export const useExportMyData = (handlers: TMutationHandlers<Date, TDataExportFile>) =>
  useMutation('export-my-data', (now: Date) => exportMyData(() => now), handlers);
