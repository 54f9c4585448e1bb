import { z } from 'zod';
import { ZDataExportPart } from '../account-data.ts';
import { ZApiError } from '../api-errors.ts';
import {
  ZContactSubmission,
  ZContactSubmissionPage,
  ZContactSubmissionsQuery,
  ZCreateContactSubmission,
  ZCreateContactSubmissionResponse,
  ZUpdateContactSubmission,
} from '../contact-submissions.ts';
import {
  ZAeProfileInput,
  ZCandidateProfileAnswer,
  ZCandidateSettings,
  ZCandidateSettingsAnswer,
  ZCandidateSettingsView,
  ZOnboardingAnswer,
  ZSdrProfileInput,
} from '../candidate-profile.ts';
import { ACCESS, defineOperation, fileResponse, UPLOAD_BODY_LIMIT } from '../operation.ts';
import { ZPage } from '../list-query.ts';
import {
  ZCandidateInvite,
  ZCandidateInviteAnswer,
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
  ZOnePager,
} from '../talent.ts';

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });
const idParams = z.object({ id: ZObjectIdParam });

// --- The candidate's own data ---

/** `GET /api/user/candidate-profile`: used by the dashboard, profile, settings, one-pagers and onboarding. */
export const getOwnCandidateProfile = defineOperation({
  id: 'getOwnCandidateProfile',
  summary: 'The signed-in candidate’s profile',
  method: 'GET',
  path: '/api/user/candidate-profile',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: {
    200: { description: 'The profile, with signed links to its files.', schema: ZCandidateProfileAnswer },
    404: notFound('profile yet (onboarding not done)'),
  },
});

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
    200: { description: 'The one-pager.', schema: ZOnePager },
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

/** `GET /api/user/settings`: what the settings page starts from, with or without a profile (not in spec section 7). */
export const getCandidateSettings = defineOperation({
  id: 'getCandidateSettings',
  summary: 'The signed-in candidate’s settings',
  method: 'GET',
  path: '/api/user/settings',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: {
    200: { description: 'The settings.', schema: ZCandidateSettingsView },
    503: { description: 'The account is not known here yet; try again in a moment.', schema: ZApiError },
  },
});

/**
 * `PATCH /api/user/settings`: the candidate settings payload of spec section 3. A candidate without a profile
 * saves them too: they are kept with the account and become the profile's when onboarding creates it.
 */
export const updateCandidateSettings = defineOperation({
  id: 'updateCandidateSettings',
  summary: 'Change the signed-in candidate’s settings',
  method: 'PATCH',
  path: '/api/user/settings',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { body: ZCandidateSettings },
  responses: {
    200: { description: 'Saved.', schema: ZCandidateSettingsAnswer },
    503: {
      description: 'The account is not known here yet, or the new name could not be sent on; try again.',
      schema: ZApiError,
    },
  },
});

const onboarding = (role: 'sdr' | 'ae') =>
  defineOperation({
    id: role === 'sdr' ? 'submitSdrOnboarding' : 'submitAeOnboarding',
    summary: `Create or update the signed-in candidate’s ${role.toUpperCase()} profile`,
    method: 'POST',
    path: `/api/candidate/onboarding/${role}`,
    service: 'svc-candidates',
    access: ACCESS.candidate,
    bodyLimit: UPLOAD_BODY_LIMIT,
    request: {
      multipart: {
        data: {
          description: `JSON of the ${role.toUpperCase()} profile fields`,
          json: role === 'sdr' ? ZSdrProfileInput : ZAeProfileInput,
        },
        resume: { description: 'optional resume (PDF, at most 5 MiB)', fileTypes: ['application/pdf'] },
        headshot: {
          description: 'optional headshot (JPG or PNG, at most 2 MiB)',
          fileTypes: ['image/jpeg', 'image/png'],
        },
      },
    },
    responses: {
      200: { description: 'Updated: the saved profile.', schema: ZOnboardingAnswer },
      201: { description: 'Created: the saved profile.', schema: ZOnboardingAnswer },
      502: {
        description: 'File storage failed; the previous profile and files are kept.',
        schema: ZApiError,
      },
    },
  });
export const submitSdrOnboarding = onboarding('sdr');
export const submitAeOnboarding = onboarding('ae');

/** `GET /api/user/data-export/candidate`: what svc-candidates holds about the signed-in candidate. */
export const exportCandidateData = defineOperation({
  id: 'exportCandidateData',
  summary: 'svc-candidates’ part of the signed-in candidate’s data export',
  method: 'GET',
  path: '/api/user/data-export/candidate',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: {
    200: {
      description: 'The profile (with signed file links), one-pagers and contact messages.',
      schema: ZDataExportPart,
    },
  },
});

// --- Contact submissions ---

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

// --- Candidates, as admins manage them ---

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

/** `POST /api/admin/candidate-invitations`: creates a candidate account and e-mails it a sign-in link. */
export const inviteCandidate = defineOperation({
  id: 'inviteCandidate',
  summary: 'Invite a candidate by e-mail (the account is created)',
  method: 'POST',
  path: '/api/admin/candidate-invitations',
  service: 'svc-auth',
  access: ACCESS.admin,
  request: { body: ZCandidateInvite },
  responses: {
    201: { description: 'Created and invited.', schema: ZCandidateInviteAnswer },
    409: conflict('An account with this e-mail exists.'),
  },
});
