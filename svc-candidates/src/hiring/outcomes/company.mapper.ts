import type { TOutcome } from '@gtm/contracts/outcomes';
import type { TCandidateOutcomeRecord } from '../../employer-read-model/outcomes.model.ts';

/** An outcome as its company reads it (with its latest placement, read only where the stage is Hired). */
export const toOutcome = (
  record: TCandidateOutcomeRecord | null,
  placedElsewhere: boolean,
  placement: TOutcome['placement'] = null,
): TOutcome => ({
  stage: record?.stage ?? null,
  note: record?.note ?? '',
  updatedAt: record?.updatedAt.toISOString() ?? null,
  updatedByName: record?.updatedBy.byName ?? null,
  correctedByAdmin: record?.updatedBy.by === 'admin',
  placedElsewhere,
  placement,
});
