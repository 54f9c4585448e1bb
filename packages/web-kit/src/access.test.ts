import { describe, expect, it } from '@jest/globals';
import {
  homeOf,
  kindOfPath,
  logoutRedirect,
  protectedRedirect,
  signInPathFor,
  signInScreenRedirect,
} from './access.ts';
import type { TAccessUser } from './access.ts';

const admin: TAccessUser = { kind: 'admin', role: null };
const candidateWithRole: TAccessUser = { kind: 'candidate', role: 'SDR' };
const aeCandidate: TAccessUser = { kind: 'candidate', role: 'AE' };
const candidateWithoutRole: TAccessUser = { kind: 'candidate', role: null };
const employer: TAccessUser = { kind: 'employer', role: null };

const PROTECTED_CANDIDATE_PATHS = [
  '/candidate/dashboard',
  '/candidate/profile',
  '/candidate/role-selection',
  '/candidate/one-pagers',
  '/candidate/settings',
  '/candidate/onboarding/sdr',
  '/candidate/onboarding/ae',
];
const PROTECTED_ADMIN_PATHS = [
  '/admin/dashboard',
  '/admin/dashboard/candidates',
  '/admin/dashboard/candidates/new',
  '/admin/dashboard/candidates/64f0c2',
  '/admin/dashboard/one-pagers',
  '/admin/dashboard/one-pagers/new',
  '/admin/dashboard/one-pagers/64f0c2',
  '/admin/dashboard/talent-combines',
  '/admin/dashboard/talent-combines/new',
  '/admin/dashboard/talent-combines/64f0c2',
  '/admin/dashboard/contact-submissions',
  '/admin/dashboard/settings',
  '/admin/client-companies',
  '/admin/client-users',
];

describe('kindOfPath', () => {
  it('reads the kind from the first path segment only', () => {
    expect(kindOfPath('/admin/client-users')).toBe('admin');
    expect(kindOfPath('/candidate')).toBe('candidate');
    expect(kindOfPath('/employer/dashboard')).toBe('employer');
    expect(kindOfPath('/administrator')).toBeNull();
    expect(kindOfPath('/for-candidates')).toBeNull();
    expect(kindOfPath('/')).toBeNull();
  });
});

describe('signed-out visitor of a protected path', () => {
  it.each(PROTECTED_ADMIN_PATHS)('%s goes to the admin login', (path) => {
    expect(protectedRedirect(null, path)).toBe('/admin/login');
  });

  it.each(PROTECTED_CANDIDATE_PATHS)('%s goes to the candidate sign-in', (path) => {
    expect(protectedRedirect(null, path)).toBe('/candidate/auth');
  });

  it('goes to the employer sign-in from under /employer', () => {
    expect(protectedRedirect(null, '/employer/dashboard')).toBe('/employer/auth');
  });

  it('goes to the candidate sign-in from any other path', () => {
    expect(signInPathFor('/somewhere/else')).toBe('/candidate/auth');
    expect(signInPathFor('/administrator')).toBe('/candidate/auth');
    expect(signInPathFor('/employers')).toBe('/candidate/auth');
  });
});

describe('signed-in user of the matching kind', () => {
  it.each(PROTECTED_ADMIN_PATHS)('an admin sees %s', (path) => {
    expect(protectedRedirect(admin, path)).toBeNull();
  });

  it.each(PROTECTED_CANDIDATE_PATHS)('a candidate sees %s, with or without a role', (path) => {
    expect(protectedRedirect(candidateWithRole, path)).toBeNull();
    expect(protectedRedirect(candidateWithoutRole, path)).toBeNull();
  });

  it('an employer sees the employer dashboard', () => {
    expect(protectedRedirect(employer, '/employer/dashboard')).toBeNull();
  });

  it('honours an explicit required kind over the first segment', () => {
    expect(protectedRedirect(admin, '/reports', 'admin')).toBeNull();
    expect(protectedRedirect(candidateWithRole, '/reports', 'admin')).toBe('/candidate/dashboard');
  });
});

describe('signed-in user of another kind is sent home', () => {
  it('an admin goes to the admin dashboard', () => {
    expect(protectedRedirect(admin, '/candidate/profile')).toBe('/admin/dashboard');
    expect(protectedRedirect(admin, '/employer/dashboard')).toBe('/admin/dashboard');
  });

  it('a candidate with a role goes to the candidate dashboard', () => {
    expect(protectedRedirect(candidateWithRole, '/admin/client-companies')).toBe('/candidate/dashboard');
    expect(protectedRedirect(aeCandidate, '/employer/dashboard')).toBe('/candidate/dashboard');
  });

  it('a candidate without a role goes to role selection', () => {
    expect(protectedRedirect(candidateWithoutRole, '/admin/dashboard')).toBe('/candidate/role-selection');
  });

  it('an employer goes to the employer dashboard', () => {
    expect(protectedRedirect(employer, '/admin/dashboard')).toBe('/employer/dashboard');
    expect(protectedRedirect(employer, '/candidate/dashboard')).toBe('/employer/dashboard');
  });

  it('anyone else goes to /', () => {
    expect(homeOf(null)).toBe('/');
  });
});

describe('homeOf (also the target after a successful login)', () => {
  it('names each kind’s landing screen', () => {
    expect(homeOf(admin)).toBe('/admin/dashboard');
    expect(homeOf(candidateWithRole)).toBe('/candidate/dashboard');
    expect(homeOf(candidateWithoutRole)).toBe('/candidate/role-selection');
    expect(homeOf(employer)).toBe('/employer/dashboard');
  });
});

describe('sign-in screens for an already signed-in user', () => {
  const SHARED_SCREENS = ['/candidate/auth', '/employer/auth', '/auth'];

  it.each(SHARED_SCREENS)('%s sends each kind to its place', (screen) => {
    expect(signInScreenRedirect(admin, screen)).toBe('/admin/dashboard');
    expect(signInScreenRedirect(candidateWithRole, screen)).toBe('/candidate/dashboard');
    expect(signInScreenRedirect(candidateWithoutRole, screen)).toBe('/candidate/role-selection');
    expect(signInScreenRedirect(employer, screen)).toBe('/');
  });

  it.each(['/admin/auth', '/admin/login'])(
    '%s sends an admin to the dashboard and anyone else to /',
    (screen) => {
      expect(signInScreenRedirect(admin, screen)).toBe('/admin/dashboard');
      expect(signInScreenRedirect(candidateWithRole, screen)).toBe('/');
      expect(signInScreenRedirect(candidateWithoutRole, screen)).toBe('/');
      expect(signInScreenRedirect(employer, screen)).toBe('/');
    },
  );

  it.each([...SHARED_SCREENS, '/admin/auth', '/admin/login'])(
    '%s shows the screen to a signed-out visitor',
    (screen) => {
      expect(signInScreenRedirect(null, screen)).toBeNull();
    },
  );
});

describe('logout redirect by the previous kind', () => {
  it.each([
    ['admin', '/admin/auth'],
    ['candidate', '/candidate/auth'],
    ['employer', '/employer/auth'],
  ] as const)('%s goes to %s', (kind, target) => {
    expect(logoutRedirect(kind)).toBe(target);
  });

  it('anything else goes to /auth', () => {
    expect(logoutRedirect(null)).toBe('/auth');
  });
});
