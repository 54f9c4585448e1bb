import type { SWRConfiguration } from 'swr';
import { api } from '@gtm/web-kit/api-client.ts';

/**
 * SWR defaults of spec section 9: no retries, data never goes stale, no refetch on focus or reconnect, no
 * polling. Data changes only when a mutation revalidates what it changed (or the page is reloaded).
 */
export const SWR_CONFIG = {
  fetcher: api.get,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  // A whole working session: identical keys mounted later reuse the first answer instead of refetching.
  dedupingInterval: 60 * 60 * 1000,
} as const satisfies SWRConfiguration;
