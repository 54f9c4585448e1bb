import { z } from 'zod';
import { ZApiError } from '../api-errors.ts';
import {
  ZAdminCommentParams,
  ZClientComment,
  ZCombineShareParams,
  ZCombineShares,
  ZCommentCreate,
  ZShareCombine,
  ZShareCombineAnswer,
  ZShareFeedback,
} from '../employer.ts';
import { ACCESS, defineOperation } from '../operation.ts';
import { ZMessageAnswer, ZObjectIdParam } from '../talent.ts';

/**
 * The admins' sharing of a talent combine with client companies (issue 13), served by svc-candidates
 * (`routes/combine-shares`): the shares, what each company did with the candidates, and the admins' replies.
 */

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });

/** `GET /api/talent-combines/{id}/shares`: the companies a combine is shared with, each with its feedback. */
export const listCombineShares = defineOperation({
  id: 'listCombineShares',
  summary: 'The companies a talent combine is shared with, their first view and decisions',
  method: 'GET',
  path: '/api/talent-combines/:id/shares',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: z.object({ id: ZObjectIdParam }) },
  responses: {
    200: { description: 'Every share, newest first (withdrawn ones too).', schema: ZCombineShares },
    404: notFound('talent combine'),
  },
});

/**
 * `POST /api/talent-combines/{id}/shares`: shares a combine with client companies (a company it is shared with
 * already is left as it is; a withdrawn share is shared again). The companies' users are told per their
 * company's e-mail frequency.
 */
export const shareTalentCombine = defineOperation({
  id: 'shareTalentCombine',
  summary: 'Share a talent combine with client companies',
  method: 'POST',
  path: '/api/talent-combines/:id/shares',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: z.object({ id: ZObjectIdParam }), body: ZShareCombine },
  responses: {
    200: { description: 'Shared: the shares now.', schema: ZShareCombineAnswer },
    400: { description: 'No company chosen, or one unknown or deleted.', schema: ZApiError },
    404: notFound('talent combine'),
  },
});

/** `DELETE /api/talent-combines/{id}/shares/{shareId}`: withdraws a share (its feedback is kept). */
export const withdrawCombineShare = defineOperation({
  id: 'withdrawCombineShare',
  summary: 'Withdraw a talent combine from a client company',
  method: 'DELETE',
  path: '/api/talent-combines/:id/shares/:shareId',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZCombineShareParams },
  responses: { 200: { description: 'Withdrawn.', schema: ZMessageAnswer }, 404: notFound('share') },
});

/** `GET /api/talent-combines/{id}/shares/{shareId}`: one share's feedback per candidate (comments, interviews). */
export const getShareFeedback = defineOperation({
  id: 'getShareFeedback',
  summary: 'What a client company did with each candidate of a shared combine',
  method: 'GET',
  path: '/api/talent-combines/:id/shares/:shareId',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZCombineShareParams },
  responses: { 200: { description: 'The feedback.', schema: ZShareFeedback }, 404: notFound('share') },
});

/** `POST /api/talent-combines/{id}/shares/{shareId}/one-pagers/{onePagerId}/comments`: an admin's reply. */
export const replyToClientComments = defineOperation({
  id: 'replyToClientComments',
  summary: 'Reply in a client company’s comment thread on a candidate',
  method: 'POST',
  path: '/api/talent-combines/:id/shares/:shareId/one-pagers/:onePagerId/comments',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZAdminCommentParams, body: ZCommentCreate },
  responses: { 201: { description: 'Added.', schema: ZClientComment }, 404: notFound('share or candidate') },
});
