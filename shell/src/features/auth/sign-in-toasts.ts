import type { TSignInVariant } from '@gtm/contracts/operations/sign-in';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import type { TToast } from '@gtm/web-kit/toast.ts';
import type { TSignInFailure as TFailure } from './api/sign-in-requests.ts';

const failure = (title: string, description: string): TToast => ({
  title,
  description,
  variant: 'destructive',
});

/** Spec section 8: the toast after a code was e-mailed (login, registration and resend). */
export const codeSentToast = (variant: TSignInVariant): TToast => ({
  title: 'Verification code sent',
  description:
    variant === 'admin'
      ? 'Please check your email for the verification code.'
      : 'Check your email for the 6-digit verification code.',
});

/**
 * A code request refused inside the resend cooldown, just after a code was sent to the same address: the screen
 * goes on to the code step (that code still works), and says so in the server's words, not as a new code.
 */
export const codeAlreadySentToast = (outcome: TFailure): TToast => ({
  title: 'Code already sent',
  description: outcome.message ?? 'Use the code we just sent: check your email.',
});

/** Spec section 8: a login request the server refused or that failed. */
export function loginRequestFailedToast(variant: TSignInVariant, outcome: TFailure): TToast {
  if (variant === 'admin')
    return outcome.kind === 'refused'
      ? failure('Login failed', outcome.message ?? 'An error occurred. Please try again.')
      : failure('Login failed', 'An error occurred while sending the verification code. Please try again.');
  return outcome.kind === 'refused'
    ? failure('Error', outcome.message ?? 'Failed to send verification code.')
    : failure('Login request failed', outcome.message ?? 'Failed to send verification code.');
}

/** Spec section 8: a code the server refused (or accepted without a user) or a verification that failed. */
export function verificationFailedToast(variant: TSignInVariant, outcome: TFailure): TToast {
  if (outcome.kind === 'refused')
    return failure('Verification failed', outcome.message ?? 'Invalid verification code.');
  return failure(
    'Verification failed',
    variant === 'admin'
      ? 'An error occurred while verifying the code. Please try again.'
      : (outcome.message ?? 'Failed to verify code.'),
  );
}

/** Spec section 8: a registration the server refused or that failed. */
export const registrationFailedToast = (outcome: TFailure): TToast =>
  failure('Registration failed', outcome.message ?? 'Failed to start registration.');

/** Spec section 8: the welcome after a login code was accepted. */
export const loginSuccessToast = (name: string): TToast => ({
  title: 'Login successful',
  description: `Welcome back, ${name}!`,
});

/** Spec section 8: the welcome after a registration code was accepted. */
export const registrationSuccessToast: TToast = {
  title: 'Registration successful',
  description: 'You are now logged in and can complete your profile.',
};

/** Takes down the failure toasts still showing (a refused resend's): once signed in, they no longer hold. */
export const clearFailureToasts = () =>
  useToastStore.setState((state) => ({
    toasts: state.toasts.filter((shown) => shown.variant !== 'destructive'),
  }));
