import { createServiceApp } from '@gtm/service-kit/service-app';
import type { TServiceAppDeps } from '@gtm/service-kit/service-app';

/** svc-candidates' HTTP app: profiles, uploads, one-pagers, talent combines, contact submissions. */
export const createCandidatesApp = (deps: TServiceAppDeps) => createServiceApp(deps);
