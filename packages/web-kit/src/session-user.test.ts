import { describe, expect, it } from '@jest/globals';
import { toSessionUser } from './session-user.ts';

describe('toSessionUser', () => {
  it('reads the snake_case shape', () => {
    expect(
      toSessionUser({
        _id: 'u1',
        name: 'Ada Admin',
        email: 'ada@example.com',
        user_type: 'admin',
        role: null,
      }),
    ).toEqual({
      id: 'u1',
      name: 'Ada Admin',
      email: 'ada@example.com',
      kind: 'admin',
      role: null,
      company: null,
    });
  });

  it('reads the camelCase shape and a { user } wrapper', () => {
    expect(
      toSessionUser({
        success: true,
        user: { id: 'u2', fullName: 'Cam Candidate', email: 'c@x.io', isCandidate: true, role: 'AE' },
      }),
    ).toEqual({
      id: 'u2',
      name: 'Cam Candidate',
      email: 'c@x.io',
      kind: 'candidate',
      role: 'AE',
      company: null,
    });
  });

  it("maps the employer's registration type 'client' to the employer kind", () => {
    expect(toSessionUser({ email: 'e@x.io', user_type: 'client', company: 'Acme' })).toMatchObject({
      kind: 'employer',
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
