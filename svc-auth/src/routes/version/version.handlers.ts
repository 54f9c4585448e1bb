import type { getVersion } from '@gtm/contracts/operations/version';
import type { TVersionInfo } from '@gtm/contracts/version';
import type { TOperationHandler } from '@gtm/service-kit/operations';

/** Which build answers. */
export const versionHandlers = (version: TVersionInfo) => {
  /** `GET /api/version`: open to anyone; also the benchmark's trivial route. */
  const get: TOperationHandler<typeof getVersion> = (c) => c.json(version);

  return { get };
};
