import { Hono } from 'hono';
import type { TVersionInfo } from '@gtm/contracts/version';
import type { TAppEnv } from '@gtm/service-kit/create-app';

/** `GET /api/version`: which build answers (open to anyone; also the benchmark's trivial route). */
export const versionRoutes = (version: TVersionInfo) =>
  new Hono<TAppEnv>().get('/api/version', (c) => c.json(version));
