import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ReactNode } from 'react';

// One chunk for all four (the same webpackChunkName): a signed-in header needs them together.
const areaNav = () => import(/* webpackChunkName: "signed-in-header" */ './area-nav.tsx');
const userMenu = () => import(/* webpackChunkName: "signed-in-header" */ './user-menu.tsx');
const userMenuContent = () => import(/* webpackChunkName: "signed-in-header" */ './user-menu-content.tsx');
const notificationBell = () =>
  import(/* webpackChunkName: "signed-in-header" */ '../../features/notifications/notification-bell.tsx');

/*
 * The header's parts that only a signed-in user sees: the area's navigation, the account menu (and its entries
 * in the mobile menu) and the notification bell, with what they read (the feed's zod schemas, the API client).
 * Loaded apart from the frame, so a signed-out visitor's public page never downloads them (issue 37).
 */
export const AreaNav = lazy(async () => ({ default: (await areaNav()).AreaNav }));
export const UserMenu = lazy(async () => ({ default: (await userMenu()).UserMenu }));
export const UserMenuContent = lazy(async () => ({ default: (await userMenuContent()).UserMenuContent }));
export const NotificationBell = lazy(async () => ({ default: (await notificationBell()).NotificationBell }));

/** Starts downloading the signed-in parts, for a page that came signed in, alongside its current-user request. */
export const preloadSignedInParts = () =>
  Promise.all([areaNav(), userMenu(), userMenuContent(), notificationBell()]).catch(
    // The part that renders reports it (see SignedInPart).
    () => undefined,
  );

const reportPartFailure = (error: unknown) =>
  console.error('a part of the header could not be loaded', error);

/**
 * Where a signed-in part renders: nothing until its code has arrived, nothing if it cannot (a part that could
 * not be downloaded does not take the whole page down: the header goes on without it).
 */
export function SignedInPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null} onError={reportPartFailure}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
