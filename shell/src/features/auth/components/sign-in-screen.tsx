import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@gtm/web-kit/router.ts';
import type { TSignInVariant } from '@gtm/contracts/operations/sign-in';
import { PATHS } from '@gtm/contracts/paths';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import { signInScreenRedirect } from '@gtm/web-kit/access.ts';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { FullScreenSpinner } from '@gtm/web-kit/full-screen-spinner.tsx';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import {
  failureOf,
  requestLoginCode,
  startRegistration,
  verifyLoginCode,
  verifyRegistration,
  verifySecondFactor,
} from '../api/sign-in-requests.ts';
import type { TRegistration, TSecondFactorEntry, TSignInOutcome } from '../api/sign-in-requests.ts';
import {
  codeAlreadySent,
  endsPendingSignIn,
  INITIAL_SIGN_IN_STATE,
  REDIRECT_DELAY_MS,
  resendAvailableAt,
  SIGN_IN_VARIANTS,
  signInDestination,
  signInReducer,
  withSentCode,
} from '../sign-in-flow.ts';
import type { TCodePurpose, TSentCodes } from '../sign-in-flow.ts';
import {
  clearFailureToasts,
  codeAlreadySentToast,
  codeSentToast,
  loginRequestFailedToast,
  loginSuccessToast,
  registrationFailedToast,
  registrationSuccessToast,
  verificationFailedToast,
} from '../sign-in-toasts.ts';
import css from '../sign-in.css';
import { PitchPanel } from './pitch-panel.tsx';
import { CodeStep, LoginStep, RegisterStep, SecondFactorStep } from './sign-in-steps.tsx';

injectStyle('shell-sign-in', css);

