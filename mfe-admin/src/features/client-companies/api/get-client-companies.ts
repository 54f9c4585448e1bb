import { listClientCompanies } from '@gtm/contracts/operations/clients';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The `listClientCompanies` operation through SWR: every client company, newest first (paged on the client). */
export const useClientCompanies = () => useOperation(listClientCompanies, {});
