import { describe, expect, it } from '@jest/globals';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';
import { signedInAreaOf } from './signed-in-area.ts';

const user = (kind: TSessionUser['kind']): TSessionUser => ({
  id: 'u1',
  name: 'Sam Seller',
  email: 'sam@example.test',
  kind,
  role: kind === 'candidate' ? 'SDR' : null,
  company: null,
});

describe('signedInAreaOf', () => {
  it("is the user's own area on its pages", () => {
    expect(signedInAreaOf('/candidate/dashboard', user('candidate'))).toBe('candidate');
    expect(signedInAreaOf('/candidate/onboarding/ae', user('candidate'))).toBe('candidate');
    expect(signedInAreaOf('/employer/combines/abc', user('employer'))).toBe('employer');
    expect(signedInAreaOf('/admin/client-users', user('admin'))).toBe('admin');
  });

  it('is none on public pages, sign-in screens, signed out or in another kind of area', () => {
    expect(signedInAreaOf('/', user('candidate'))).toBeNull();
    expect(signedInAreaOf('/for-candidates', user('candidate'))).toBeNull();
    expect(signedInAreaOf('/candidate/auth', user('candidate'))).toBeNull();
    expect(signedInAreaOf('/admin/login', user('admin'))).toBeNull();
    expect(signedInAreaOf('/candidate/dashboard', null)).toBeNull();
    expect(signedInAreaOf('/admin/dashboard', user('candidate'))).toBeNull();
    expect(signedInAreaOf('/candidates', user('candidate'))).toBeNull();
  });
});
