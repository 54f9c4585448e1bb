/**
 * The portal's router: every app imports routing from here, never from `react-router-dom` itself (lint refuses
 * it). This module is shared as a singleton with the rest of web-kit, so the shell and every remote use one
 * router context; and because what is shared is this short list rather than the package, webpack keeps only
 * the parts of react-router these names need (a shared package is bundled whole: react-router 7 was 61 KiB
 * gzip on every page).
 */
export {
  BrowserRouter,
  generatePath,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Outlet,
  renderMatches,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
