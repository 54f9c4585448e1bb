import { ACCESS, defineOperation } from '../operation.ts';
import { ZVersionInfo } from '../version.ts';

/** Which build answers, served by svc-auth (`routes/version`). */

/** `GET /api/version`: which build answers. */
export const getVersion = defineOperation({
  id: 'getVersion',
  summary: 'The name and version of the build that answers',
  method: 'GET',
  path: '/api/version',
  service: 'svc-auth',
  access: ACCESS.anyone,
  responses: { 200: { description: 'The build.', schema: ZVersionInfo } },
});
