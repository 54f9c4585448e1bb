import { ZApiError } from '../api-errors.ts';
import {
  ZClientComment,
  ZClientEvaluation,
  ZCommentCreate,
  ZEmployerCombine,
  ZEmployerDashboard,
  ZEmployerOnePager,
  ZEvaluationUpdate,
  ZInterviewRequest,
  ZInterviewRequestCreate,
  ZPrivateNoteAnswer,
  ZPrivateNoteUpdate,
  ZShareCandidateParams,
  ZShareParams,
} from '../employer.ts';
import { ACCESS, defineOperation, fileResponse } from '../operation.ts';

/**
 * The employer portal (issue 13), served by svc-candidates (`across-hiring/employer-portal`): the combines shared with
 * the employer's company, their candidates, and the company's evaluations, comments and interview requests.
 * Every operation reads the caller's company from svc-clients first: a share of another company answers 404, a
 * disabled user or a deleted company 403.
 */

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });
const revoked = {
  description: 'The employer is disabled, their company deleted, or they belong to no company.',
  schema: ZApiError,
};

/** `GET /api/employer/combines`: the employer's company and the combines shared with it. */
export const getEmployerDashboard = defineOperation({
  id: 'getEmployerDashboard',
  summary: 'The combines shared with the employer’s company, newest first',
  method: 'GET',
  path: '/api/employer/combines',
  service: 'svc-candidates',
  access: ACCESS.employer,
  responses: { 200: { description: 'The dashboard.', schema: ZEmployerDashboard }, 403: revoked },
});

/** `GET /api/employer/combines/{shareId}`: a shared combine with its candidates as cards. */
export const getEmployerCombine = defineOperation({
  id: 'getEmployerCombine',
  summary: 'A combine shared with the employer’s company and its candidates',
  method: 'GET',
  path: '/api/employer/combines/:shareId',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareParams },
  responses: {
    200: { description: 'The combine.', schema: ZEmployerCombine },
    403: revoked,
    404: notFound('combine shared with your company'),
  },
});

/** `GET /api/employer/combines/{shareId}/one-pagers/{onePagerId}`: one candidate's one-pager (the view is recorded). */
export const getEmployerOnePager = defineOperation({
  id: 'getEmployerOnePager',
  summary: 'One candidate of a shared combine (recorded as a view)',
  method: 'GET',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams },
  responses: {
    200: { description: 'The one-pager as the company may see it.', schema: ZEmployerOnePager },
    403: revoked,
    404: notFound('candidate in a combine shared with your company'),
  },
});

/** `GET .../pdf`: the one-pager's PDF as the company may see it (anonymized companies get the alias). */
export const getEmployerOnePagerPdf = defineOperation({
  id: 'getEmployerOnePagerPdf',
  summary: 'A shared candidate’s one-pager as a PDF',
  method: 'GET',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/pdf',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams },
  responses: {
    200: fileResponse('The PDF, named after what the company may see.', 'application/pdf'),
    403: revoked,
    404: notFound('candidate in a combine shared with your company'),
  },
});

/**
 * `PUT .../evaluation`: the company's decision (a reason on Pass) and 1-4 rating of a candidate. Fields left out
 * keep their stored values; an evaluation that would end with neither a decision nor a rating is refused (400).
 */
export const updateClientEvaluation = defineOperation({
  id: 'updateClientEvaluation',
  summary: 'Decide on or rate a shared candidate',
  method: 'PUT',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/evaluation',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams, body: ZEvaluationUpdate },
  responses: {
    200: { description: 'Saved: the evaluation now.', schema: ZClientEvaluation },
    403: revoked,
    404: notFound('candidate in a combine shared with your company'),
  },
});

/**
 * `PUT .../note`: the company's private team note on a candidate, shared by its users and seen by nobody else
 * (neither the admins nor the candidate); an empty text removes it. Erased with the candidate.
 */
export const updatePrivateNote = defineOperation({
  id: 'updatePrivateNote',
  summary: "Write the team's private note on a shared candidate",
  method: 'PUT',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/note',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams, body: ZPrivateNoteUpdate },
  responses: {
    200: { description: 'Saved: the note now.', schema: ZPrivateNoteAnswer },
    403: revoked,
    404: notFound('candidate in a combine shared with your company'),
  },
});

/** `POST .../comments`: a comment on a candidate, in the thread the admins read. */
export const addClientComment = defineOperation({
  id: 'addClientComment',
  summary: 'Comment on a shared candidate',
  method: 'POST',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/comments',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams, body: ZCommentCreate },
  responses: {
    201: { description: 'Added.', schema: ZClientComment },
    403: revoked,
    404: notFound('candidate in a combine shared with your company'),
  },
});

/** `POST .../interview-requests`: asks to interview a candidate at one of the proposed times. */
export const requestInterview = defineOperation({
  id: 'requestInterview',
  summary: 'Request an interview with a shared candidate',
  method: 'POST',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/interview-requests',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams, body: ZInterviewRequestCreate },
  responses: {
    201: { description: 'Requested.', schema: ZInterviewRequest },
    403: revoked,
    404: notFound('candidate in a combine shared with your company'),
  },
});
