import { z } from 'zod';
import { freeText } from './free-text.ts';
import { zPersonName } from './person-name.ts';
import { UPLOAD_LIMITS } from './upload-limits.ts';

/** Spec section 9: the option lists of the onboarding forms (value and the label a form shows). */
export const WORK_PREFERENCES = [
  { value: 'Remote', label: 'Remote (100% work from home)' },
  { value: 'Hybrid', label: 'Hybrid (mix of office and remote)' },
  { value: 'In-office', label: 'In-office (primarily on-site)' },
] as const;
export const SALARY_RANGES = [
  { value: '40k-60k', label: '$40,000 - $60,000' },
  { value: '60k-80k', label: '$60,000 - $80,000' },
  { value: '80k-100k', label: '$80,000 - $100,000' },
  { value: '100k+', label: '$100,000+' },
] as const;
export const SALES_METHODOLOGIES = [
  'MEDDIC',
  'SPIN',
  'Challenger Sale',
  'Solution Selling',
  'Sandler Selling',
  'Gap Selling',
  'Consultative Selling',
  'Value Selling',
  'Target Account Selling',
  'Other',
] as const;
export const ACV_RANGES = [
  '< $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000 - $250,000',
  '$250,000 - $500,000',
  '$500,000 - $1,000,000',
  '> $1,000,000',
] as const;
export const DEAL_CYCLES = [
  '< 30 days',
  '30-60 days',
  '60-90 days',
  '3-6 months',
  '6-12 months',
  '> 12 months',
] as const;
export const COMPANY_TYPES = [
  'SaaS/Software',
  'Professional Services',
  'Healthcare',
  'FinTech',
  'EdTech',
  'MarTech',
  'E-commerce',
  'Manufacturing',
  'Non-profit',
  'Other',
] as const;
export const COMPANY_SIZES = [
  'Startup (< 50 employees)',
  'Small (50-200)',
  'Mid-size (201-1,000)',
  'Large (1,001-5,000)',
  'Enterprise (> 5,000 employees)',
] as const;

/** Spec section 9: career reason 10-250 characters, deal story fields 10-200, passions at most 3. */
export const PROFILE_LIMITS = {
  careerReasonMin: 10,
  careerReasonMax: 250,
  dealStoryMin: 10,
  dealStoryMax: 200,
  passions: 3,
} as const;

// The onboarding's upload limits live in upload-limits.ts (zod-free, for operation.ts); its readers find them here too.
export { ONBOARDING_BODY_LIMIT, UPLOAD_LIMITS } from './upload-limits.ts';

/** Spec section 5: the messages of the onboarding forms, shared by the screens and svc-candidates. */
export const PROFILE_MESSAGES = {
  workPreference: 'Please select at least one work preference',
  expectedSalary: 'Expected salary is required',
  careerReasonMin: 'Please explain why you want to start a career in sales (min 10 characters)',
  careerReasonMax: 'Maximum 250 characters',
  school: 'School name is required',
  graduationDate: 'Graduation date is required',
  major: 'Major is required',
  passionsMin: 'Please add at least one passion',
  passionsMax: 'Maximum 3 passions allowed',
  methodologies: 'Please select at least one sales methodology',
  acvRange: 'Please select your average annual contract value range',
  dealCycle: 'Please select your average deal cycle length',
  industries: "Please list industries you've sold into",
  personas: "Please list personas you've sold to",
  quotaVsActual: 'Please provide your sales performance history',
  situation: 'Please describe the situation (min 10 characters)',
  action: 'Please describe your actions (min 10 characters)',
  result: 'Please describe the results (min 10 characters)',
  dealStoryMax: 'Maximum 200 characters',
  lookingFor: "Please describe what you're looking for",
  companyType: 'Please select your preferred company type',
  companySize: 'Please select your preferred company size',
  resumeType: 'Invalid file type - Please upload a PDF file for your resume.',
  headshotType: 'Invalid file type - Please upload a JPG or PNG file for your headshot.',
  resumeTooLarge: `The resume is too large - the limit is ${UPLOAD_LIMITS.resumeBytes / 1024 / 1024} MB.`,
  headshotTooLarge: `The headshot is too large - the limit is ${UPLOAD_LIMITS.headshotBytes / 1024 / 1024} MB.`,
  uploadTooLarge: `The upload is too large - a resume may be up to ${UPLOAD_LIMITS.resumeBytes / 1024 / 1024} MB and a headshot up to ${UPLOAD_LIMITS.headshotBytes / 1024 / 1024} MB.`,
  emptyFile: 'The file is empty - please choose another one.',
  headshotDimensions: `The headshot is too big - the limit is ${UPLOAD_LIMITS.headshotPixels} x ${UPLOAD_LIMITS.headshotPixels} pixels.`,
  headshotUnreadable: 'The headshot could not be read - please choose another JPG or PNG file.',
  missingData: 'The profile data is missing.',
  linkedinUrl: 'Please enter a valid LinkedIn URL',
} as const;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** A text field of the forms: free text ({@link freeText}), at most `max`, trimmed. */
const text = (max = 200) => freeText(z.string()).max(max).trim();
const optionalText = (max = 200) => text(max).optional();

