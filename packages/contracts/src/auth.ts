import { z } from 'zod';
import { freeText } from './free-text.ts';
import { zOptionalName, zPersonName } from './person-name.ts';
import { CANDIDATE_ROLES, DEFAULT_NOTIFICATION_SETTINGS } from './users.ts';

/** Spec section 9: a verification code has 6 digits. */
export const CODE_LENGTH = 6;

/**
 * Seconds before the same e-mail may ask for another code: svc-auth's default (`AUTH_RESEND_COOLDOWN_SECONDS`),
 * which the sign-in screen's Resend counts down.
 */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Spec section 5: the messages of the sign-in forms, shared by the screens and svc-auth. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  codeTooShort: 'Please enter the 6-digit code',
  codeTooLong: 'Code must be 6 digits',
  codeNotNumeric: 'The code contains only digits',
  authenticatorCode: 'Please enter the 6-digit code from your authenticator app',
  recoveryCode: 'Please enter a recovery code: 10 letters and digits',
  codeOrRecoveryCode: 'Please enter a code from your authenticator app or a recovery code',
  nameRequired: 'Full name is required',
  roleRequired: 'Please select a role',
} as const;

/** The answers svc-auth gives, so the screens and the tests read the same words. */
export const AUTH_ANSWERS = {
  codeSent: 'Verification code sent. Check your email for the 6-digit verification code.',
  invalidCode: 'Invalid or expired verification code. Please request a new one.',
  noPendingSignIn: 'Your sign-in has expired. Please enter your email again.',
  signedIn: 'Login successful',
  registered: 'Registration successful',
  accountExists: 'An account with this email already exists. Please sign in.',
  loggedOut: 'You have been successfully logged out.',
  roleSelected: 'Your profile has been updated.',
  profileUpdated: 'Your profile has been successfully updated.',
  notificationsUpdated: 'Your notification settings have been successfully updated.',
  securityUpdated: 'Your security settings have been successfully updated.',
  emailChangeRefused: 'Your email address cannot be changed here.',
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidSecondFactor: 'Invalid authenticator or recovery code. Please try again.',
  secondFactorTriesSpent: 'Too many incorrect codes. Please sign in again.',
  twoFactorAdminsOnly: 'Two-factor authentication is available to admin accounts only.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on.',
  twoFactorNotOn: 'Two-factor authentication is not on.',
  twoFactorSetupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  twoFactorSetupExpired: 'Your two-factor setup has expired. Please start again.',
  twoFactorEnabled: 'Two-factor authentication is on. Save your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor authentication is off.',
  recoveryCodesRegenerated: 'New recovery codes are ready. Your old recovery codes no longer work.',
  twoFactorSwitchRefused:
    'Two-factor authentication is turned on and off with a code from your authenticator app.',
} as const;

export const zEmail = z.string().max(320).trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.invalidEmail));

export const zCode = z
  .string()
  .max(CODE_LENGTH, AUTH_MESSAGES.codeTooLong)
  .trim()
  .min(CODE_LENGTH, AUTH_MESSAGES.codeTooShort)
  .regex(/^\d+$/, AUTH_MESSAGES.codeNotNumeric);

/** A 6-digit code of an authenticator app (TOTP); apps show it as `123 456`, so spaces are dropped. */
export const zAuthenticatorCode = z
  .string(AUTH_MESSAGES.authenticatorCode)
  .max(20, AUTH_MESSAGES.authenticatorCode)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, AUTH_MESSAGES.authenticatorCode));

/** Recovery codes an admin gets when two-factor goes on (and each time they make new ones). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A one-time recovery code as the admin types it: 10 letters and digits, shown as `abcde-12345`; case, spaces
 * and the hyphen do not matter. The answer is its canonical `abcde-12345` form.
 */
export const zRecoveryCode = z
  .string(AUTH_MESSAGES.recoveryCode)
  .max(40, AUTH_MESSAGES.recoveryCode)
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[0-9a-z]{10}$/, AUTH_MESSAGES.recoveryCode))
  .transform((value) => `${value.slice(0, 5)}-${value.slice(5)}`);

const zName = zPersonName(1, AUTH_MESSAGES.nameRequired);

