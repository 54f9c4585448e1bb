import { z } from 'zod';
import { ZApiError } from '../api-errors.ts';
import {
  ZContactSubmission,
  ZContactSubmissionPage,
  ZContactSubmissionsQuery,
  ZCreateContactSubmission,
  ZCreateContactSubmissionResponse,
  ZUpdateContactSubmission,
} from '../contact-submissions.ts';
import { ACCESS, defineOperation } from '../operation.ts';
import { ZObjectIdParam } from '../talent.ts';

/**
 * The contact form's messages and the admins' handling of them, served by svc-candidates
 * (`routes/contact-submissions`).
 */

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });

const idParams = z.object({ id: ZObjectIdParam });

/** `POST /api/contact-submissions`: the public contact form. */
export const createContactSubmission = defineOperation({
  id: 'createContactSubmission',
  summary: 'Send the public contact form',
  method: 'POST',
  path: '/api/contact-submissions',
  service: 'svc-candidates',
  access: ACCESS.anyone,
  request: { body: ZCreateContactSubmission },
  responses: {
    201: { description: 'Stored with status new.', schema: ZCreateContactSubmissionResponse },
    429: {
      description: 'Too many messages from this network: `Retry-After` says when to send again.',
      schema: ZApiError,
    },
  },
});

/** `GET /api/contact-submissions`: one page of submissions, searched, filtered by status, newest first. */
export const listContactSubmissions = defineOperation({
  id: 'listContactSubmissions',
  summary: 'One page of contact submissions, searched and filtered by status',
  method: 'GET',
  path: '/api/contact-submissions',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZContactSubmissionsQuery },
  responses: {
    200: { description: 'The page of submissions and how many match.', schema: ZContactSubmissionPage },
  },
});

/** `PATCH /api/contact-submissions/{id}`: set a submission's status. */
export const updateContactSubmission = defineOperation({
  id: 'updateContactSubmission',
  summary: 'Set a contact submission’s status',
  method: 'PATCH',
  path: '/api/contact-submissions/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams, body: ZUpdateContactSubmission },
  responses: {
    200: { description: 'The submission.', schema: ZContactSubmission },
    404: notFound('submission'),
  },
});
