import { StrictMode } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from '@gtm/web-kit/router.ts';
import { AppRoutes } from './router.tsx';

/**
 * The shell application. Providers of areas (antd theme, SWR) live in the remotes that need them. The router is
 * the browser's, or a static one when the frame is rendered ahead of time: the tree must be the same in both for
 * React to hydrate the pre-rendered HTML.
 */
export function App({ router: Router = BrowserRouter }: { router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Router>
        <AppRoutes />
      </Router>
    </StrictMode>
  );
}
