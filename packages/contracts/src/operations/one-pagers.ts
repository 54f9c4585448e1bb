import { z } from 'zod';
import { ZApiError } from '../api-errors.ts';
import { ZPage } from '../list-query.ts';
import { ACCESS, defineOperation, fileResponse } from '../operation.ts';
import {
  ZCreateOnePager,
  ZObjectIdParam,
  ZOnePager,
  ZOnePagerDetail,
  ZOnePagerDraft,
  ZOnePagerRow,
  ZOnePagersQuery,
  ZOwnOnePager,
  ZUpdateOnePager,
} from '../talent.ts';

/**
 * One-pagers: the signed-in candidate's own, and the admins' (issue 12, item 3), served by svc-candidates
 * (`routes/one-pagers`).
 */

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });

const idParams = z.object({ id: ZObjectIdParam });

/** `GET /api/user/one-pagers`: requested only when a profile exists. */
export const listOwnOnePagers = defineOperation({
  id: 'listOwnOnePagers',
  summary: 'The signed-in candidate’s one-pagers',
  method: 'GET',
  path: '/api/user/one-pagers',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: { 200: { description: 'The one-pagers.', schema: z.array(ZOnePager) } },
});

/** `GET /api/user/one-pagers/{id}`: one of the signed-in candidate's own one-pagers (404 for anyone else's). */
export const getOwnOnePager = defineOperation({
  id: 'getOwnOnePager',
  summary: 'One of the signed-in candidate’s one-pagers',
  method: 'GET',
  path: '/api/user/one-pagers/:id',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { params: idParams },
  responses: {
    200: { description: 'The one-pager, as a company with the full view receives it.', schema: ZOwnOnePager },
    404: notFound('one-pager of yours'),
  },
});

/** `GET /api/user/one-pagers/{id}/pdf`: the candidate's own one-pager as the PDF companies receive. */
export const getOwnOnePagerPdf = defineOperation({
  id: 'getOwnOnePagerPdf',
  summary: 'Download one of the signed-in candidate’s one-pagers as a PDF',
  method: 'GET',
  path: '/api/user/one-pagers/:id/pdf',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { params: idParams },
  responses: {
    200: fileResponse('The PDF, as an attachment named after the candidate.', 'application/pdf'),
    404: notFound('one-pager of yours'),
  },
});

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
