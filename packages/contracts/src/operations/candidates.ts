import { z } from 'zod';
import { ZDataExportPart } from '../account-data.ts';
import { ZApiError } from '../api-errors.ts';
import {
  ZContactSubmission,
  ZContactSubmissionList,
  ZCreateContactSubmission,
  ZCreateContactSubmissionResponse,
  ZUpdateContactSubmission,
} from '../contact-submissions.ts';
import {
  ZCandidateProfileAnswer,
  ZCandidateSettings,
  ZCandidateSettingsAnswer,
  ZOnboardingAnswer,
} from '../candidate-profile.ts';
import { ACCESS, defineOperation, UPLOAD_BODY_LIMIT } from '../operation.ts';
import {
  ZAddOnePager,
  ZCandidateProfileRow,
  ZCandidateUpdate,
  ZCandidateUserRow,
  ZCreateTalentCombine,
  ZMessageAnswer,
  ZObjectIdParam,
  ZOnePager,
  ZTalentCombine,
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

/** `PATCH /api/user/settings`: the candidate settings payload of spec section 3. */
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
    404: notFound('profile yet (onboarding not done)'),
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
        data: `JSON of the ${role.toUpperCase()} profile fields`,
        resume: 'optional resume (PDF, at most 5 MiB)',
        headshot: 'optional headshot (JPG or PNG, at most 2 MiB)',
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

/** `GET /api/contact-submissions`: every submission, newest first. */
export const listContactSubmissions = defineOperation({
  id: 'listContactSubmissions',
  summary: 'Every contact submission, newest first',
  method: 'GET',
  path: '/api/contact-submissions',
  service: 'svc-candidates',
  access: ACCESS.admin,
  responses: { 200: { description: 'The submissions.', schema: ZContactSubmissionList } },
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

export const listCandidateProfiles = defineOperation({
  id: 'listCandidateProfiles',
  summary: 'Every candidate profile',
  method: 'GET',
  path: '/api/candidate-profiles',
  service: 'svc-candidates',
  access: ACCESS.admin,
  responses: { 200: { description: 'The profiles.', schema: z.array(ZCandidateProfileRow) } },
});

export const getCandidateProfile = defineOperation({
  id: 'getCandidateProfile',
  summary: 'One candidate profile (checked before a delete)',
  method: 'GET',
  path: '/api/candidate-profiles/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    200: { description: 'The profile.', schema: ZCandidateProfileRow },
    404: notFound('profile (treated as already deleted)'),
  },
});

export const deleteCandidateProfile = defineOperation({
  id: 'deleteCandidateProfile',
  summary: 'Delete a candidate profile',
  method: 'DELETE',
  path: '/api/candidate-profiles/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: {
    200: {
      description: 'Deleted.',
      schema: ZMessageAnswer.extend({ remainingCount: z.number().int().nonnegative() }),
    },
    404: notFound('profile'),
  },
});

export const updateCandidate = defineOperation({
  id: 'updateCandidate',
  summary: 'Edit a candidate’s status, location, methodologies and industries',
  method: 'PUT',
  path: '/api/candidates/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams, body: ZCandidateUpdate },
  responses: {
    200: { description: 'The profile.', schema: ZCandidateProfileRow },
    404: notFound('candidate'),
  },
});

export const listCandidateUsers = defineOperation({
  id: 'listCandidateUsers',
  summary: 'Every candidate registration, with whether it has a profile',
  method: 'GET',
  path: '/api/all-candidate-users',
  service: 'svc-candidates',
  access: ACCESS.admin,
  responses: { 200: { description: 'The registrations.', schema: z.array(ZCandidateUserRow) } },
});

export const deleteCandidateUser = defineOperation({
  id: 'deleteCandidateUser',
  summary: 'Remove an incomplete registration',
  method: 'DELETE',
  path: '/api/candidate-users/:id',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: idParams },
  responses: { 200: { description: 'Removed.', schema: ZMessageAnswer }, 404: notFound('registration') },
});

// --- One-pagers and talent combines ---

export const listOnePagers = defineOperation({
  id: 'listOnePagers',
  summary: 'Every one-pager',
  method: 'GET',
  path: '/api/one-pagers',
  service: 'svc-candidates',
  access: ACCESS.admin,
  responses: { 200: { description: 'The one-pagers.', schema: z.array(ZOnePager) } },
});

export const listTalentCombines = defineOperation({
  id: 'listTalentCombines',
  summary: 'Every talent combine',
  method: 'GET',
  path: '/api/talent-combines',
  service: 'svc-candidates',
  access: ACCESS.admin,
  responses: { 200: { description: 'The combines.', schema: z.array(ZTalentCombine) } },
});

export const createTalentCombine = defineOperation({
  id: 'createTalentCombine',
  summary: 'Create a talent combine',
  method: 'POST',
  path: '/api/talent-combines',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { body: ZCreateTalentCombine },
  responses: { 201: { description: 'The combine.', schema: ZTalentCombine } },
});

export const addOnePagerToCombine = defineOperation({
  id: 'addOnePagerToCombine',
  summary: 'Add a one-pager to a talent combine',
  method: 'POST',
  path: '/api/talent-combines/add-one-pager',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { body: ZAddOnePager },
  responses: {
    200: { description: 'Added.', schema: ZMessageAnswer },
    404: notFound('combine or one-pager'),
  },
});

export const removeOnePagerFromCombine = defineOperation({
  id: 'removeOnePagerFromCombine',
  summary: 'Remove a one-pager from a talent combine',
  method: 'DELETE',
  path: '/api/talent-combines/:talentCombineId/one-pagers/:onePagerId',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: z.object({ talentCombineId: ZObjectIdParam, onePagerId: ZObjectIdParam }) },
  responses: {
    200: { description: 'Removed.', schema: ZMessageAnswer },
    404: notFound('combine or one-pager'),
  },
});
