import type { TPrivateNote } from '@gtm/contracts/employer';
import type { TPrivateNoteRecord } from '../../employer-read-model/client-evaluations.model.ts';

export { toComment, toEvaluation } from '../../employer-read-model/client-views.ts';

/** A private note as its company's users read it (the one-pager's read shows it too). */
export const toPrivateNote = (record: TPrivateNoteRecord | null | undefined): TPrivateNote | null =>
  record
    ? { text: record.text, updatedAt: record.updatedAt.toISOString(), updatedBy: record.updatedBy.name }
    : null;
