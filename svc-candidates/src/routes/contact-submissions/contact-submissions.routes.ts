import * as operations from '@gtm/contracts/operations/candidates';
import { operationRouter } from '@gtm/service-kit/operations';
import {
  createContactSubmission,
  listContactSubmissions,
  updateContactSubmission,
} from './contact-submissions.handlers.ts';
import type { TContactSubmissionsDeps } from './contact-submissions.handlers.ts';

/** The public contact form and the admins' list and status change, each mounted from its operation descriptor. */
export const contactSubmissionsRoutes = (deps: TContactSubmissionsDeps) =>
  operationRouter()
    .mount(operations.createContactSubmission, createContactSubmission(deps))
    .mount(operations.listContactSubmissions, listContactSubmissions(deps))
    .mount(operations.updateContactSubmission, updateContactSubmission(deps));
