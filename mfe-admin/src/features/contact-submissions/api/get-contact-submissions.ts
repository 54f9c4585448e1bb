import type { TCallInput } from '@gtm/contracts/operation';
import { listContactSubmissions } from '@gtm/contracts/operations/contact-submissions';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TContactSubmissionsCallQuery = TCallInput<typeof listContactSubmissions>['query'];

/** One page of contact submissions through SWR, searched and filtered by status on the server. */
export const useContactSubmissions = (query: TContactSubmissionsCallQuery) =>
  useOperation(listContactSubmissions, { query });
