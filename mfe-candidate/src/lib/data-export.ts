import type { TDataExportPart } from '@gtm/contracts/account-data';

/** The one file 'Download my data' saves: every service's part, svc-auth's first, in the order asked. */
export type TDataExportFile = { exportedAt: string; parts: TDataExportPart[] };

/** Joins the services' parts into the export file, stamped with the moment the browser joined them. */
export const joinExportParts = (parts: readonly TDataExportPart[], now: Date): TDataExportFile => ({
  exportedAt: now.toISOString(),
  parts: [...parts],
});

/** `gtm-combine-my-data-<YYYY-MM-DD>.json`, the date in UTC like the file's `exportedAt`. */
export const exportFileName = (now: Date) => `gtm-combine-my-data-${now.toISOString().slice(0, 10)}.json`;

/** The file's text: indented JSON, readable in any editor. */
export const exportFileText = (file: TDataExportFile) => `${JSON.stringify(file, null, 2)}\n`;
