import * as operations from '@gtm/contracts/operations/admin-candidates';
import { operationRouter } from '@gtm/service-kit/operations';
import { adminCandidatesHandlers } from './admin-candidates.handlers.ts';
import type { TAdminCandidatesDeps } from './admin-candidates.handlers.ts';

/** The admins' candidates: profiles and registrations, listed by the server, edited, deleted, reminded. */
export const adminCandidatesRoutes = (deps: TAdminCandidatesDeps) => {
  const handlers = adminCandidatesHandlers(deps);
  return operationRouter()
    .mount(operations.listCandidateProfiles, handlers.listCandidateProfiles)
    .mount(operations.getCandidateProfile, handlers.getCandidateProfile)
    .mount(operations.updateCandidate, handlers.updateCandidate)
    .mount(operations.deleteCandidateProfile, handlers.deleteCandidateProfile)
    .mount(operations.listCandidateUsers, handlers.listCandidateUsers)
    .mount(operations.deleteCandidateUser, handlers.deleteCandidateUser)
    .mount(operations.sendCandidateReminder, handlers.sendCandidateReminder);
};
