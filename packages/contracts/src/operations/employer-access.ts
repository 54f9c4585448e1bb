import { ZApiError } from '../api-errors.ts';
import { ZEmployerAccess } from '../clients.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * The signed-in employer's access (their client user and company), served by svc-clients (`routes/employer-access`).
 */

/** `GET /api/employer/access`: the signed-in employer's client user and company, or 403 if their access is off. */
export const getEmployerAccess = defineOperation({
  id: 'getEmployerAccess',
  summary: 'The signed-in employer’s client user and company',
  method: 'GET',
  path: '/api/employer/access',
  service: 'svc-clients',
  access: ACCESS.employer,
  responses: {
    200: { description: 'The employer and their company (null if none).', schema: ZEmployerAccess },
    403: { description: 'The user is disabled or their company deleted.', schema: ZApiError },
  },
});
