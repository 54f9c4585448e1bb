import { describe, expect, it } from '@jest/globals';
import { toSessionUser } from './session-user.ts';

describe('toSessionUser', () => {
  it('reads the user as svc-auth answers it', () => {
    expect(
      toSessionUser({
        id: 'u1',
        name: 'Ada Admin',
        fullName: 'Ada Admin',
        email: 'ada@example.com',
        user_type: 'admin',
        isAdmin: true,
        isCandidate: false,
        role: null,
        company: 'Acme',
      }),
    ).toEqual({
      id: 'u1',
      name: 'Ada Admin',
      email: 'ada@example.com',
      kind: 'admin',
      role: null,
      company: 'Acme',
    });
  });

  it('drops a role that is not SDR or AE (role selection still needed)', () => {
    expect(toSessionUser({ user_type: 'candidate', role: '' })?.role).toBeNull();
    expect(toSessionUser({ user_type: 'candidate', role: 'CEO' })?.role).toBeNull();
  });

  it('gives null for a body without a known kind', () => {
    expect(toSessionUser(null)).toBeNull();
    expect(toSessionUser('signed out')).toBeNull();
    expect(toSessionUser({ name: 'Nobody', user_type: 'guest' })).toBeNull();
  });
});
