import { withoutSessionCookie } from './session.ts';

describe('withoutSessionCookie', () => {
  it('removes only the session cookie', () => {
    expect(withoutSessionCookie('theme=dark; gtm_sid=abc123; lang=en')).toBe('theme=dark; lang=en');
    expect(withoutSessionCookie('gtm_sid=abc123')).toBeNull();
    expect(withoutSessionCookie('theme=dark')).toBe('theme=dark');
    expect(withoutSessionCookie('gtm_sid_other=1; gtm_sid=2')).toBe('gtm_sid_other=1');
  });
});
