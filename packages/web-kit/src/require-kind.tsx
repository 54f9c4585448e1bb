import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@gtm/web-kit/router.ts';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import { protectedRedirect } from '@gtm/web-kit/access.ts';
import { FullScreenSpinner } from '@gtm/web-kit/full-screen-spinner.tsx';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';

/** Shows its children only to a signed-in user of `kind`; a spinner while loading, else the spec's redirect. */
export function RequireKind({ kind, children }: { kind: TAccountKind; children: ReactNode }) {
  const { pathname } = useLocation();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  if (status === 'loading') return <FullScreenSpinner />;
  const redirect = protectedRedirect(user, pathname, kind);
  return redirect ? <Navigate to={redirect} replace /> : children;
}
