import { getVersion } from '@gtm/contracts/operations/platform';
import type { TVersionInfo } from '@gtm/contracts/version';
import { operationRouter } from '@gtm/service-kit/operations';

/** `GET /api/version`: which build answers (open to anyone; also the benchmark's trivial route). */
export const versionRoutes = (version: TVersionInfo) =>
  operationRouter().mount(getVersion, (c) => c.json(version));
