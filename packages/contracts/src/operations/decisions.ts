import { ZDecisionsDue, ZDecisionsQuery } from '../decisions.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * `GET /api/admin/decisions`: the companies' decisions on candidates they met that are due or overdue (issue 34,
 * part 4; see `decisions.ts`), of one company or all, soonest deadline first. Served by svc-candidates from its
 * meetings' deadlines, each counted in the company's current time zone (read from svc-clients).
 */
export const listDueDecisions = defineOperation({
  id: 'listDueDecisions',
  summary: 'Decisions due or overdue: meetings whose company has not yet decided on the candidate',
  method: 'GET',
  path: '/api/admin/decisions',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZDecisionsQuery },
  responses: { 200: { description: 'The due and overdue decisions.', schema: ZDecisionsDue } },
});
