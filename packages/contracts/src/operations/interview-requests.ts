import { z } from 'zod';
import { ZApiError } from '../api-errors.ts';
import { ZInterviewRequest } from '../employer.ts';
import {
  ZCandidateInterviewParams,
  ZCandidateInterviewRequest,
  ZCandidateInterviewRequests,
  ZEmployerInterviewParams,
  ZInterviewCancel,
  ZInterviewConfirm,
  ZInterviewReschedule,
  ZInterviewResponse,
} from '../interview-requests.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * Interview requests, answered (issue 25), served by svc-candidates. The candidate reaches only their own
 * requests (another's is 404); the company reaches only its own, through a live share of the candidate (404
 * otherwise, as every employer route). A cancelled, declined or passed request cannot be answered (409).
 */

const notFound = { description: 'No such interview request (or not yours).', schema: ZApiError };
const conflict = {
  description: 'The request is cancelled, declined, answered already or its times have passed.',
  schema: ZApiError,
};
const revoked = {
  description: 'The employer is disabled, their company deleted, or they belong to no company.',
  schema: ZApiError,
};
/** An .ics file, read as text. */
const ics = { description: 'The interview, METHOD:PUBLISH.', schema: z.string(), mediaType: 'text/calendar' };

// --- Candidates ---

/** `GET /api/user/interview-requests`: the signed-in candidate's interview requests, newest first. */
export const listCandidateInterviewRequests = defineOperation({
  id: 'listCandidateInterviewRequests',
  summary: 'The signed-in candidate’s interview requests, newest first',
  method: 'GET',
  path: '/api/user/interview-requests',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: { 200: { description: 'The requests.', schema: ZCandidateInterviewRequests } },
});

/**
 * `POST /api/user/interview-requests/{id}/response`: accept a slot (`slotIndex`), decline (`reason`) or propose
 * other times (`slots`, `note`; the bounds of a request's slots). Accepting sends both sides a calendar invitation.
 */
export const answerInterviewRequest = defineOperation({
  id: 'answerInterviewRequest',
  summary: 'Accept, decline or propose other times for an interview request',
  method: 'POST',
  path: '/api/user/interview-requests/:id/response',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { params: ZCandidateInterviewParams, body: ZInterviewResponse },
  responses: {
    200: { description: 'Answered: the request now.', schema: ZCandidateInterviewRequest },
    404: notFound,
    409: conflict,
  },
});

/** `GET /api/user/interview-requests/{id}/ics`: the agreed interview as an iCalendar file. */
export const getCandidateInterviewIcs = defineOperation({
  id: 'getCandidateInterviewIcs',
  summary: 'An agreed interview as an .ics file (Add to calendar)',
  method: 'GET',
  path: '/api/user/interview-requests/:id/ics',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { params: ZCandidateInterviewParams },
  responses: {
    200: ics,
    404: notFound,
    409: { description: 'No time is agreed yet, or it was cancelled.', schema: ZApiError },
  },
});

// --- Employers (the requesting company) ---

/** What an employer's answer to a request (confirm, reschedule, cancel) may get: the request now, or why not. */
const employerAnswers = (answered: string) => ({
  200: { description: answered, schema: ZInterviewRequest },
  403: revoked,
  404: notFound,
  409: conflict,
});

const employerPath = '/api/employer/combines/:shareId/one-pagers/:onePagerId/interview-requests/:requestId';

/** `POST .../interview-requests/{requestId}/confirm`: takes one of the candidate's proposed slots. */
export const confirmInterviewRequest = defineOperation({
  id: 'confirmInterviewRequest',
  summary: 'Confirm a time the candidate proposed',
  method: 'POST',
  path: `${employerPath}/confirm`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZEmployerInterviewParams, body: ZInterviewConfirm },
  responses: employerAnswers('Confirmed: the request now.'),
});

/** `POST .../interview-requests/{requestId}/reschedule`: new times; the candidate chooses again. */
export const rescheduleInterviewRequest = defineOperation({
  id: 'rescheduleInterviewRequest',
  summary: 'Offer the candidate new times for an interview',
  method: 'POST',
  path: `${employerPath}/reschedule`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZEmployerInterviewParams, body: ZInterviewReschedule },
  responses: employerAnswers('Rescheduled: the request now (pending again).'),
});

/** `POST .../interview-requests/{requestId}/cancel`: cancels (an invitation sent is cancelled too). */
export const cancelInterviewRequest = defineOperation({
  id: 'cancelInterviewRequest',
  summary: 'Cancel an interview request',
  method: 'POST',
  path: `${employerPath}/cancel`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZEmployerInterviewParams, body: ZInterviewCancel },
  responses: employerAnswers('Cancelled: the request now.'),
});

/** `GET .../interview-requests/{requestId}/ics`: the agreed interview as an iCalendar file. */
export const getEmployerInterviewIcs = defineOperation({
  id: 'getEmployerInterviewIcs',
  summary: 'An agreed interview as an .ics file (Add to calendar)',
  method: 'GET',
  path: `${employerPath}/ics`,
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZEmployerInterviewParams },
  responses: {
    200: ics,
    403: revoked,
    404: notFound,
    409: { description: 'No time is agreed yet, or it was cancelled.', schema: ZApiError },
  },
});
