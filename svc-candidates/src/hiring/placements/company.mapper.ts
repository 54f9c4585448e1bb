import type { TEmployerPlacement } from '@gtm/contracts/placements';
import { guaranteeOf } from './placement-record.ts';
import type { TPlacementRecord } from './placements.model.ts';

/** A placement as its company reads it: its status, start, salary and the 90-day check; no fee, no names. */
export const toEmployerPlacement = (record: TPlacementRecord): TEmployerPlacement => ({
  id: record._id.toString(),
  status: record.status,
  startDate: record.startDate,
  annualSalary: record.annualSalary,
  guarantee: guaranteeOf(record),
});
