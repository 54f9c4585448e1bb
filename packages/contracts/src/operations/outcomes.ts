import { z } from 'zod';
import { ZApiError } from '../api-errors.ts';
import { ZShareCandidateParams } from '../employer.ts';
import { ACCESS, defineOperation } from '../operation.ts';
import { ZAdminOutcomeParams, ZOutcome, ZOutcomeUpdate, ZShareOutcomes } from '../outcomes.ts';
import { ZObjectIdParam } from '../talent.ts';

/**
 * What came of a shared candidate (issue 25, part 3), served by svc-candidates: the employer records a stage,
 * the admins read every stage of a share and correct one (audited). A hire closes the candidate's other open
 * interview requests and marks them placed: other companies may then only record Not selected (409).
 */

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });
const revoked = {
  description: 'The employer is disabled, their company deleted, or they belong to no company.',
  schema: ZApiError,
};

/** `GET .../outcome`: the company's outcome for a candidate (stage null until recorded). */
export const getCandidateOutcome = defineOperation({
  id: 'getCandidateOutcome',
  summary: 'The outcome the employer’s company recorded for a shared candidate',
  method: 'GET',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/outcome',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams },
  responses: {
    200: { description: 'The outcome.', schema: ZOutcome },
    403: revoked,
    404: notFound('candidate in a combine shared with your company'),
  },
});

/** `PUT .../outcome`: records where the candidate stands with the company (interviewing, offer, hired, not selected). */
export const recordCandidateOutcome = defineOperation({
  id: 'recordCandidateOutcome',
  summary: 'Record the outcome of a shared candidate',
  method: 'PUT',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/outcome',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams, body: ZOutcomeUpdate },
  responses: {
    200: { description: 'Saved: the outcome now.', schema: ZOutcome },
    403: revoked,
    404: notFound('candidate in a combine shared with your company'),
    409: {
      description: 'The candidate was hired by another company, or this hire is confirmed (it stays Hired).',
      schema: ZApiError,
    },
  },
});

/** `GET /api/talent-combines/{id}/shares/{shareId}/outcomes`: every candidate's outcome with the share's company. */
export const listShareOutcomes = defineOperation({
  id: 'listShareOutcomes',
  summary: 'The outcomes a client company recorded for the candidates of a shared combine',
  method: 'GET',
  path: '/api/talent-combines/:id/shares/:shareId/outcomes',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: z.object({ id: ZObjectIdParam, shareId: ZObjectIdParam }) },
  responses: { 200: { description: 'The outcomes.', schema: ZShareOutcomes }, 404: notFound('share') },
});

/** `PUT /api/talent-combines/{id}/shares/{shareId}/one-pagers/{onePagerId}/outcome`: an admin's correction. */
export const correctCandidateOutcome = defineOperation({
  id: 'correctCandidateOutcome',
  summary: 'Correct the outcome of a shared candidate (audited)',
  method: 'PUT',
  path: '/api/talent-combines/:id/shares/:shareId/one-pagers/:onePagerId/outcome',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZAdminOutcomeParams, body: ZOutcomeUpdate },
  responses: {
    200: { description: 'Corrected: the outcome now.', schema: ZOutcome },
    404: notFound('share or candidate'),
    409: {
      description: 'The hire is confirmed and its invoice paid: it stays Hired.',
      schema: ZApiError,
    },
  },
});
