import { ZApiError } from '../api-errors.ts';
import {
  ZAeProfileInput,
  ZCandidateProfileAnswer,
  ZCandidateSettings,
  ZCandidateSettingsAnswer,
  ZCandidateSettingsView,
  ZOnboardingAnswer,
  ZSdrProfileInput,
} from '../candidate-profile.ts';
import { ACCESS, defineOperation, noContentResponse, UPLOAD_BODY_LIMIT } from '../operation.ts';

/**
 * The signed-in candidate's profile, onboarding and settings, served by svc-candidates
 * (`routes/candidate-profiles`).
 */

/**
 * `GET /api/user/candidate-profile`: used by the dashboard, profile, settings, one-pagers and onboarding. A
 * candidate who has not done onboarding yet is a normal state, not a failed request: 204, no body.
 */
export const getOwnCandidateProfile = defineOperation({
  id: 'getOwnCandidateProfile',
  summary: 'The signed-in candidate’s profile',
  method: 'GET',
  path: '/api/user/candidate-profile',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: {
    200: { description: 'The profile, with signed links to its files.', schema: ZCandidateProfileAnswer },
    204: noContentResponse('No profile yet: the candidate has not done onboarding.'),
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
