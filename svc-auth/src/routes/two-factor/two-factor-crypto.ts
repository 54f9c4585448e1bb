import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@gtm/contracts/auth';
import { PRODUCT_NAME } from '@gtm/contracts/product';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, a new code every 30 seconds. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/**
 * Codes of the step before and after the current one are accepted too: a phone's clock may be a little off,
 * and a code typed at the end of its 30 seconds arrives in the next step.
 */
const STEP_WINDOW = 1;

/** Keys of two-factor: seal authenticator keys at rest, hash recovery codes. */
export type TTwoFactorKeys = { sealKey: Buffer; recoveryKey: Buffer };

/**
 * Derives the two-factor keys from IDENTITY_SECRET with HKDF-SHA256, as svc-auth derives its code keys, each
 * under its own label, so none of them reveals another or the secret.
 */
export const deriveTwoFactorKeys = (secret: string): TTwoFactorKeys => {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'gtm-svc-auth', info, 32));
  return { sealKey: derive('two-factor-secret-seal-v1'), recoveryKey: derive('two-factor-recovery-hash-v1') };
};

/** A new authenticator key: 160 random bits (RFC 4226's recommended length), in base32 as the apps read it. */
export const newAuthenticatorKey = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/...` URI the QR code holds: the product as issuer, the admin's e-mail as account. */
export const otpauthUri = (key: string, account: string): string =>
  new TOTP({
    ...TOTP_SETTINGS,
    issuer: PRODUCT_NAME,
    label: account,
    secret: Secret.fromBase32(key),
  }).toString();

const aadOf = (userId: string) => Buffer.from(`two-factor:${userId}`, 'utf8');

/**
 * Seals an authenticator key for storage with AES-256-GCM (`iv.tag.data`, base64url). The account id is the
 * additional data, so a sealed key copied onto another account does not open.
 */
export const sealKey = (keys: TTwoFactorKeys, userId: string, key: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.sealKey, iv);
  cipher.setAAD(aadOf(userId));
  const data = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
};

/** Opens a sealed authenticator key; throws when it was tampered with, or sealed for another account or key. */
export const openKey = (keys: TTwoFactorKeys, userId: string, sealed: string): string => {
  const [iv = '', tag = '', data = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keys.sealKey, Buffer.from(iv, 'base64url'));
  decipher.setAAD(aadOf(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
};

/** The TOTP time step of a moment. */
export const timeStepOf = (now: number) => Math.floor(now / 1000 / TOTP_SETTINGS.period);

/**
 * The time step whose code `code` is, within the window around `now`, or null. Every step of the window is
 * computed and compared in constant time (no early exit), so the answer's timing says nothing of the code.
 */
export const matchingStep = (key: string, code: string, now = Date.now()): number | null => {
  const secret = Secret.fromBase32(key);
  const given = Buffer.from(code, 'utf8');
  const current = timeStepOf(now);
  let matched: number | null = null;
  for (let step = current - STEP_WINDOW; step <= current + STEP_WINDOW; step++) {
    const expected = Buffer.from(
      HOTP.generate({
        secret,
        algorithm: TOTP_SETTINGS.algorithm,
        digits: TOTP_SETTINGS.digits,
        counter: step,
      }),
      'utf8',
    );
    // The newest matching step wins: it is the one a replay check must remember.
    if (expected.length === given.length && timingSafeEqual(expected, given)) matched = step;
  }
  return matched;
};

/** Recovery codes' letters: digits and lower-case letters without i, l, o and u, which read as others. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A fresh set of recovery codes from the CSPRNG: 10 characters (50 bits) each, shown as `abcde-12345`. */
export const generateRecoveryCodes = (count = RECOVERY_CODE_COUNT): string[] =>
  Array.from({ length: count }, () => {
    const letters = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)],
    );
    return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
  });

/** HMAC-SHA256 of a recovery code (canonical `abcde-12345` form), bound to its account. */
export const hashRecoveryCode = (keys: TTwoFactorKeys, userId: string, code: string): string =>
  createHmac('sha256', keys.recoveryKey).update(`${userId}\n${code}`).digest('base64url');

/**
 * The stored hash equal to `hash`, or null. Every stored hash is compared in constant time, all of them, so
 * neither the timing nor the position tells anything.
 */
export const matchingRecoveryHash = (stored: readonly string[], hash: string): string | null => {
  const given = Buffer.from(hash, 'base64url');
  let matched: string | null = null;
  for (const candidate of stored) {
    const bytes = Buffer.from(candidate, 'base64url');
    if (bytes.length === given.length && timingSafeEqual(bytes, given)) matched = candidate;
  }
  return matched;
};
