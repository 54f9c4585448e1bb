import { mutate } from 'swr';
import type { TAvailability } from '@gtm/contracts/combine-days';
import { getAvailability, updateAvailability } from '@gtm/contracts/operations/availability';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The `getAvailability` operation through SWR: the candidate's weekly availability for combine days. */
export const useAvailability = () => useOperation(getAvailability, {});

/** The `updateAvailability` operation: replaces the candidate's availability. */
export const saveAvailability = (availability: TAvailability) =>
  callOperation(updateAvailability, { body: availability });

/** Saves the availability; the saved value replaces the cached read (no second request). */
export const useSaveAvailability = (handlers: TMutationHandlers<TAvailability, TAvailability>) =>
  useMutation(updateAvailability.id, saveAvailability, {
    ...handlers,
    onSuccess: async (saved, sent) => {
      await mutate(operationUrl(getAvailability), saved, { revalidate: false });
      await handlers.onSuccess?.(saved, sent);
    },
  });
