import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ScopedMutator } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { TOperation } from '@gtm/contracts/operation';
import { operationUrl } from '@gtm/web-kit/call-operation.ts';

/** What a screen does when a write ends: its toasts, closing a dialog, marking a field. */
export type TMutationHandlers<TArg, TResult> = {
  onSuccess?: (result: TResult, arg: TArg) => void | Promise<void>;
  onError?: (error: unknown, arg: TArg) => void;
};

/**
 * Reloads every cached read of a GET operation, whatever its query: every page, search and filter of a list
 * (their SWR keys are the operation's URL with and without a query).
 */
export const revalidateOperation = (mutate: ScopedMutator, operation: TOperation) => {
  const url = operationUrl(operation);
  return mutate((key) => typeof key === 'string' && (key === url || key.startsWith(`${url}?`)));
};

/**
 * A write as bulletproof-react's features shape it, on SWR's `useSWRMutation`: a feature's API file exports
 * the call and a hook made with this, naming the reads the write changes (`revalidates`: reloaded after it
 * succeeds, before `onSuccess`), and the screen passes its toasts as handlers. `trigger(arg)` runs the call
 * once (its failure goes to `onError`, never thrown), `isMutating` is true meanwhile, and `pending` is the
 * argument of the call under way (the row it is about).
 *
 * `name` keys the mutation (the operation's id); it is not a cached read, so nothing is revalidated by it.
 */
export function useMutation<TArg, TResult>(
  name: string,
  call: (arg: TArg) => Promise<TResult>,
  handlers: TMutationHandlers<TArg, TResult> & { revalidates?: readonly TOperation[] } = {},
) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<{ arg: TArg } | null>(null);
  const mutation = useSWRMutation<TResult, unknown, string, TArg>(name, (_key, { arg }) => call(arg), {
    throwOnError: true,
    populateCache: false,
    revalidate: false,
  });
  const trigger = async (arg: TArg): Promise<TResult | undefined> => {
    setPending({ arg });
    let result: TResult;
    try {
      // SWR picks the trigger's signature from the argument's type, which is still generic here.
      result = await (mutation.trigger as (arg: TArg) => Promise<TResult>)(arg);
    } catch (error) {
      setPending(null);
      handlers.onError?.(error, arg);
      return undefined;
    }
    try {
      await Promise.all((handlers.revalidates ?? []).map((read) => revalidateOperation(mutate, read)));
      await handlers.onSuccess?.(result, arg);
    } finally {
      setPending(null);
    }
    return result;
  };
  return { trigger, isMutating: pending !== null, pending: pending?.arg ?? null };
}
