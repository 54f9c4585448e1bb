import type { TSeeder } from '@gtm/service-kit/seed';

/**
 * svc-candidates' demo seeders, run on start when SEED_DEMO=true. Empty until its collections exist:
 * profiles, one-pagers, talent combines and contact submissions each add theirs with their model.
 */
export const CANDIDATES_DEMO_SEEDERS: readonly TSeeder[] = [];
