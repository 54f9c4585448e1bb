import { ZCandidateActivity } from '../employer.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * What became of the signed-in candidate's one-pagers (issue 13), served by svc-candidates
 * (`routes/candidate-activity`).
 */

/** `GET /api/user/activity`: the signed-in candidate's views, opportunities and interview requests. */
export const getCandidateActivity = defineOperation({
  id: 'getCandidateActivity',
  summary: 'The signed-in candidate’s one-pager views, opportunities and interview requests',
  method: 'GET',
  path: '/api/user/activity',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: { 200: { description: 'The activity.', schema: ZCandidateActivity } },
});