/** `POST /api/{kind}/auth/login-request` and `/api/auth/login-request`. */
export const ZLoginRequest = z.object({ email: zEmail });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** `POST .../verify-code`: the e-mail may be left out; the pending sign-in cookie then names it. */
export const ZVerifyCode = z.object({ code: zCode, email: zEmail.optional() });
export type TVerifyCode = z.infer<typeof ZVerifyCode>;

/** `POST .../register`: employer registration sends `user_type: 'client'` and may send a company. */
export const ZRegisterRequest = z.object({
  name: zName,
  email: zEmail,
  user_type: z.enum(['client', 'candidate', 'employer']).optional(),
  company: zOptionalName().optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** `POST .../verify-registration`: the code, and the pending values (taken from the registration when absent). */
export const ZVerifyRegistration = z.object({
  code: zCode,
  email: zEmail.optional(),
  name: zName.optional(),
});
export type TVerifyRegistration = z.infer<typeof ZVerifyRegistration>;

/** `POST /api/candidate/role-selection`. */
export const ZRoleSelection = z.object({
  role: z.enum(CANDIDATE_ROLES, AUTH_MESSAGES.roleRequired),
});

/** The settings forms' e-mail (spec section 5: 'Invalid email address'). */
export const zSettingsEmail = z.string().trim().toLowerCase().pipe(z.email('Invalid email address'));

/** `PATCH /api/user`: the admin settings profile form (spec section 5: name at least 2 characters). */
export const ZProfileUpdate = z.object({
  name: zPersonName(2, 'Name must be at least 2 characters'),
  email: zSettingsEmail.optional(),
  company: zOptionalName().nullish(),
  bio: freeText(z.string()).max(2000).trim().nullish(),
});

/** `PATCH /api/user/notifications`. */
export const ZNotificationSettings = z.object({
  emailNotifications: z.boolean('Email notifications must be on or off'),
  newCandidateAlerts: z.boolean('New candidate alerts must be on or off'),
  marketingEmails: z.boolean('Marketing emails must be on or off'),
});

/**
 * Session timeout bounds in minutes (the spec gives only the default, 30): at least 5 so a session survives
 * reading a page, at most a working day (8 hours) so an unattended admin session does not stay open overnight.
 */
export const SESSION_TIMEOUT_BOUNDS = { min: 5, max: 8 * 60 } as const;

const SESSION_TIMEOUT_NOT_A_NUMBER = 'Session timeout must be a number of minutes';

/** The session timeout as the security form sends it: minutes, as a string or a number. */
export const zSessionTimeout = z
  .union(
    [
      z.number(SESSION_TIMEOUT_NOT_A_NUMBER),
      z
        .string(SESSION_TIMEOUT_NOT_A_NUMBER)
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, SESSION_TIMEOUT_NOT_A_NUMBER)
        .transform(Number),
    ],
    SESSION_TIMEOUT_NOT_A_NUMBER,
  )
  .pipe(
    z
      .number()
      .int('Session timeout must be a whole number of minutes')
      .min(
        SESSION_TIMEOUT_BOUNDS.min,
        `Session timeout must be at least ${SESSION_TIMEOUT_BOUNDS.min} minutes`,
      )
      .max(
        SESSION_TIMEOUT_BOUNDS.max,
        `Session timeout must be at most ${SESSION_TIMEOUT_BOUNDS.max} minutes`,
      ),
  );

/** `PATCH /api/user/security`: the form sends the timeout as a string of minutes. */
export const ZSecuritySettings = z.object({
  twoFactorEnabled: z.boolean('Two-factor authentication must be on or off'),
  sessionTimeout: zSessionTimeout,
});

/**
 * `GET /api/user`: the signed-in user. The spec's screens read both naming styles (`name` and `fullName`,
 * `user_type` and `isAdmin`/`isCandidate`), so the answer carries both.
 */
export const ZCurrentUser = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  user_type: z.enum(['admin', 'candidate', 'employer']),
  isAdmin: z.boolean(),
  isCandidate: z.boolean(),
  role: z.enum(CANDIDATE_ROLES).nullable(),
  company: z.string().nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** Answer of login-request, register and logout. */
export const ZAuthMessageAnswer = z.object({ success: z.literal(true), message: z.string() });
export type TAuthMessageAnswer = z.infer<typeof ZAuthMessageAnswer>;

/** Answer of verify-code, verify-registration and role selection: the user the session now names. */
export const ZAuthUserAnswer = ZAuthMessageAnswer.extend({ user: ZCurrentUser });
export type TAuthUserAnswer = z.infer<typeof ZAuthUserAnswer>;

/** Answer of `PATCH /api/user`: the account with its bio. */
export const ZProfileAnswer = ZAuthMessageAnswer.extend({
  user: ZCurrentUser.extend({ bio: z.string().nullable() }),
});

/** Answer of `PATCH /api/user/notifications`. */
export const ZNotificationsAnswer = ZAuthMessageAnswer.extend({
  notifications: z.object({
    emailNotifications: z.boolean().default(DEFAULT_NOTIFICATION_SETTINGS.emailNotifications),
    newCandidateAlerts: z.boolean().default(DEFAULT_NOTIFICATION_SETTINGS.newCandidateAlerts),
    marketingEmails: z.boolean().default(DEFAULT_NOTIFICATION_SETTINGS.marketingEmails),
  }),
});

/** Answer of `PATCH /api/user/security`: the timeout as a string of minutes, as the form sends it. */
export const ZSecurityAnswer = ZAuthMessageAnswer.extend({
  security: z.object({ twoFactorEnabled: z.boolean(), sessionTimeout: z.string() }),
});

/**
 * `GET /api/user/account-settings`: what the account settings screen starts from (spec section 3's admin
 * settings): the profile, the notification switches and the security settings, the timeout as a string.
 */
export const ZAccountSettings = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    bio: z.string().nullable(),
  }),
  notifications: ZNotificationSettings,
  security: z.object({ twoFactorEnabled: z.boolean(), sessionTimeout: z.string() }),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

