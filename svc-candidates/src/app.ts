import { createServiceApp } from '@gtm/service-kit/service-app';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';
import type { TContactSubmissionsDeps } from './routes/contact-submissions/contact-submissions.handlers.ts';
import { contactSubmissionsRoutes } from './routes/contact-submissions/contact-submissions.routes.ts';

/** svc-candidates' HTTP app: profiles, uploads, one-pagers, talent combines, contact submissions. */
export const createCandidatesApp = (deps: TServiceAppDeps & TContactSubmissionsDeps) =>
  createServiceApp(deps, [contactSubmissionsRoutes(deps)]);
