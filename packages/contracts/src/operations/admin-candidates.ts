import { z } from 'zod';
import { ZApiError } from '../api-errors.ts';
import { ZPage } from '../list-query.ts';
import { ACCESS, defineOperation } from '../operation.ts';
import {
  ZCandidateProfileDeleted,
  ZCandidateProfileDetail,
  ZCandidateProfileRow,
  ZCandidateProfilesQuery,
  ZCandidateReminderAnswer,
  ZCandidateUpdate,
  ZCandidateUserRow,
  ZCandidateUsersQuery,
  ZMessageAnswer,
  ZObjectIdParam,
} from '../talent.ts';

/**
 * Candidates as the admins manage them (profiles, accounts, reminders), served by svc-candidates
 * (`routes/admin-candidates`).
 */

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });

const idParams = z.object({ id: ZObjectIdParam });

const conflict = (description: string) => ({ description, schema: ZApiError });

/** `GET /api/candidate-profiles`: one page of profiles, searched by name and e-mail, filtered by status. */
export const listCandidateProfiles = defineOperation({
  id: 'listCandidateProfiles',
  summary: 'One page of candidate profiles (search, status filter, sort)',
  method: 'GET',
  path: '/api/candidate-profiles',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZCandidateProfilesQuery },
  responses: { 200: { description: 'The page.', schema: ZPage(ZCandidateProfileRow) } },
});

/** `GET /api/candidate-profiles/{id}`: one profile (the view dialog, and the check before a delete). */
export const getCandidateProfile = defineOperation({
  id: 'getCandidateProfile',
  summary: 'One candidate profile (checked before a delete)',
  method: 'GET',
  path: '/api/candidate-profiles/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    200: { description: 'The profile.', schema: ZCandidateProfileDetail },
    404: notFound('profile (treated as already deleted)'),
  },
});

/**
 * `DELETE /api/candidate-profiles/{id}`: deletes the profile; its files in S3 and its one-pagers (and so their
 * places in combines) are removed by a job. The account stays (an incomplete registration again).
 */
export const deleteCandidateProfile = defineOperation({
  id: 'deleteCandidateProfile',
  summary: 'Delete a candidate profile, its files and its one-pagers',
  method: 'DELETE',
  path: '/api/candidate-profiles/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    200: {
      description: 'Deleted: the message and how many profiles remain.',
      schema: ZCandidateProfileDeleted,
    },
    404: notFound('profile'),
    503: { description: 'The cleanup job could not be queued; nothing was deleted.', schema: ZApiError },
  },
});

/** `PUT /api/candidates/{id}` (id: the profile's): status, location, methodologies and industries. */
export const updateCandidate = defineOperation({
  id: 'updateCandidate',
  summary: 'Edit a candidate’s status, location, methodologies and industries',
  method: 'PUT',
  path: '/api/candidates/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams, body: ZCandidateUpdate },
  responses: {
    200: { description: 'The profile as saved.', schema: ZCandidateProfileDetail },
    404: notFound('candidate'),
  },
});

/** `GET /api/all-candidate-users`: one page of registrations, with whether each has a profile. */
export const listCandidateUsers = defineOperation({
  id: 'listCandidateUsers',
  summary: 'One page of candidate registrations (search, with or without a profile, sort)',
  method: 'GET',
  path: '/api/all-candidate-users',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZCandidateUsersQuery },
  responses: { 200: { description: 'The page.', schema: ZPage(ZCandidateUserRow) } },
});

/**
 * `DELETE /api/candidate-users/{id}` (id: the user's): removes an incomplete registration; svc-auth deletes the
 * account and ends its sessions when the event reaches it.
 */
export const deleteCandidateUser = defineOperation({
  id: 'deleteCandidateUser',
  summary: 'Remove an incomplete registration and its account',
  method: 'DELETE',
  path: '/api/candidate-users/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    200: { description: 'Removed.', schema: ZMessageAnswer },
    404: notFound('registration'),
    409: conflict('The registration has a profile: delete the profile instead.'),
    503: { description: 'The removal could not be queued; nothing was removed.', schema: ZApiError },
  },
});

/** `POST /api/candidate-users/{id}/reminder`: e-mails an incomplete registration a reminder, once per 24 hours. */
export const sendCandidateReminder = defineOperation({
  id: 'sendCandidateReminder',
  summary: 'E-mail an incomplete registration a reminder to complete the profile',
  method: 'POST',
  path: '/api/candidate-users/:id/reminder',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    202: {
      description: 'Queued: the message and when the next reminder may go.',
      schema: ZCandidateReminderAnswer,
    },
    404: notFound('registration'),
    409: conflict('The registration has a profile already.'),
    429: {
      description:
        'A reminder went less than 24 hours ago: `Retry-After` and the message say when the next may.',
      schema: ZApiError,
    },
  },
});
