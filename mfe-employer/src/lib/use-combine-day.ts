import { getCombineDay } from '@gtm/contracts/operations/combine-days';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The route parameters that name one combine day of a share. */
export type TCombineDayParams = { shareId: string; dayId: string };

/** How often a combine day's screens read the day again while open: the candidates answer during the day. */
export const COMBINE_DAY_REFRESH_MS = 30_000;

/**
 * One combine day through SWR (the run of show's, and the debrief's heading), read again on opening and every
 * {@link COMBINE_DAY_REFRESH_MS} while shown.
 */
export const useCombineDay = (params: TCombineDayParams) =>
  useOperation(
    getCombineDay,
    { params },
    { revalidateOnMount: true, refreshInterval: COMBINE_DAY_REFRESH_MS },
  );
