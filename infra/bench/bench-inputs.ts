import type { TSdrProfileInput } from '@gtm/contracts/candidate-profile';

/**
 * Sign-in limits for a bench whose requests all come from this machine: the per-IP limit is raised (still
 * counted in Redis); an account signs in again only after the resend cooldown.
 */
export const BENCH_AUTH_ENV = {
  AUTH_IP_LIMIT: '1000000',
  AUTH_IP_WINDOW_SECONDS: '60',
  AUTH_EMAIL_LIMIT: '100',
  AUTH_RESEND_COOLDOWN_SECONDS: '60',
};

/** A valid SDR onboarding `data` part (ZSdrProfileInput), with what a bench changes. */
export const sdrProfileInput = (over: Partial<TSdrProfileInput> = {}): TSdrProfileInput => ({
  workPreference: ['Remote', 'Hybrid'],
  expectedSalary: '60k-80k',
  salesCareerReason: 'I like talking to people and want to learn how software is sold.',
  education: { school: 'State University', graduationDate: '2025-05', major: 'Economics', gpa: '3.6' },
  passions: ['Running', 'Chess'],
  moduleSeen: true,
  location: 'Austin, TX',
  headline: 'Aspiring SDR',
  shortBio: 'Recent graduate, two years of retail sales.',
  phone: '+1 512 555 0100',
  linkedinUrl: '',
  ...over,
});
