import type { ReactNode } from 'react';
import { useRoutes } from '@gtm/web-kit/router.ts';
import type { RouteObject } from '@gtm/web-kit/router.ts';
import { RequireKind } from '@gtm/web-kit/require-kind.tsx';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { NotFoundScreen } from '../components/not-found-screen.tsx';
import { RemoteArea } from '../components/remote-area.tsx';
import { SignInEntry } from '../features/auth/sign-in-entry.tsx';
import { ROUTE_TABLE } from './route-table.ts';
import type { TRouteAccess, TRouteEntry, TShellScreen } from './route-table.ts';

const SHELL_SCREENS: Record<TShellScreen, ReactNode> = {
  'sign-in': <SignInEntry variant="general" />,
  'candidate-sign-in': <SignInEntry variant="candidate" />,
  'employer-sign-in': <SignInEntry variant="employer" />,
  'admin-sign-in': <SignInEntry variant="admin" />,
  'admin-login': <SignInEntry variant="admin" />,
};

function guarded(access: TRouteAccess, content: ReactNode): ReactNode {
  // Sign-in screens guard themselves: they must keep control between a successful sign-in and its redirect.
  if (access === 'public' || access === 'signed-out') return content;
  return <RequireKind kind={access}>{content}</RequireKind>;
}

const toRouteObject = (entry: TRouteEntry): RouteObject => ({
  path: entry.path,
  element: guarded(
    entry.access,
    entry.remote ? <RemoteArea remote={entry.remote} /> : SHELL_SCREENS[entry.screen],
  ),
});

const ROUTES: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...ROUTE_TABLE.map(toRouteObject), { path: '*', element: <NotFoundScreen /> }],
  },
];

/** The portal's routes: the route table inside the frame, anything else the 404 screen. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
