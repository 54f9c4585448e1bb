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

/** A demo account of each kind, seeded with the demo admin so every area can be tried on a fresh start. */
export const DEMO_ACCOUNTS = [
  { ...DEMO_ADMIN, kind: 'admin', role: null },
  { email: 'candidate@gtmcombine.test', name: 'Demo Candidate', kind: 'candidate', role: 'SDR' },
  { email: 'employer@gtmcombine.test', name: 'Demo Employer', kind: 'employer', role: null },
] as const;