function SignInScreen({ variant, onHandOff }: { variant: TSignInVariant; onHandOff: () => void }) {
  const config = SIGN_IN_VARIANTS[variant];
  useDocumentHead({
    title: pageTitle(config.title),
    description: `Sign in to ${PRODUCT_NAME} with a one-time code sent to your email.`,
  });
  const navigate = useNavigate();
  const refreshSession = useSessionStore((state) => state.refresh);
  const [searchParams] = useSearchParams();
  const forceLogin = searchParams.get('signin') === 'true';
  const wantsRegister = searchParams.get('register') === 'true';

  const reducer = useMemo(() => signInReducer(variant), [variant]);
  const [state, dispatch] = useReducer(reducer, INITIAL_SIGN_IN_STATE, (initial) =>
    reducer(initial, { type: 'visit', forceLogin, wantsRegister }),
  );
  useEffect(() => dispatch({ type: 'visit', forceLogin, wantsRegister }), [forceLogin, wantsRegister]);

  const [busy, setBusy] = useState(false);
  // Kept across Back: a code sent moments ago is still the one to enter, and Resend waits out its cooldown.
  const [sentCodes, setSentCodes] = useState<TSentCodes>(new Map());
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const pending = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  /**
   * What a code request came to: accepted (the code went), or refused for its rate while the code this screen
   * sent to the same e-mail moments ago is still on its way (from the login or register step, after Back): both
   * lead to the code step. A refused Resend stays a refusal.
   */
  const codeOnItsWay = (
    outcome: TSignInOutcome,
    purpose: TCodePurpose,
    email: string,
    resending: boolean,
  ) => {
    if (outcome.kind === 'accepted') {
      setSentCodes((sent) => withSentCode(sent, purpose, email, Date.now()));
      return 'sent';
    }
    return !resending && codeAlreadySent(outcome, sentCodes, purpose, email, Date.now()) ? 'already' : false;
  };

  /** The toast of a code on its way: sent now, or the one sent moments ago (the server refused another). */
  const toastCodeOnItsWay = (onItsWay: 'sent' | 'already', outcome: TSignInOutcome) =>
    toast(onItsWay === 'sent' ? codeSentToast(variant) : codeAlreadySentToast(failureOf(outcome)));

  const sendLoginCode = (email: string, resending = false) =>
    pending(async () => {
      const outcome = await requestLoginCode(variant, email);
      const onItsWay = codeOnItsWay(outcome, 'sign-in', email, resending);
      if (!onItsWay) return toast(loginRequestFailedToast(variant, failureOf(outcome)));
      toastCodeOnItsWay(onItsWay, outcome);
      dispatch({ type: 'code-sent', email });
    });

  const register = (registration: TRegistration, resending = false) =>
    pending(async () => {
      const outcome = await startRegistration(variant, registration);
      const onItsWay = codeOnItsWay(outcome, 'register', registration.email, resending);
      if (!onItsWay) return toast(registrationFailedToast(failureOf(outcome)));
      toastCodeOnItsWay(onItsWay, outcome);
      dispatch({ type: 'registration-started', ...registration });
    });

  // The guard above would send a user who just signed in to their home at once; the hand-off keeps this
  // screen in charge until the spec's delayed navigation.
  const completeSignIn = async (user: TSessionUser, via: 'login' | 'registration') => {
    onHandOff();
    clearFailureToasts();
    toast(via === 'login' ? loginSuccessToast(user.name || user.email) : registrationSuccessToast);
    dispatch({ type: 'verified' });
    await refreshSession();
    const destination = signInDestination(variant, useSessionStore.getState().user ?? user, via);
    redirectTimer.current = setTimeout(
      () => (via === 'login' ? navigate(destination) : window.location.assign(destination)),
      REDIRECT_DELAY_MS[via],
    );
  };

  const registering = state.step === 'verify-registration';
  const verify = (code: string) =>
    pending(async () => {
      const registration: TRegistration = {
        name: state.name ?? '',
        email: state.email ?? '',
        company: state.company,
      };
      const outcome: TSignInOutcome = registering
        ? await verifyRegistration(variant, registration, code)
        : await verifyLoginCode(variant, registration.email, code);
      if (outcome.kind === 'accepted' && outcome.user)
        return completeSignIn(outcome.user, registering ? 'registration' : 'login');
      if (outcome.kind === 'second-factor' && !registering)
        return dispatch({ type: 'second-factor-required' });
      toast(verificationFailedToast(variant, failureOf(outcome)));
    });

  const verifySecond = (entry: TSecondFactorEntry) =>
    pending(async () => {
      const outcome = await verifySecondFactor(entry);
      if (outcome.kind === 'accepted' && outcome.user) return completeSignIn(outcome.user, 'login');
      const failure = failureOf(outcome);
      toast(verificationFailedToast(variant, failure));
      // An expired pending sign-in, or one whose tries are spent, starts again from the e-mail.
      if (failure.kind === 'refused' && endsPendingSignIn(failure.message))
        dispatch({ type: 'back-to-login' });
    });

  const resend = () =>
    registering
      ? register({ name: state.name ?? '', email: state.email ?? '', company: state.company }, true)
      : sendLoginCode(state.email ?? '', true);

  return (
    <div className="gtm-sign-in" data-testid="sign-in-screen" data-variant={variant} data-step={state.step}>
      <section className="gtm-sign-in__panel">
        <h1>{config.title}</h1>
        {state.step === 'login' && (
          <LoginStep
            busy={busy}
            onSubmit={sendLoginCode}
            onCreateAccount={config.showsCreateLink ? () => dispatch({ type: 'show-register' }) : null}
          />
        )}
        {state.step === 'register' && (
          <RegisterStep
            busy={busy}
            asksCompany={variant === 'employer'}
            onSubmit={(values) => register({ ...values, company: values.company ?? null })}
            onSignIn={() => dispatch({ type: 'show-login' })}
          />
        )}
        {(state.step === 'verify' || state.step === 'verify-registration') && (
          <CodeStep
            key={state.step}
            email={state.email ?? ''}
            registering={registering}
            busy={busy}
            resendAt={resendAvailableAt(sentCodes, registering ? 'register' : 'sign-in', state.email ?? '')}
            onSubmit={verify}
            onResend={resend}
            onBack={() => dispatch({ type: state.step === 'verify' ? 'back-to-login' : 'back-to-register' })}
          />
        )}
        {state.step === 'two-factor' && (
          <SecondFactorStep
            busy={busy}
            onSubmit={verifySecond}
            onBack={() => dispatch({ type: 'back-to-login' })}
          />
        )}
        {variant === 'admin' && (
          <Link to={PATHS.home} className="gtm-sign-in__home-link">
            Back to main site
          </Link>
        )}
      </section>
      <PitchPanel variant={variant} />
    </div>
  );
}

/**
 * A sign-in screen with its guard: a spinner while the session loads, an already signed-in user sent on
 * (web-kit access rules), else the steps of spec section 4. Loaded lazily: public pages never wait for it.
 */
export default function SignInRoute({ variant }: { variant: TSignInVariant }) {
  const { pathname } = useLocation();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const [handingOff, setHandingOff] = useState(false);
  if (status === 'loading') return <FullScreenSpinner />;
  const redirect = handingOff ? null : signInScreenRedirect(user, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return <SignInScreen variant={variant} onHandOff={() => setHandingOff(true)} />;
}
