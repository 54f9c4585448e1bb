import { z } from 'zod';
import { ZApiError } from '../api-errors.ts';
import { ZPage } from '../list-query.ts';
import { ACCESS, defineOperation, fileResponse } from '../operation.ts';
import {
  ZAddOnePager,
  ZCombineMembershipAnswer,
  ZCreateOnePager,
  ZCreateTalentCombine,
  ZObjectIdParam,
  ZOnePagerDetail,
  ZOnePagerDraft,
  ZOnePagerRow,
  ZOnePagersQuery,
  ZTalentCombine,
  ZTalentCombineDetail,
  ZTalentCombinesQuery,
  ZUpdateOnePager,
  ZUpdateTalentCombine,
} from '../talent.ts';

/** The admins' one-pagers and talent combines (issue 12, items 3 and 4), served by svc-candidates. */

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });
const idParams = z.object({ id: ZObjectIdParam });

// --- One-pagers ---

/** `GET /api/one-pagers`: one page of one-pagers, searched by title and candidate name, filtered by status. */
export const listOnePagers = defineOperation({
  id: 'listOnePagers',
  summary: 'One page of one-pagers (search, status filter, sort)',
  method: 'GET',
  path: '/api/one-pagers',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZOnePagersQuery },
  responses: { 200: { description: 'The page and how many match.', schema: ZPage(ZOnePagerRow) } },
});

/** `GET /api/one-pagers/{id}`: the whole one-pager (the detail dialog) and the combines it is in. */
export const getOnePager = defineOperation({
  id: 'getOnePager',
  summary: 'One one-pager with its content and combines',
  method: 'GET',
  path: '/api/one-pagers/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: { 200: { description: 'The one-pager.', schema: ZOnePagerDetail }, 404: notFound('one-pager') },
});

/**
 * `GET /api/candidate-profiles/{id}/one-pager-draft`: a new one-pager's title, summary and content pre-filled
 * from a candidate's profile (nothing is stored), for the admin to edit before creating it.
 */
export const getOnePagerDraft = defineOperation({
  id: 'getOnePagerDraft',
  summary: 'A one-pager pre-filled from a candidate profile (not stored)',
  method: 'GET',
  path: '/api/candidate-profiles/:id/one-pager-draft',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    200: { description: 'The draft.', schema: ZOnePagerDraft },
    404: notFound('candidate profile'),
  },
});

/**
 * `POST /api/one-pagers`: creates a candidate's one-pager. The candidate sees it in their list and, if their
 * notification settings allow e-mail, is told it is ready.
 */
export const createOnePager = defineOperation({
  id: 'createOnePager',
  summary: 'Create a one-pager of a candidate profile',
  method: 'POST',
  path: '/api/one-pagers',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { body: ZCreateOnePager },
  responses: {
    201: { description: 'Created: the one-pager.', schema: ZOnePagerDetail },
    404: notFound('candidate profile'),
  },
});

/** `PUT /api/one-pagers/{id}`: replaces a one-pager's title, status, summary and content. */
export const updateOnePager = defineOperation({
  id: 'updateOnePager',
  summary: 'Edit a one-pager',
  method: 'PUT',
  path: '/api/one-pagers/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams, body: ZUpdateOnePager },
  responses: {
    200: { description: 'Saved: the one-pager.', schema: ZOnePagerDetail },
    404: notFound('one-pager'),
  },
});

/** `GET /api/one-pagers/{id}/pdf`: the one-pager as a one-page PDF to send to a client (counted as a download). */
export const getOnePagerPdf = defineOperation({
  id: 'getOnePagerPdf',
  summary: 'Download a one-pager as a PDF',
  method: 'GET',
  path: '/api/one-pagers/:id/pdf',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    200: fileResponse('The PDF, as an attachment named after the candidate.', 'application/pdf'),
    404: notFound('one-pager'),
  },
});

// --- Talent combines ---

/** `GET /api/talent-combines`: one page of combines, searched by name and description, filtered by status. */
export const listTalentCombines = defineOperation({
  id: 'listTalentCombines',
  summary: 'One page of talent combines (search, status filter, sort)',
  method: 'GET',
  path: '/api/talent-combines',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZTalentCombinesQuery },
  responses: {
    200: { description: 'The page (each with its size) and how many match.', schema: ZPage(ZTalentCombine) },
  },
});

/** `GET /api/talent-combines/{id}`: a combine and its one-pagers. */
export const getTalentCombine = defineOperation({
  id: 'getTalentCombine',
  summary: 'One talent combine with its one-pagers',
  method: 'GET',
  path: '/api/talent-combines/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    200: { description: 'The combine.', schema: ZTalentCombineDetail },
    404: notFound('talent combine'),
  },
});

/** `POST /api/talent-combines` (spec section 7): a new, empty combine. */
export const createTalentCombine = defineOperation({
  id: 'createTalentCombine',
  summary: 'Create a talent combine',
  method: 'POST',
  path: '/api/talent-combines',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { body: ZCreateTalentCombine },
  responses: { 201: { description: 'Created: the combine.', schema: ZTalentCombine } },
});

/** `PUT /api/talent-combines/{id}`: replaces a combine's name, description, status and target date. */
export const updateTalentCombine = defineOperation({
  id: 'updateTalentCombine',
  summary: 'Edit a talent combine',
  method: 'PUT',
  path: '/api/talent-combines/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams, body: ZUpdateTalentCombine },
  responses: {
    200: { description: 'Saved: the combine.', schema: ZTalentCombine },
    404: notFound('talent combine'),
  },
});

/** `POST /api/talent-combines/add-one-pager` (spec section 7): adding one already in changes nothing. */
export const addOnePagerToCombine = defineOperation({
  id: 'addOnePagerToCombine',
  summary: 'Add a one-pager to a talent combine',
  method: 'POST',
  path: '/api/talent-combines/add-one-pager',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { body: ZAddOnePager },
  responses: {
    200: {
      description: 'In the combine (`changed` false when it was already).',
      schema: ZCombineMembershipAnswer,
    },
    404: notFound('talent combine or one-pager'),
  },
});

/** `DELETE /api/talent-combines/{talentCombineId}/one-pagers/{onePagerId}`: removing one not in is no change. */
export const removeOnePagerFromCombine = defineOperation({
  id: 'removeOnePagerFromCombine',
  summary: 'Remove a one-pager from a talent combine',
  method: 'DELETE',
  path: '/api/talent-combines/:talentCombineId/one-pagers/:onePagerId',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: z.object({ talentCombineId: ZObjectIdParam, onePagerId: ZObjectIdParam }) },
  responses: {
    200: {
      description: 'Not in the combine (`changed` false when it was not).',
      schema: ZCombineMembershipAnswer,
    },
    404: notFound('talent combine or one-pager'),
  },
});
