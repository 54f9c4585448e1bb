import { z } from 'zod';
import { ZApiError } from '../api-errors.ts';
import { ZPage } from '../list-query.ts';
import { ACCESS, defineOperation } from '../operation.ts';
import {
  ZAddOnePager,
  ZCombineMembershipAnswer,
  ZCreateTalentCombine,
  ZObjectIdParam,
  ZTalentCombine,
  ZTalentCombineDetail,
  ZTalentCombinesQuery,
  ZUpdateTalentCombine,
} from '../talent.ts';

/** The admins' talent combines (issue 12, item 4), served by svc-candidates (`routes/talent-combines`). */

/** The admins' one-pagers and talent combines (issue 12, items 3 and 4), served by svc-candidates. */

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });

const idParams = z.object({ id: ZObjectIdParam });

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
