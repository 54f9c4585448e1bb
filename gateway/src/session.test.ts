import { hashSessionId, withoutSessionCookie } from './session.ts';

describe('withoutSessionCookie', () => {
  it('removes only the session cookie', () => {
    expect(withoutSessionCookie('theme=dark; gtm_sid=abc123; lang=en')).toBe('theme=dark; lang=en');
    expect(withoutSessionCookie('gtm_sid=abc123')).toBeNull();
    expect(withoutSessionCookie('theme=dark')).toBe('theme=dark');
    expect(withoutSessionCookie('gtm_sid_other=1; gtm_sid=2')).toBe('gtm_sid_other=1');
  });
});

describe('hashSessionId', () => {
  it('is the hex SHA-256 of the id', () => {
    expect(hashSessionId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
