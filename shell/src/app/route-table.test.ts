import { describe, expect, it } from '@jest/globals';
import { PATHS } from '@gtm/contracts/paths';
import { kindOfPath } from '@gtm/web-kit/access.ts';
import { matchesPattern, ROUTE_TABLE, remoteOfPath } from './route-table.ts';

const allPaths = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : allPaths(value as object)));

describe('ROUTE_TABLE', () => {
  it('holds every screen path of the spec exactly once', () => {
    const tablePaths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual(allPaths(PATHS).sort());
  });

  it('protects each area path for the kind its first segment names', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.access === 'public' || entry.access === 'signed-out') continue;
      expect([entry.path, entry.access]).toEqual([entry.path, kindOfPath(entry.path)]);
    }
  });

  it('leaves the public pages and the sign-in screens open', () => {
    const open = ROUTE_TABLE.filter((entry) => entry.access === 'public' || entry.access === 'signed-out');
    expect(open.map((entry) => entry.path).sort()).toEqual(
      [
        '/',
        '/for-employers',
        '/for-candidates',
        '/talent-combine',
        '/auth',
        '/candidate/auth',
        '/employer/auth',
        '/admin/auth',
        '/admin/login',
      ].sort(),
    );
  });

  it('serves the candidate, admin and employer areas from their remotes, except the sign-in screens', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.access === 'candidate') expect(entry.remote).toBe('candidate');
      if (entry.access === 'admin') expect(entry.remote).toBe('admin');
      if (entry.access === 'employer') expect(entry.remote).toBe('employer');
    }
    expect(ROUTE_TABLE.find((entry) => entry.path === '/candidate/auth')?.remote).toBeUndefined();
    expect(ROUTE_TABLE.find((entry) => entry.path === '/admin/login')?.remote).toBeUndefined();
    expect(ROUTE_TABLE.find((entry) => entry.path === '/employer/auth')?.remote).toBeUndefined();
  });

  it('guards every employer screen for employers', () => {
    const employer = ROUTE_TABLE.filter((entry) => entry.path.startsWith('/employer/'));
    expect(employer.filter((entry) => entry.remote === 'employer').map((entry) => entry.path)).toEqual([
      PATHS.employer.dashboard,
      PATHS.employer.combine,
      PATHS.employer.onePager,
      PATHS.employer.combineDay,
      PATHS.employer.combineDayDebrief,
    ]);
    for (const entry of employer) {
      if (entry.remote) expect(entry.access).toBe('employer');
    }
  });
});

describe('matchesPattern', () => {
  it('matches like the router: parameters, any case, an optional trailing slash', () => {
    expect(matchesPattern('/admin/dashboard/candidates/:id', '/admin/dashboard/candidates/42')).toBe(true);
    expect(matchesPattern('/admin/client-users', '/Admin/Client-Users/')).toBe(true);
    expect(matchesPattern('/', '/')).toBe(true);
  });

  it('does not match longer, shorter or different paths', () => {
    expect(matchesPattern('/admin/dashboard/candidates/:id', '/admin/dashboard/candidates/42/edit')).toBe(
      false,
    );
    expect(matchesPattern('/admin/dashboard/candidates/:id', '/admin/dashboard/candidates/')).toBe(false);
    expect(matchesPattern('/', '/nope')).toBe(false);
    expect(matchesPattern('/for-employers', '/for-employersX')).toBe(false);
  });
});

describe('remoteOfPath', () => {
  it('finds the remote of a concrete path, parameters included', () => {
    expect(remoteOfPath('/')).toBe('marketing');
    expect(remoteOfPath('/talent-combine')).toBe('marketing');
    expect(remoteOfPath('/candidate/onboarding/ae')).toBe('candidate');
    expect(remoteOfPath('/admin/dashboard/candidates/64f0c2')).toBe('admin');
    expect(remoteOfPath('/employer/dashboard')).toBe('employer');
    expect(remoteOfPath('/employer/combines/64f0c2')).toBe('employer');
    expect(remoteOfPath('/employer/combines/64f0c2/candidates/64f0c3')).toBe('employer');
  });

  it('gives null for shell screens and unknown paths', () => {
    expect(remoteOfPath('/admin/login')).toBeNull();
    expect(remoteOfPath('/employer/auth')).toBeNull();
    expect(remoteOfPath('/employer/combines')).toBeNull();
    expect(remoteOfPath('/admin/nope')).toBeNull();
  });
});
