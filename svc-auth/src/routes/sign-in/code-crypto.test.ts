import { deriveCodeKeys, generateCode, hashCode, openCode, sameHash, sealCode } from './code-crypto.ts';

const keys = deriveCodeKeys('unit-test-secret-0123456789-0123456789');

describe('sign-in code crypto', () => {
  it('generates six-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('hashes a code bound to its e-mail and compares hashes', () => {
    const hash = hashCode(keys, 'a@example.com', '123456');
    expect(hash).not.toContain('123456');
    expect(sameHash(hash, hashCode(keys, 'a@example.com', '123456'))).toBe(true);
    expect(sameHash(hash, hashCode(keys, 'b@example.com', '123456'))).toBe(false);
    expect(sameHash(hash, hashCode(keys, 'a@example.com', '123457'))).toBe(false);
    expect(sameHash(hash, 'short')).toBe(false);
  });

  it('seals a code that only the same key and recipient open', () => {
    const sealed = sealCode(keys, 'a@example.com', '004211');
    expect(JSON.stringify(sealed)).not.toContain('004211');
    expect(openCode(keys, 'a@example.com', sealed)).toBe('004211');
    expect(() => openCode(keys, 'b@example.com', sealed)).toThrow();
    expect(() =>
      openCode(deriveCodeKeys('another-secret-0123456789-0123456789'), 'a@example.com', sealed),
    ).toThrow();
    expect(() =>
      openCode(keys, 'a@example.com', { ...sealed, data: sealCode(keys, 'a@example.com', '1').data }),
    ).toThrow();
  });

  it('derives distinct keys per purpose', () => {
    expect(keys.hashKey.equals(keys.sealKey)).toBe(false);
  });
});
