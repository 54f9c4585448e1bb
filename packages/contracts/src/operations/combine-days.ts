import { ZApiError } from '../api-errors.ts';
import {
  ZAddCombineDayCandidate,
  ZAdminCombineDay,
  ZAdminCombineDays,
  ZAdminCombineDaysQuery,
  ZCandidateCombineDay,
  ZCandidateCombineDayDetail,
  ZCandidateCombineDays,
  ZCombineDay,
  ZCombineDayParams,
  ZCombineDayPlan,
  ZCombineDayResponse,
  ZCombineDays,
  ZDebrief,
  ZPassUndecided,
  ZPassUndecidedAnswer,
} from '../combine-days.ts';
import { ACCESS, defineOperation, fileResponse } from '../operation.ts';
import { z } from 'zod';
import { ZObjectIdParam } from '../talent.ts';

/**
 * Combine days (issue 35), served by svc-candidates: a company (or an admin for it) plans an afternoon of
 * short segments with candidates of a combine shared with it; each candidate confirms, moves or declines their
 * segment; the company (or an admin) cancels the day. Every employer route checks the company's live share as
 * the portal's other routes do (404 otherwise).
 */

const notFound = { description: 'No such combine day (or share) of yours.', schema: ZApiError };
const revoked = {
  description: 'The employer is disabled, their company deleted, or they belong to no company.',
  schema: ZApiError,
};
const conflict = { description: 'The day is cancelled or over, or the segment answered.', schema: ZApiError };
const base = '/api/employer/combines/:shareId/days';
const ZShareParams = z.object({ shareId: ZObjectIdParam });

/** `POST .../days/preview`: the plan as it would be, nothing saved. */
export const previewCombineDay = defineOperation({
  id: 'previewCombineDay',
  summary: 'Preview a combine day’s schedule (nothing saved)',
  method: 'POST',
  path: `${base}/preview`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareParams, body: ZCombineDayPlan },
  responses: { 200: { description: 'The schedule.', schema: ZCombineDay }, 403: revoked, 404: notFound },
});

/** `POST .../days`: plans the afternoon and invites each placed candidate. */
export const planCombineDay = defineOperation({
  id: 'planCombineDay',
  summary: 'Plan a combine day (the candidates are invited)',
  method: 'POST',
  path: base,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareParams, body: ZCombineDayPlan },
  responses: { 201: { description: 'Planned.', schema: ZCombineDay }, 403: revoked, 404: notFound },
});

/** `GET .../days`: the share's combine days, newest first. */
export const listCombineDays = defineOperation({
  id: 'listCombineDays',
  summary: 'A shared combine’s combine days, newest first',
  method: 'GET',
  path: base,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareParams },
  responses: { 200: { description: 'The days.', schema: ZCombineDays }, 403: revoked, 404: notFound },
});

/** `GET .../days/{dayId}`: one combine day (the run of show reads it). */
export const getCombineDay = defineOperation({
  id: 'getCombineDay',
  summary: 'One combine day',
  method: 'GET',
  path: `${base}/:dayId`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZCombineDayParams },
  responses: { 200: { description: 'The day.', schema: ZCombineDay }, 403: revoked, 404: notFound },
});

/** `POST .../days/{dayId}/cancel`: cancels the day and every invitation. */
export const cancelCombineDay = defineOperation({
  id: 'cancelCombineDay',
  summary: 'Cancel a combine day (every invitation is cancelled)',
  method: 'POST',
  path: `${base}/:dayId/cancel`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZCombineDayParams },
  responses: {
    200: { description: 'Cancelled: the day now.', schema: ZCombineDay },
    403: revoked,
    404: notFound,
    409: conflict,
  },
});

// --- The admins, for a company ---

const ZAdminShareParams = z.object({ id: ZObjectIdParam, shareId: ZObjectIdParam });

/** `POST /api/talent-combines/{id}/shares/{shareId}/days`: an admin plans a combine day for the share's company. */
export const planCombineDayForCompany = defineOperation({
  id: 'planCombineDayForCompany',
  summary: 'Plan a combine day for a company (audited)',
  method: 'POST',
  path: '/api/talent-combines/:id/shares/:shareId/days',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZAdminShareParams, body: ZCombineDayPlan },
  responses: { 201: { description: 'Planned.', schema: ZAdminCombineDay }, 404: notFound },
});

/** `POST /api/talent-combines/{id}/shares/{shareId}/days/preview`: the admin's preview (nothing saved). */
export const previewCombineDayForCompany = defineOperation({
  id: 'previewCombineDayForCompany',
  summary: 'Preview a combine day for a company (nothing saved)',
  method: 'POST',
  path: '/api/talent-combines/:id/shares/:shareId/days/preview',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZAdminShareParams, body: ZCombineDayPlan },
  responses: { 200: { description: 'The schedule.', schema: ZAdminCombineDay }, 404: notFound },
});