/** linkedin.com and its subdomains (www., uk., ...): a profile link goes nowhere else. */
const LINKEDIN_HOST = /^([a-z0-9-]+\.)*linkedin\.com$/i;

/** Fields both forms carry besides their role's: what the profile and the completeness ring read. */
const ZCommonFields = z.object({
  location: optionalText(),
  headline: optionalText(),
  shortBio: optionalText(500),
  phone: optionalText(40),
  linkedinUrl: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https$/, hostname: LINKEDIN_HOST, error: PROFILE_MESSAGES.linkedinUrl }),
    ])
    .optional(),
});

const dealStory = (message: string) =>
  freeText(z.string({ error: message }))
    .max(PROFILE_LIMITS.dealStoryMax, PROFILE_MESSAGES.dealStoryMax)
    .trim()
    .min(PROFILE_LIMITS.dealStoryMin, message);

/** The `data` part of `POST /api/candidate/onboarding/sdr` (spec section 5). */
export const ZSdrProfileInput = ZCommonFields.extend({
  workPreference: z
    .array(z.enum(values(WORK_PREFERENCES)), { error: PROFILE_MESSAGES.workPreference })
    .min(1, PROFILE_MESSAGES.workPreference),
  expectedSalary: z.enum(values(SALARY_RANGES), { error: PROFILE_MESSAGES.expectedSalary }),
  salesCareerReason: freeText(z.string({ error: PROFILE_MESSAGES.careerReasonMin }))
    .max(PROFILE_LIMITS.careerReasonMax, PROFILE_MESSAGES.careerReasonMax)
    .trim()
    .min(PROFILE_LIMITS.careerReasonMin, PROFILE_MESSAGES.careerReasonMin),
  education: z.object(
    {
      school: freeText(z.string({ error: PROFILE_MESSAGES.school }))
        .max(200)
        .trim()
        .min(1, PROFILE_MESSAGES.school),
      graduationDate: freeText(z.string({ error: PROFILE_MESSAGES.graduationDate }))
        .max(40)
        .trim()
        .min(1, PROFILE_MESSAGES.graduationDate),
      major: freeText(z.string({ error: PROFILE_MESSAGES.major }))
        .max(200)
        .trim()
        .min(1, PROFILE_MESSAGES.major),
      gpa: optionalText(10),
    },
    { error: PROFILE_MESSAGES.school },
  ),
  passions: z
    .array(freeText(z.string()).max(100).trim(), { error: PROFILE_MESSAGES.passionsMin })
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(
      z
        .array(z.string())
        .min(1, PROFILE_MESSAGES.passionsMin)
        .max(PROFILE_LIMITS.passions, PROFILE_MESSAGES.passionsMax),
    ),
  moduleSeen: z.boolean().default(false),
  useGrammarCheck: z.boolean().optional(),
});
export type TSdrProfileInput = z.input<typeof ZSdrProfileInput>;
export type TSdrProfile = z.output<typeof ZSdrProfileInput>;

/** The `data` part of `POST /api/candidate/onboarding/ae` (spec section 5). */
export const ZAeProfileInput = ZCommonFields.extend({
  salesMethodologies: z
    .array(z.enum(SALES_METHODOLOGIES), { error: PROFILE_MESSAGES.methodologies })
    .min(1, PROFILE_MESSAGES.methodologies),
  acvRanges: z.enum(ACV_RANGES, { error: PROFILE_MESSAGES.acvRange }),
  dealCycleLength: z.enum(DEAL_CYCLES, { error: PROFILE_MESSAGES.dealCycle }),
  industries: freeText(z.string({ error: PROFILE_MESSAGES.industries }))
    .max(500)
    .trim()
    .min(3, PROFILE_MESSAGES.industries),
  personas: freeText(z.string({ error: PROFILE_MESSAGES.personas }))
    .max(500)
    .trim()
    .min(3, PROFILE_MESSAGES.personas),
  quotaVsActual: freeText(z.string({ error: PROFILE_MESSAGES.quotaVsActual }))
    .max(1000)
    .trim()
    .min(10, PROFILE_MESSAGES.quotaVsActual),
  favoriteDeal: z.object(
    {
      situation: dealStory(PROFILE_MESSAGES.situation),
      action: dealStory(PROFILE_MESSAGES.action),
      result: dealStory(PROFILE_MESSAGES.result),
    },
    { error: PROFILE_MESSAGES.situation },
  ),
  lookingFor: freeText(z.string({ error: PROFILE_MESSAGES.lookingFor }))
    .max(1000)
    .trim()
    .min(3, PROFILE_MESSAGES.lookingFor),
  companyType: z.enum(COMPANY_TYPES, { error: PROFILE_MESSAGES.companyType }),
  companySize: z.enum(COMPANY_SIZES, { error: PROFILE_MESSAGES.companySize }),
  achievements: optionalText(1000),
});
export type TAeProfileInput = z.input<typeof ZAeProfileInput>;
export type TAeProfile = z.output<typeof ZAeProfileInput>;

