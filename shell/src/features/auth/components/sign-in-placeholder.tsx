import { Link } from 'react-router-dom';
import { PATHS } from '@gtm/contracts/paths';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';

/** The sign-in variants of spec section 2, each with the page title the spec gives it. */
export const SIGN_IN_VARIANTS = {
  general: { title: 'Login', role: 'your account' },
  candidate: { title: 'Candidate Login', role: 'candidates' },
  employer: { title: 'Employer Login', role: 'employers' },
  admin: { title: 'Admin Login', role: 'administrators' },
} as const;
export type TSignInVariant = keyof typeof SIGN_IN_VARIANTS;

/**
 * Placeholder of a sign-in screen: the route, its guard and its title are real; the e-mail code form arrives
 * with the sign-in issue.
 */
export function SignInPlaceholder({ variant }: { variant: TSignInVariant }) {
  const { title, role } = SIGN_IN_VARIANTS[variant];
  useDocumentHead({
    title: pageTitle(title),
    description: `Sign in to ${PRODUCT_NAME} with a one-time code sent to your e-mail.`,
  });
  return (
    <section className="gtm-screen" data-testid="sign-in-placeholder" data-variant={variant}>
      <h1>{title}</h1>
      <p>
        Sign-in for {role} arrives in the sign-in issue: you will enter your e-mail and the 6-digit code we
        send you.
      </p>
      <div className="gtm-screen__actions">
        <Link to={PATHS.home} className="gtm-button gtm-button--ghost">
          Back to main site
        </Link>
      </div>
    </section>
  );
}
