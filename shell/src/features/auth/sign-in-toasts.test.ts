import { describe, expect, it } from '@jest/globals';
import { useToastStore } from '@gtm/web-kit/toast.ts';
import {
  clearFailureToasts,
  codeAlreadySentToast,
  codeSentToast,
  loginRequestFailedToast,
  registrationFailedToast,
  verificationFailedToast,
} from './sign-in-toasts.ts';

const refused = (message: string | null) => ({ kind: 'refused', message }) as const;
const failed = (message: string | null) => ({ kind: 'failed', message }) as const;
const destructive = (title: string, description: string) => ({ title, description, variant: 'destructive' });

describe('sign-in toasts (spec section 8)', () => {
  it('tells candidates and admins a code was sent in their own words', () => {
    expect(codeSentToast('candidate').description).toBe(
      'Check your email for the 6-digit verification code.',
    );
    expect(codeSentToast('admin').description).toBe('Please check your email for the verification code.');
  });

  it("says a code asked again inside the cooldown is the one already sent, in the server's words, not a new one", () => {
    const wait = 'A code was just sent. Please wait 58 seconds before requesting another.';
    expect(codeAlreadySentToast(refused(wait))).toEqual({ title: 'Code already sent', description: wait });
    expect(codeAlreadySentToast(refused(null)).title).not.toBe(codeSentToast('candidate').title);
  });

  it('words a failed login request by variant and by refusal or failure', () => {
    expect(loginRequestFailedToast('candidate', refused('Nope'))).toEqual(destructive('Error', 'Nope'));
    expect(loginRequestFailedToast('employer', refused(null))).toEqual(
      destructive('Error', 'Failed to send verification code.'),
    );
    expect(loginRequestFailedToast('candidate', failed(null))).toEqual(
      destructive('Login request failed', 'Failed to send verification code.'),
    );
    expect(loginRequestFailedToast('admin', refused(null))).toEqual(
      destructive('Login failed', 'An error occurred. Please try again.'),
    );
    expect(loginRequestFailedToast('admin', failed('500: boom'))).toEqual(
      destructive('Login failed', 'An error occurred while sending the verification code. Please try again.'),
    );
  });

  it('words a failed verification', () => {
    expect(verificationFailedToast('candidate', refused('Code expired'))).toEqual(
      destructive('Verification failed', 'Code expired'),
    );
    expect(verificationFailedToast('candidate', refused(null))).toEqual(
      destructive('Verification failed', 'Invalid verification code.'),
    );
    expect(verificationFailedToast('employer', failed(null))).toEqual(
      destructive('Verification failed', 'Failed to verify code.'),
    );
    expect(verificationFailedToast('admin', failed('500: boom'))).toEqual(
      destructive('Verification failed', 'An error occurred while verifying the code. Please try again.'),
    );
  });

  it('words a failed registration', () => {
    expect(registrationFailedToast(refused('Taken'))).toEqual(destructive('Registration failed', 'Taken'));
    expect(registrationFailedToast(failed(null))).toEqual(
      destructive('Registration failed', 'Failed to start registration.'),
    );
  });
});

describe('clearFailureToasts', () => {
  it('takes down the failure toasts and leaves the others', () => {
    useToastStore.setState({
      toasts: [
        { id: 1, title: 'Error', description: 'A code was just sent.', variant: 'destructive' },
        { id: 2, title: 'Verification code sent', description: 'Check your email.' },
      ],
    });
    clearFailureToasts();
    expect(useToastStore.getState().toasts.map((shown) => shown.title)).toEqual(['Verification code sent']);
  });
});