/** Spec section 4: a candidate profile is active, inactive or pending (an admin sets it). */
export const CANDIDATE_STATUSES = ['active', 'inactive', 'pending'] as const;

/** A stored file of the candidate's, read through a short-lived signed URL (the bucket is private). */
export const ZProfileFile = z.object({
  url: z.string(),
  /** When the signed URL stops working (ISO 8601). */
  expiresAt: z.string(),
  contentType: z.string(),
  bytes: z.number().int().nonnegative(),
});

/** Spec section 3: the candidate settings payload's notifications and privacy, with their section 4 defaults. */
export const ZCandidateNotifications = z.object({
  email: z.boolean().default(true),
  matches: z.boolean().default(true),
  interviews: z.boolean().default(true),
  messages: z.boolean().default(true),
});
export const ZCandidatePrivacy = z.object({
  profilePublic: z.boolean().default(true),
  showContact: z.boolean().default(false),
});

/** `PATCH /api/user/settings` (spec section 3). The e-mail is the sign-in identity: it may be sent, not changed. */
export const ZCandidateSettings = z.object({
  name: zPersonName(2, 'Name must be at least 2 characters'),
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid email address')).optional(),
  phone: optionalText(40),
  linkedinUrl: ZCommonFields.shape.linkedinUrl,
  location: optionalText(),
  bio: optionalText(2000),
  /** Sent whole or not at all: a PATCH without them leaves the stored toggles as they are. */
  notifications: ZCandidateNotifications.optional(),
  privacy: ZCandidatePrivacy.optional(),
});
export type TCandidateSettings = z.input<typeof ZCandidateSettings>;

/**
 * `GET /api/user/candidate-profile`: every field of spec section 3. The flat fields are derived from the role's
 * form (methodologies from salesMethodologies, dealCycles from dealCycleLength...), so screens that read either
 * style find them.
 */
export const ZCandidateProfileAnswer = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['SDR', 'AE']),
  status: z.enum(CANDIDATE_STATUSES),
  location: z.string().nullable(),
  headline: z.string().nullable(),
  title: z.string().nullable(),
  shortBio: z.string().nullable(),
  longBio: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  methodologies: z.array(z.string()),
  industries: z.array(z.string()),
  dealCycles: z.array(z.string()),
  quota: z.string().nullable(),
  quotaAttainment: z.string().nullable(),
  dealWalkthroughSituation: z.string().nullable(),
  dealWalkthroughAction: z.string().nullable(),
  dealWalkthroughResult: z.string().nullable(),
  passions: z.array(z.string()),
  sdrProfile: ZSdrProfileInput.nullable(),
  aeProfile: ZAeProfileInput.extend({
    averageACV: z.string(),
    methodologies: z.array(z.string()),
    dealWalkthroughSituation: z.string(),
    dealWalkthroughAction: z.string(),
    dealWalkthroughResult: z.string(),
  }).nullable(),
  resume: ZProfileFile.nullable(),
  headshot: ZProfileFile.nullable(),
  notifications: ZCandidateNotifications,
  privacy: ZCandidatePrivacy,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCandidateProfileAnswer = z.output<typeof ZCandidateProfileAnswer>;

/** Answer of the onboarding submits: the saved profile, and whether it was created (the toast says which). */
export const ZOnboardingAnswer = z.object({
  success: z.literal(true),
  created: z.boolean(),
  profile: ZCandidateProfileAnswer,
});

/**
 * `GET /api/user/settings`: what the settings page shows, whether or not the candidate has a profile yet (the
 * profile's values once it exists, else those saved before it, else the defaults of spec section 4).
 */
export const ZCandidateSettingsView = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  notifications: z.object({
    email: z.boolean(),
    matches: z.boolean(),
    interviews: z.boolean(),
    messages: z.boolean(),
  }),
  privacy: z.object({ profilePublic: z.boolean(), showContact: z.boolean() }),
});
export type TCandidateSettingsView = z.output<typeof ZCandidateSettingsView>;

/** Answer of `PATCH /api/user/settings`: the settings saved, and the profile when there is one. */
export const ZCandidateSettingsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: ZCandidateSettingsView,
  profile: ZCandidateProfileAnswer.nullable(),
});
