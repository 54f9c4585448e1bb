import { listCandidateProfiles } from '@gtm/contracts/operations/admin-candidates';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** Candidate profiles whose name or e-mail holds the term (the first 20), to pick whose one-pager to write. */
export const useCandidateSearch = (search: string) =>
  useOperation(listCandidateProfiles, {
    query: { pageSize: 20, sort: 'name', order: 'asc', ...(search ? { search } : {}) },
  });
