import { Secret } from 'otpauth';
import { zRecoveryCode } from '@gtm/contracts/auth';
import {
  deriveTwoFactorKeys,
  generateRecoveryCodes,
  hashRecoveryCode,
  matchingRecoveryHash,
  matchingStep,
  newAuthenticatorKey,
  openKey,
  otpauthUri,
  sealKey,
} from './two-factor-crypto.ts';

const keys = deriveTwoFactorKeys('a-test-identity-secret-of-32-characters!');
// RFC 6238 appendix B: the SHA-1 key "12345678901234567890"; at 59 s the 8-digit code is 94287082.
const RFC_KEY = Secret.fromLatin1('12345678901234567890').base32;

describe('two-factor crypto', () => {
  it('matches RFC 6238 codes to their time step, one step either side, and nothing further', () => {
    expect(matchingStep(RFC_KEY, '287082', 59_000)).toBe(1);
    expect(matchingStep(RFC_KEY, '287082', 89_000)).toBe(1);
    expect(matchingStep(RFC_KEY, '287082', 29_000)).toBe(1);
    expect(matchingStep(RFC_KEY, '287082', 119_000)).toBeNull();
    expect(matchingStep(RFC_KEY, '287083', 59_000)).toBeNull();
    expect(matchingStep(RFC_KEY, '28708', 59_000)).toBeNull();
  });

  it('makes 160-bit keys and an otpauth URI the apps read', () => {
    const key = newAuthenticatorKey();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(newAuthenticatorKey()).not.toBe(key);
    expect(otpauthUri(key, 'ada@example.test')).toBe(
      `otpauth://totp/GTM%20Combine:ada%40example.test?issuer=GTM%20Combine&secret=${key}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('seals a key so that only its own account and keys open it', () => {
    const key = newAuthenticatorKey();
    const sealed = sealKey(keys, 'user-1', key);
    expect(sealed).not.toContain(key);
    expect(sealKey(keys, 'user-1', key)).not.toBe(sealed);
    expect(openKey(keys, 'user-1', sealed)).toBe(key);
    expect(() => openKey(keys, 'user-2', sealed)).toThrow();
    expect(() =>
      openKey(deriveTwoFactorKeys('another-identity-secret-of-32-characters'), 'user-1', sealed),
    ).toThrow();
  });

  it('makes distinct recovery codes in the shown format, hashed per account', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
      // What the admin types, in any case and with or without the hyphen, is the same code.
      expect(zRecoveryCode.parse(` ${code.replace('-', '').toUpperCase()} `)).toBe(code);
    }
    const hashes = codes.map((code) => hashRecoveryCode(keys, 'user-1', code));
    expect(matchingRecoveryHash(hashes, hashRecoveryCode(keys, 'user-1', codes[4]!))).toBe(hashes[4]);
    expect(matchingRecoveryHash(hashes, hashRecoveryCode(keys, 'user-2', codes[4]!))).toBeNull();
    expect(matchingRecoveryHash([], hashes[0]!)).toBeNull();
  });
});
