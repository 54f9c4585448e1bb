import { ZDataExportPart } from '../account-data.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * The signed-in candidate's data export (svc-candidates' part), served by svc-candidates
 * (`across-hiring/candidate-data`).
 */

/** `GET /api/user/data-export/candidate`: what svc-candidates holds about the signed-in candidate. */
export const exportCandidateData = defineOperation({
  id: 'exportCandidateData',
  summary: 'svc-candidates’ part of the signed-in candidate’s data export',
  method: 'GET',
  path: '/api/user/data-export/candidate',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: {
    200: {
      description: 'The profile (with signed file links), one-pagers and contact messages.',
      schema: ZDataExportPart,
    },
  },
});
