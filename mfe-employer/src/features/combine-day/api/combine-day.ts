import {
  addCombineDayCandidate,
  cancelCombineDay,
  getCombineDaySchedulePdf,
  listCombineDays,
} from '@gtm/contracts/operations/combine-days';
import { combineDayScheduleFileName } from '@gtm/contracts/combine-days';
import { saveBlob } from '@gtm/web-kit/save-file.ts';
import type { TCombineDay } from '@gtm/contracts/combine-days';
import { getEmployerCombine, getEmployerOnePager } from '@gtm/contracts/operations/employer-portal';
import { useSWRConfig } from 'swr';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';
import type { TCombineDayParams } from '../../../lib/use-combine-day.ts';

/**
 * The one-pager of the chosen segment's candidate, for its evaluation and the team's note (null: none chosen).
 * Each read of a one-pager is a recorded view, so the run of show reads each once while it is open.
 */
export const useSegmentOnePager = (params: { shareId: string; onePagerId: string } | null) =>
  useOperation(getEmployerOnePager, params === null ? null : { params }, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

/** Cancels the day and every invitation; the share's list of days reloads after it. */
export function useCancelCombineDay(
  params: TCombineDayParams,
  handlers: TMutationHandlers<void, TCombineDay>,
) {
  const { mutate } = useSWRConfig();
  return useMutation(cancelCombineDay.id, () => callOperation(cancelCombineDay, { params }), {
    ...handlers,
    onSuccess: async (day, arg) => {
      await mutate(operationUrl(listCombineDays, { params: { shareId: params.shareId } }));
      await handlers.onSuccess?.(day, arg);
    },
  });
}

/** The shared combine's candidates (who may be added to a day), read when the dialog opens. */
export const useShareCandidates = (shareId: string) =>
  useOperation(getEmployerCombine, { params: { shareId } }, { revalidateOnFocus: false });

/** Adds a candidate of the share to the day (a free segment; they are invited); the list of days reloads. */
export function useAddCandidate(
  params: TCombineDayParams,
  handlers: TMutationHandlers<{ onePagerId: string }, TCombineDay>,
) {
  const { mutate } = useSWRConfig();
  return useMutation(
    addCombineDayCandidate.id,
    (body: { onePagerId: string }) => callOperation(addCombineDayCandidate, { params, body }),
    {
      ...handlers,
      onSuccess: async (day, arg) => {
        await mutate(operationUrl(listCombineDays, { params: { shareId: params.shareId } }));
        await handlers.onSuccess?.(day, arg);
      },
    },
  );
}

/** Fetches the day's printable schedule (a one-page PDF the service renders) and saves it. */
export const useDownloadSchedule = (
  params: TCombineDayParams,
  date: string,
  handlers: TMutationHandlers<void, void>,
) =>
  useMutation(
    getCombineDaySchedulePdf.id,
    async () =>
      saveBlob(await callOperation(getCombineDaySchedulePdf, { params }), combineDayScheduleFileName(date)),
    handlers,
  );
