import type { z } from 'zod';
import type { ZPassUndecided, ZPassUndecidedAnswer } from '@gtm/contracts/combine-days';
import { getCombineDayDebrief, passUndecidedOfDay } from '@gtm/contracts/operations/combine-days';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';
import type { TCombineDayParams } from '../../../lib/use-combine-day.ts';

/** How often the debrief reads the day again while open: during the afternoon it fills as the team evaluates. */
export const DEBRIEF_REFRESH_MS = 30_000;

/** The day's debrief, ranked by the service, read on opening and every {@link DEBRIEF_REFRESH_MS}. */
export const useDebrief = (params: TCombineDayParams) =>
  useOperation(
    getCombineDayDebrief,
    { params },
    { revalidateOnMount: true, refreshInterval: DEBRIEF_REFRESH_MS },
  );

export type TPassUndecided = z.input<typeof ZPassUndecided>;
export type TPassUndecidedAnswer = z.infer<typeof ZPassUndecidedAnswer>;

/** 'Pass on the rest': one reason, a pass for every undecided candidate of the day; answers the debrief after. */
export const usePassUndecided = (
  params: TCombineDayParams,
  handlers: TMutationHandlers<TPassUndecided, TPassUndecidedAnswer>,
) =>
  useMutation(
    passUndecidedOfDay.id,
    (body: TPassUndecided) => callOperation(passUndecidedOfDay, { params, body }),
    handlers,
  );