/**
 * The second factor of a sign-in, or of turning two-factor off or making new recovery codes: a code from the
 * authenticator app, or one of the recovery codes (exactly one of the two).
 */
export const ZSecondFactor = z
  .object({ code: zAuthenticatorCode.optional(), recoveryCode: zRecoveryCode.optional() })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: AUTH_MESSAGES.codeOrRecoveryCode,
    path: ['code'],
  });
export type TSecondFactor = z.infer<typeof ZSecondFactor>;

/** `POST /api/user/two-factor/enrollment/confirm`: the code the newly added authenticator app shows. */
export const ZConfirmTwoFactor = z.object({ code: zAuthenticatorCode });

/** The answer of a sign-in code whose account has two-factor on: no session yet, the second step is next. */
export const ZTwoFactorChallenge = ZAuthMessageAnswer.extend({ twoFactorRequired: z.literal(true) });
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** `GET /api/user/two-factor`: whether two-factor is on, since when, and how many recovery codes are unused. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/**
 * `POST /api/user/two-factor/enrollment`: the new authenticator key, as the QR code's `otpauth://` URI and as
 * text (base32) for an app that cannot scan. Two-factor is not on until a code from it is confirmed.
 */
export const ZTwoFactorEnrollment = ZAuthMessageAnswer.extend({
  secret: z.string().regex(/^[A-Z2-7]+$/),
  otpauthUri: z.string().startsWith('otpauth://totp/'),
});
export type TTwoFactorEnrollment = z.infer<typeof ZTwoFactorEnrollment>;

/** Two-factor turned on, or new recovery codes: the codes, shown this once (only their hashes are kept). */
export const ZRecoveryCodesAnswer = ZAuthMessageAnswer.extend({
  recoveryCodes: z.array(z.string().regex(/^[0-9a-z]{5}-[0-9a-z]{5}$/)).length(RECOVERY_CODE_COUNT),
  twoFactor: ZTwoFactorStatus,
});
export type TRecoveryCodesAnswer = z.infer<typeof ZRecoveryCodesAnswer>;

/** Two-factor turned off. */
export const ZTwoFactorDisabledAnswer = ZAuthMessageAnswer.extend({ twoFactor: ZTwoFactorStatus });
