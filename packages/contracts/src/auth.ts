import { z } from 'zod';
import { CANDIDATE_ROLES } from './users.ts';
import type { TCurrentUser } from './users.ts';

/** Spec section 9: a verification code has 6 digits. */
export const CODE_LENGTH = 6;

/** Spec section 5: the messages of the sign-in forms, shared by the screens and svc-auth. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  codeTooShort: 'Please enter the 6-digit code',
  codeTooLong: 'Code must be 6 digits',
  codeNotNumeric: 'The code contains only digits',
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
} as const;

export const zEmail = z.string().trim().toLowerCase().max(320).pipe(z.email(AUTH_MESSAGES.invalidEmail));

export const zCode = z
  .string()
  .trim()
  .min(CODE_LENGTH, AUTH_MESSAGES.codeTooShort)
  .max(CODE_LENGTH, AUTH_MESSAGES.codeTooLong)
  .regex(/^\d+$/, AUTH_MESSAGES.codeNotNumeric);

const zName = z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(200);

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
  company: z.string().trim().max(200).optional(),
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

/** `PATCH /api/user`: the admin settings profile form (spec section 5: name at least 2 characters). */
export const ZProfileUpdate = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(200),
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid email address')).optional(),
  company: z.string().trim().max(200).nullish(),
  bio: z.string().trim().max(2000).nullish(),
});

/** `PATCH /api/user/notifications`. */
export const ZNotificationSettings = z.object({
  emailNotifications: z.boolean(),
  newCandidateAlerts: z.boolean(),
  marketingEmails: z.boolean(),
});

/** Session timeout bounds in minutes (the spec gives only the default, 30). */
export const SESSION_TIMEOUT_BOUNDS = { min: 5, max: 24 * 60 } as const;

/** `PATCH /api/user/security`: the form sends the timeout as a string of minutes. */
export const ZSecuritySettings = z.object({
  twoFactorEnabled: z.boolean(),
  sessionTimeout: z.coerce
    .number('Session timeout must be a number of minutes')
    .int()
    .min(SESSION_TIMEOUT_BOUNDS.min, `Session timeout must be at least ${SESSION_TIMEOUT_BOUNDS.min} minutes`)
    .max(SESSION_TIMEOUT_BOUNDS.max, `Session timeout must be at most ${SESSION_TIMEOUT_BOUNDS.max} minutes`),
});

/** Answer of login-request and register. */
export type TAuthMessageAnswer = { success: true; message: string };
/** Answer of verify-code and verify-registration. */
export type TAuthUserAnswer = { success: true; message: string; user: TCurrentUser };
