import type { TAdminCombineDays } from '@gtm/contracts/combine-days';
import type { TCombineDayRecord } from './combine-days.model.ts';
import type { TShareCandidates } from './combine-days.service.ts';
import { toCombineDay } from './company.mapper.ts';

/** A day as the admins read it: the company's reading (names as the company may see them), with its ids. */
export const toAdminCombineDay = (
  day: Omit<TCombineDayRecord, '_id'> & { _id?: TCombineDayRecord['_id'] },
  combineName: string,
  candidates: TShareCandidates,
): TAdminCombineDays['items'][number] => ({
  ...toCombineDay(day, combineName, candidates),
  companyId: day.companyId,
  combineId: day.combineId,
});