/** `GET /api/admin/combine-days?from&to`: every combine day, by its afternoon. */
export const listAdminCombineDays = defineOperation({
  id: 'listAdminCombineDays',
  summary: 'Every combine day (of every company), by its afternoon',
  method: 'GET',
  path: '/api/admin/combine-days',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZAdminCombineDaysQuery },
  responses: { 200: { description: 'The days.', schema: ZAdminCombineDays } },
});

/** `POST /api/admin/combine-days/{id}/cancel`: an admin cancels a company's combine day (audited). */
export const cancelAdminCombineDay = defineOperation({
  id: 'cancelAdminCombineDay',
  summary: 'Cancel a combine day for its company (audited)',
  method: 'POST',
  path: '/api/admin/combine-days/:id/cancel',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: z.object({ id: ZObjectIdParam }) },
  responses: {
    200: { description: 'Cancelled: the day now.', schema: ZAdminCombineDay },
    404: notFound,
    409: conflict,
  },
});

// --- The candidate ---

/** `GET /api/user/combine-days`: the signed-in candidate's segments, soonest first. */
export const listCandidateCombineDays = defineOperation({
  id: 'listCandidateCombineDays',
  summary: 'The signed-in candidate’s combine day segments, soonest first',
  method: 'GET',
  path: '/api/user/combine-days',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: { 200: { description: 'The segments.', schema: ZCandidateCombineDays } },
});

const ZCandidateDayParams = z.object({ id: ZObjectIdParam });

/** `GET /api/user/combine-days/{id}`: one of them, with the afternoon's free segments. */
export const getCandidateCombineDay = defineOperation({
  id: 'getCandidateCombineDay',
  summary: 'One combine day of the signed-in candidate, with its free segments',
  method: 'GET',
  path: '/api/user/combine-days/:id',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { params: ZCandidateDayParams },
  responses: {
    200: { description: 'The day.', schema: ZCandidateCombineDayDetail },
    404: { description: 'No such combine day of yours.', schema: ZApiError },
  },
});

/** `POST /api/user/combine-days/{id}/response`: confirm, decline (with a reason) or move to a free segment. */
export const answerCombineDay = defineOperation({
  id: 'answerCombineDay',
  summary: 'Confirm, move or decline a combine day segment',
  method: 'POST',
  path: '/api/user/combine-days/:id/response',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { params: ZCandidateDayParams, body: ZCombineDayResponse },
  responses: {
    200: { description: 'Answered: the segment now.', schema: ZCandidateCombineDay },
    404: { description: 'No such combine day of yours.', schema: ZApiError },
    409: conflict,
  },
});

/** `GET .../days/{dayId}/debrief`: the day's candidates, ranked by the company's decision and rating. */
export const getCombineDayDebrief = defineOperation({
  id: 'getCombineDayDebrief',
  summary: 'A combine day’s debrief: its candidates ranked by decision, rating and time',
  method: 'GET',
  path: `${base}/:dayId/debrief`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZCombineDayParams },
  responses: { 200: { description: 'The debrief.', schema: ZDebrief }, 403: revoked, 404: notFound },
});

/** `POST .../days/{dayId}/debrief/pass-undecided`: a pass, with one reason, for each undecided candidate. */
export const passUndecidedOfDay = defineOperation({
  id: 'passUndecidedOfDay',
  summary: 'Pass on every undecided candidate of a combine day',
  method: 'POST',
  path: `${base}/:dayId/debrief/pass-undecided`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZCombineDayParams, body: ZPassUndecided },
  responses: {
    200: { description: 'Passed; the debrief after.', schema: ZPassUndecidedAnswer },
    403: revoked,
    404: notFound,
  },
});

/** `POST .../days/{dayId}/candidates`: a late candidate, placed into a free segment and invited. */
export const addCombineDayCandidate = defineOperation({
  id: 'addCombineDayCandidate',
  summary: 'Add a candidate of the share to a planned combine day (a free segment; they are invited)',
  method: 'POST',
  path: `${base}/:dayId/candidates`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZCombineDayParams, body: ZAddCombineDayCandidate },
  responses: {
    201: { description: 'Added; the day after.', schema: ZCombineDay },
    403: revoked,
    404: notFound,
    409: {
      description:
        'The day is cancelled or over, the candidate is on it already, or no free segment fits them.',
      schema: ZApiError,
    },
  },
});

/** `GET .../days/{dayId}/schedule.pdf`: the afternoon on one page, to print. */
export const getCombineDaySchedulePdf = defineOperation({
  id: 'getCombineDaySchedulePdf',
  summary: 'A combine day’s schedule as a one-page PDF',
  method: 'GET',
  path: `${base}/:dayId/schedule.pdf`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZCombineDayParams },
  responses: {
    200: fileResponse(
      'The afternoon: each segment’s time, candidate and answer, the breaks.',
      'application/pdf',
    ),
    403: revoked,
    404: notFound,
  },
});
