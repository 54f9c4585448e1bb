import * as operations from '@gtm/contracts/operations/contact-submissions';
import { operationRouter } from '@gtm/service-kit/operations';
import { contactSubmissionsHandlers } from './contact-submissions.handlers.ts';
import type { TContactSubmissionsDeps } from './contact-submissions.handlers.ts';

/** The public contact form and the admins' list and status change, each mounted from its operation descriptor. */
export const contactSubmissionsRoutes = (deps: TContactSubmissionsDeps) => {
  const handlers = contactSubmissionsHandlers(deps);
  return operationRouter()
    .mount(operations.createContactSubmission, handlers.create)
    .mount(operations.listContactSubmissions, handlers.list)
    .mount(operations.updateContactSubmission, handlers.update);
};
