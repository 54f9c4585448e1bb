import type { CANDIDATE_STATUSES } from './candidate-profile.ts';

/** Candidate roles (spec section 3: SDR or AE; null means role selection is still needed). */
export const CANDIDATE_ROLES = ['SDR', 'AE'] as const;
export type TCandidateRole = (typeof CANDIDATE_ROLES)[number];

/** Spec section 9: session timeout default, in minutes. */
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;

/** Spec section 9: e-mail on, new-candidate alerts on, marketing off. */
export const DEFAULT_NOTIFICATION_SETTINGS = {
  emailNotifications: true,
  newCandidateAlerts: true,
  marketingEmails: false,
} as const;

/** Spec section 9: two-factor off, the default session timeout. */
export const DEFAULT_SECURITY_SETTINGS = {
  twoFactorEnabled: false,
  sessionTimeout: DEFAULT_SESSION_TIMEOUT_MINUTES,
} as const;

/** The demo admin seeded on an empty database when SEED_DEMO is on. */
export const DEMO_ADMIN = { email: 'admin@gtmcombine.test', name: 'Demo Admin' } as const;

/** A demo candidate's profile status in svc-candidates; null: registered without a profile (incomplete). */
type TDemoCandidateStatus = (typeof CANDIDATE_STATUSES)[number] | null;

/**
 * The demo candidates, seeded with the demo accounts: svc-auth writes their accounts (and publishes their
 * registration and role as account events), svc-candidates gives those with a status a profile, found by e-mail.
 * `registeredDaysAgo` backdates the registration svc-candidates records, so the admin lists have an order.
 */
export const DEMO_CANDIDATES: readonly {
  email: string;
  name: string;
  role: TCandidateRole | null;
  status: TDemoCandidateStatus;
  registeredDaysAgo: number;
}[] = [
  {
    email: 'candidate@gtmcombine.test',
    name: 'Demo Candidate',
    role: 'SDR',
    status: 'active',
    registeredDaysAgo: 3,
  },
  {
    email: 'ava.sdr@gtmcombine.test',
    name: 'Ava Thompson',
    role: 'SDR',
    status: 'active',
    registeredDaysAgo: 6,
  },
  {
    email: 'marcus.sdr@gtmcombine.test',
    name: 'Marcus Reed',
    role: 'SDR',
    status: 'pending',
    registeredDaysAgo: 1,
  },
  {
    email: 'lena.sdr@gtmcombine.test',
    name: 'Lena Park',
    role: 'SDR',
    status: 'inactive',
    registeredDaysAgo: 34,
  },
  {
    email: 'priya.ae@gtmcombine.test',
    name: 'Priya Shah',
    role: 'AE',
    status: 'active',
    registeredDaysAgo: 12,
  },
  {
    email: 'daniel.ae@gtmcombine.test',
    name: 'Daniel Okafor',
    role: 'AE',
    status: 'active',
    registeredDaysAgo: 19,
  },
  {
    email: 'sofia.ae@gtmcombine.test',
    name: 'Sofia Martinez',
    role: 'AE',
    status: 'pending',
    registeredDaysAgo: 2,
  },
  {
    email: 'james.ae@gtmcombine.test',
    name: 'James Whitaker',
    role: 'AE',
    status: 'inactive',
    registeredDaysAgo: 45,
  },
  { email: 'noah.new@gtmcombine.test', name: 'Noah Fischer', role: null, status: null, registeredDaysAgo: 4 },
  { email: 'mia.new@gtmcombine.test', name: 'Mia Chen', role: 'AE', status: null, registeredDaysAgo: 8 },
];

/**
 * A demo account of each kind (the first candidate is the one to sign in as), then the other demo candidates:
 * svc-auth seeds them all into an empty database so every area can be tried on a fresh start.
 */
export const DEMO_ACCOUNTS = [
  { ...DEMO_ADMIN, kind: 'admin', role: null },
  { email: 'candidate@gtmcombine.test', name: 'Demo Candidate', kind: 'candidate', role: 'SDR' },
  { email: 'employer@gtmcombine.test', name: 'Demo Employer', kind: 'employer', role: null },
  ...DEMO_CANDIDATES.slice(1).map(({ email, name, role }) => ({
    email,
    name,
    kind: 'candidate' as const,
    role,
  })),
] as const;
