import type { TCallInput } from '@gtm/contracts/operation';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TClientCompaniesCallQuery = TCallInput<typeof listClientCompanies>['query'];

/** One page of client companies through SWR, newest first, searched by name on the server. */
export const useClientCompanies = (query: TClientCompaniesCallQuery) =>
  useOperation(listClientCompanies, { query });
