import useSWR from 'swr';
import type { SWRConfiguration } from 'swr';
import type { TCallInput, TOperation, TSuccessBody } from '@gtm/contracts/operation';
import type { ApiError } from '@gtm/web-kit/api-client.ts';
import { callOperation, operationUrl } from '@gtm/web-kit/call-operation.ts';
import type { ContractError, TAnyInput } from '@gtm/web-kit/call-operation.ts';

/**
 * An operation's answer through SWR, cached under its URL (so two screens asking for the same data share it);
 * `null` input holds the request back (SWR's conditional fetching, e.g. until a profile exists). Apart from
 * call-operation.ts, so that a screen that only calls operations (sign-in) does not load SWR.
 */
export function useOperation<TOp extends TOperation>(
  operation: TOp,
  input: TCallInput<TOp> | null,
  config?: SWRConfiguration<TSuccessBody<TOp>, ApiError | ContractError>,
) {
  const key = input === null ? null : operationUrl(operation, input as TAnyInput);
  return useSWR<TSuccessBody<TOp>, ApiError | ContractError>(
    key,
    () => (callOperation as (op: TOp, input: unknown) => Promise<TSuccessBody<TOp>>)(operation, input),
    config,
  );
}
