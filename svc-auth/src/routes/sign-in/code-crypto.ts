import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { CODE_LENGTH } from '@gtm/contracts/auth';
import type { TSealedSecret } from '@gtm/contracts/email-job';

/** Keys of sign-in: hash codes for storage, seal them into e-mail jobs, sign the pending sign-in cookie. */
export type TCodeKeys = { hashKey: Buffer; sealKey: Buffer; pendingKey: Buffer };

/** Derives the keys from one secret with HKDF-SHA256, each under its own label, so none reveals another. */
export const deriveCodeKeys = (secret: string): TCodeKeys => {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'gtm-svc-auth', info, 32));
  return {
    hashKey: derive('sign-in-code-hash-v1'),
    sealKey: derive('sign-in-code-seal-v1'),
    pendingKey: derive('pending-sign-in-cookie-v1'),
  };
};

/** A uniformly random code of {@link CODE_LENGTH} digits from the CSPRNG. */
export const generateCode = (): string =>
  randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');

/** HMAC-SHA256 of a code, bound to its e-mail, so a stored hash is useless for any other address. */
export const hashCode = (keys: TCodeKeys, email: string, code: string): string =>
  createHmac('sha256', keys.hashKey).update(`${email}\n${code}`).digest('base64url');

/** Constant-time comparison of two code hashes. */
export const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'base64url');
  const right = Buffer.from(b, 'base64url');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Seals a code with AES-256-GCM; the recipient is the additional data, so a sealed code opens only for it. */
export const sealCode = (keys: TCodeKeys, recipient: string, code: string): TSealedSecret => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.sealKey, iv);
  cipher.setAAD(Buffer.from(recipient, 'utf8'));
  const data = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    data: data.toString('base64url'),
  };
};

/** Opens a sealed code; throws when it was tampered with, sealed for another recipient or with another key. */
export const openCode = (keys: TCodeKeys, recipient: string, sealed: TSealedSecret): string => {
  const decipher = createDecipheriv('aes-256-gcm', keys.sealKey, Buffer.from(sealed.iv, 'base64url'));
  decipher.setAAD(Buffer.from(recipient, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
};
