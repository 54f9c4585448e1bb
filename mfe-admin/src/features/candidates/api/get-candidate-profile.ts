import { getCandidateProfile } from '@gtm/contracts/operations/admin-candidates';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** One candidate profile through SWR (the dialog of `/:id`); `null` holds the request back. */
export const useCandidateProfile = (id: string | null) =>
  useOperation(getCandidateProfile, id === null ? null : { params: { id } });
