import type { ReactNode } from 'react';
import { Link } from '@gtm/web-kit/router.ts';

/** A link that looks like a button (a button inside a link would nest two interactive elements). */
export function LinkButton({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'default';
}) {
  return (
    <Link to={to} className={`cand-link-button cand-link-button--${variant}`}>
      {children}
    </Link>
  );
}
