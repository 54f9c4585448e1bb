import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { TSecondFactorEntry } from '../api/sign-in-requests.ts';
import { ZCodeForm, ZLoginForm, ZRegisterForm, ZSecondFactorForm, validateForm } from '../sign-in-schemas.ts';
import type { TFieldErrors, TRegisterForm } from '../sign-in-schemas.ts';
import { TextField } from './text-field.tsx';

/** Validates on submit and hands valid data on; errors clear as the field changes. */
function useFormErrors() {
  const [errors, setErrors] = useState<TFieldErrors>({});
  const clear = (field: string) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  return { errors, setErrors, clear };
}

const preventing = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

/** The login step: heading 'Sign in with Email', an e-mail, a note that a code will be sent. */
export function LoginStep({
  busy,
  onSubmit,
  onCreateAccount,
}: {
  busy: boolean;
  onSubmit: (email: string) => void;
  /** Shown as the 'Create one' link when the variant lets visitors register from here. */
  onCreateAccount: (() => void) | null;
}) {
  const [email, setEmail] = useState('');
  const { errors, setErrors, clear } = useFormErrors();
  const submit = () => {
    const result = validateForm(ZLoginForm, { email });
    if (result.ok) onSubmit(result.data.email);
    else setErrors(result.errors);
  };
  return (
    <form className="gtm-sign-in__form" noValidate onSubmit={preventing(submit)} data-testid="login-form">
      <h2>Sign in with Email</h2>
      <p className="gtm-sign-in__note">We&apos;ll send a verification code to your email.</p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onValueChange={(value) => {
          setEmail(value);
          clear('email');
        }}
      />
      <button type="submit" className="gtm-button gtm-sign-in__submit" disabled={busy}>
        {busy ? 'Sending code...' : 'Send Verification Code'}
      </button>
      {onCreateAccount && (
        <p className="gtm-sign-in__switch">
          Don&apos;t have an account?{' '}
          <button type="button" className="gtm-link-button" onClick={onCreateAccount}>
            Create one
          </button>
        </p>
      )}
    </form>
  );
}

/** The register step: full name, e-mail and, for employers, an optional company. */
export function RegisterStep({
  busy,
  asksCompany,
  onSubmit,
  onSignIn,
}: {
  busy: boolean;
  asksCompany: boolean;
  onSubmit: (registration: TRegisterForm) => void;
  onSignIn: () => void;
}) {
  const [values, setValues] = useState({ name: '', email: '', company: '' });
  const { errors, setErrors, clear } = useFormErrors();
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  });
  const submit = () => {
    const result = validateForm(ZRegisterForm, asksCompany ? values : { ...values, company: undefined });
    if (result.ok) onSubmit(result.data);
    else setErrors(result.errors);
  };
  return (
    <form className="gtm-sign-in__form" noValidate onSubmit={preventing(submit)} data-testid="register-form">
      <h2>Create your account</h2>
      <p className="gtm-sign-in__note">We&apos;ll send a verification code to your email.</p>
      <TextField label="Full Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      {asksCompany && (
        <TextField label="Company (optional)" autoComplete="organization" {...field('company')} />
      )}
      <button type="submit" className="gtm-button gtm-sign-in__submit" disabled={busy}>
        {busy ? 'Sending code...' : 'Create Account'}
      </button>
      <p className="gtm-sign-in__switch">
        <button type="button" className="gtm-link-button" onClick={onSignIn}>
          Already have an account? Sign in
        </button>
      </p>
    </form>
  );
}

/** Whole seconds until `at` (ms since the epoch), counted down once a second; 0 once it has passed. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The verify and verify-registration steps: the 6-digit code, Resend (which counts down the resend cooldown
 * of the code sent last, until `resendAt`) and a way back.
 */
export function CodeStep({
  email,
  registering,
  busy,
  resendAt,
  onSubmit,
  onResend,
  onBack,
}: {
  email: string;
  registering: boolean;
  busy: boolean;
  resendAt: number | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}) {
  const resendIn = useSecondsUntil(resendAt);
  const [code, setCode] = useState('');
  const { errors, setErrors, clear } = useFormErrors();
  const submit = () => {
    const result = validateForm(ZCodeForm, { code });
    if (result.ok) onSubmit(result.data.code);
    else setErrors(result.errors);
  };
  return (
    <form className="gtm-sign-in__form" noValidate onSubmit={preventing(submit)} data-testid="verify-form">
      <h2>{registering ? 'Verify your email' : 'Enter verification code'}</h2>
      <p className="gtm-sign-in__note">
        We sent a 6-digit code to <strong data-testid="pending-email">{email}</strong>.
      </p>
      <TextField
        label="6-Digit Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={code}
        error={errors.code}
        onValueChange={(value) => {
          // A numeric input: anything but digits never enters the field.
          setCode(value.replace(/\D/g, ''));
          clear('code');
        }}
      />
      <button type="submit" className="gtm-button gtm-sign-in__submit" disabled={busy}>
        {registering ? 'Complete Registration' : 'Verify Code'}
      </button>
      <div className="gtm-sign-in__secondary">
        <button
          type="button"
          className="gtm-link-button"
          onClick={onResend}
          disabled={busy || resendIn > 0}
          data-testid="resend"
        >
          {resendIn > 0 ? `Resend (${resendIn}s)` : 'Resend'}
        </button>
        <button type="button" className="gtm-link-button" onClick={onBack} disabled={busy}>
          {registering ? 'Back to registration' : 'Back to login'}
        </button>
      </div>
    </form>
  );
}

/**
 * The two-factor step (the account has two-factor on and its e-mailed code was right): the 6-digit code of
 * the authenticator app, or, after 'Use a recovery code instead', one of the saved recovery codes.
 */
export function SecondFactorStep({
  busy,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  onSubmit: (entry: TSecondFactorEntry) => void;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const { errors, setErrors, clear } = useFormErrors();
  const field = recovery ? 'recoveryCode' : 'code';
  const submit = () => {
    const result = validateForm(ZSecondFactorForm, { [field]: value });
    if (!result.ok) return setErrors(result.errors);
    const { code, recoveryCode } = result.data;
    onSubmit(recoveryCode !== undefined ? { recoveryCode } : { code: code ?? '' });
  };
  const switchMode = () => {
    setRecovery((current) => !current);
    setValue('');
    setErrors({});
  };
  return (
    <form
      className="gtm-sign-in__form"
      noValidate
      onSubmit={preventing(submit)}
      data-testid="two-factor-form"
    >
      <h2>{recovery ? 'Recovery code' : 'Authenticator code'}</h2>
      <p className="gtm-sign-in__note">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <TextField
        key={field}
        label={recovery ? 'Recovery Code' : 'Authenticator Code'}
        name={field}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        error={errors[field]}
        onValueChange={(typed) => {
          // The authenticator code is numeric: anything but digits never enters the field.
          setValue(recovery ? typed : typed.replace(/\D/g, ''));
          clear(field);
        }}
      />
      <button type="submit" className="gtm-button gtm-sign-in__submit" disabled={busy}>
        Verify Code
      </button>
      <div className="gtm-sign-in__secondary">
        <button type="button" className="gtm-link-button" onClick={switchMode} disabled={busy}>
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className="gtm-link-button" onClick={onBack} disabled={busy}>
          Back to login
        </button>
      </div>
    </form>
  );
}
