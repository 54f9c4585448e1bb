import { getVersion } from '@gtm/contracts/operations/version';
import type { TVersionInfo } from '@gtm/contracts/version';
import { operationRouter } from '@gtm/service-kit/operations';
import { versionHandlers } from './version.handlers.ts';

/** `GET /api/version`: which build answers (open to anyone; also the benchmark's trivial route). */
export const versionRoutes = (version: TVersionInfo) => {
  const handlers = versionHandlers(version);
  return operationRouter().mount(getVersion, handlers.get);
};
