import { z } from 'zod';
import { AUTH_MESSAGES, zEmail } from './auth.ts';
import { ZCandidateProfileAnswer, ZProfileFile } from './candidate-profile.ts';
import { freeText } from './free-text.ts';
import { NAME_MESSAGES, singleLine, zPersonName } from './person-name.ts';
import { listQuery, statusFilter } from './list-query.ts';

/**
 * The candidate-side entities of spec section 3 as the API answers them. Their request schemas and rules come
 * with the areas that build them (issues 11-13); these shapes are what the descriptors document until then.
 */
export const CANDIDATE_PROFILE_STATUSES = ['active', 'inactive', 'pending'] as const;
export const TALENT_COMBINE_STATUSES = ['active', 'pending', 'completed'] as const;

const zId = z.string().min(1);
/** A MongoDB ObjectId in a path. */
export const ZObjectIdParam = z.string().regex(/^[a-f\d]{24}$/i, 'Not a valid id');

/** The candidates of the admin area: what their lists, dialogs and writes exchange. */
export const CANDIDATE_PROFILE_SORTS = ['createdAt', 'name', 'email'] as const;
export const CANDIDATE_USER_SORTS = ['created_at', 'name', 'email'] as const;
/** Which registrations `GET /api/all-candidate-users` lists: all, those with a profile, those without. */
export const CANDIDATE_USER_PROFILE_FILTERS = ['complete', 'incomplete'] as const;
/** How long after a reminder the next one to the same registration may go (issue 12: 24 hours). */
export const CANDIDATE_REMINDER_COOLDOWN_MS = 24 * 60 * 60 * 1000;
/** Longest location and list entry an admin may set; most entries a list may hold. */
export const CANDIDATE_EDIT_LIMITS = { location: 200, listItem: 100, listItems: 30 } as const;

/** What svc-candidates and svc-auth answer about candidates, so screens and tests read the same words. */
export const CANDIDATE_ADMIN_ANSWERS = {
  profileNotFound: 'No such candidate profile: it may have been deleted already.',
  candidateNotFound: 'No such candidate: the profile may have been deleted.',
  profileDeleted: 'Candidate profile deleted.',
  registrationNotFound: 'No such registration: it may have been removed already.',
  registrationHasProfile:
    'This candidate has completed a profile: delete the profile instead of the registration.',
  registrationDeleted: 'Registration removed: the account is deleted and its sessions end.',
  reminderSent: 'Reminder sent.',
  reminderUnavailable: 'The reminder could not be queued right now. Please try again in a minute.',
  invitationSent: 'Invitation sent: the account is created and a sign-in link is on its way.',
  invitationUnavailable: 'The invitation could not be sent right now. Please try again in a minute.',
  accountExists: 'An account with this email already exists.',
  listTooLong: `At most ${CANDIDATE_EDIT_LIMITS.listItems} entries.`,
  listItemTooLong: `Each entry must be at most ${CANDIDATE_EDIT_LIMITS.listItem} characters.`,
  locationTooLong: `Location must be at most ${CANDIDATE_EDIT_LIMITS.location} characters.`,
  statusRequired: 'Status must be active, inactive or pending.',
} as const;

/** The 429 of a reminder within the cooldown: when the next one may go. */
export const reminderCooldownMessage = (next: Date) =>
  `A reminder was sent to this candidate less than 24 hours ago. The next reminder can be sent after ${next.toISOString().slice(0, 16).replace('T', ' ')} UTC.`;

/** One row of `GET /api/candidate-profiles` (admins): the account's name and e-mail with the profile's fields. */
export const ZCandidateProfileRow = z.object({
  id: zId,
  userId: zId,
  name: z.string(),
  email: z.string(),
  role: z.enum(['SDR', 'AE']),
  location: z.string().nullable(),
  status: z.enum(CANDIDATE_PROFILE_STATUSES),
  methodologies: z.array(z.string()),
  industries: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCandidateProfileRow = z.infer<typeof ZCandidateProfileRow>;

/**
 * `GET /api/candidate-profiles/{id}`: the row plus what the view dialog shows besides: the contact fields,
 * every answer of the candidate's SDR or AE form, and the resume and headshot as short-lived signed links.
 */
export const ZCandidateProfileDetail = ZCandidateProfileRow.extend({
  headline: z.string().nullable(),
  shortBio: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  sdrProfile: ZCandidateProfileAnswer.shape.sdrProfile,
  aeProfile: ZCandidateProfileAnswer.shape.aeProfile,
  resume: ZProfileFile.nullable(),
  headshot: ZProfileFile.nullable(),
});
export type TCandidateProfileDetail = z.infer<typeof ZCandidateProfileDetail>;

/** `GET /api/candidate-profiles`: page, search over name and e-mail, status filter, sort. */
export const ZCandidateProfilesQuery = listQuery({
  sorts: CANDIDATE_PROFILE_SORTS,
  defaultSort: 'createdAt',
  filters: { status: statusFilter(CANDIDATE_PROFILE_STATUSES) },
});
export type TCandidateProfilesQuery = z.input<typeof ZCandidateProfilesQuery>;

/** A list typed as comma-separated text or sent as a list: entries trimmed, empties dropped (spec section 5). */
const zEditList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(
        freeText(z.string()).max(CANDIDATE_EDIT_LIMITS.listItem, CANDIDATE_ADMIN_ANSWERS.listItemTooLong),
      )
      .max(CANDIDATE_EDIT_LIMITS.listItems, CANDIDATE_ADMIN_ANSWERS.listTooLong),
  );

/** `PUT /api/candidates/{id}`: the admin's edit dialog (spec section 5: status required, the rest optional). */
export const ZCandidateUpdate = z.object({
  status: z.enum(CANDIDATE_PROFILE_STATUSES, { error: CANDIDATE_ADMIN_ANSWERS.statusRequired }),
  /** '' clears it. */
  location: freeText(z.string())
    .max(CANDIDATE_EDIT_LIMITS.location, CANDIDATE_ADMIN_ANSWERS.locationTooLong)
    .trim()
    .optional(),
  methodologies: zEditList.optional(),
  industries: zEditList.optional(),
});
export type TCandidateUpdate = z.input<typeof ZCandidateUpdate>;

/** `DELETE /api/candidate-profiles/{id}`: the message and how many profiles remain. */
export const ZCandidateProfileDeleted = z.object({
  success: z.literal(true),
  message: z.string(),
  remainingCount: z.number().int().nonnegative(),
});

/** One row of `GET /api/all-candidate-users`: a registration, complete (with a profile) or not. */
export const ZCandidateUserRow = z.object({
  userId: zId,
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  role: z.string().nullable(),
  /** 'complete' with a profile, else 'incomplete'. */
  status: z.enum(CANDIDATE_USER_PROFILE_FILTERS),
  hasProfile: z.boolean(),
  /** When the last reminder went (ISO 8601), null if none. */
  remindedAt: z.string().nullable(),
});
export type TCandidateUserRow = z.infer<typeof ZCandidateUserRow>;

/** `GET /api/all-candidate-users`: page, search over name and e-mail, sort, and with or without a profile. */
export const ZCandidateUsersQuery = listQuery({
  sorts: CANDIDATE_USER_SORTS,
  defaultSort: 'created_at',
  filters: { profile: statusFilter(CANDIDATE_USER_PROFILE_FILTERS) },
});
export type TCandidateUsersQuery = z.input<typeof ZCandidateUsersQuery>;

/** `POST /api/candidate-users/{id}/reminder`: sent, and when the next one may go. */
export const ZCandidateReminderAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  nextReminderAt: z.string(),
});

/** `POST /api/admin/candidate-invitations`: who to invite (spec section 5's registration rules). */
export const ZCandidateInvite = z.object({
  name: zPersonName(1, AUTH_MESSAGES.nameRequired),
  email: zEmail,
});
export type TCandidateInvite = z.input<typeof ZCandidateInvite>;

/** The invitation's answer: the account created. */
export const ZCandidateInviteAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ userId: zId, name: z.string(), email: z.string() }),
});

// --- One-pagers and talent combines (issue 12, items 3 and 4) ---

/** Spec section 4: a one-pager is active (green badge), inactive or pending; a missing status shows 'Pending'. */
export const ONE_PAGER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type TOnePagerStatus = (typeof ONE_PAGER_STATUSES)[number];
export const ONE_PAGER_SORTS = ['createdAt', 'title', 'candidateName'] as const;
export const TALENT_COMBINE_SORTS = ['createdAt', 'name', 'targetDate'] as const;
/** Spec section 9: a talent combine is a package of 5-7 candidates. */
export const TALENT_COMBINE_SIZE = { min: 5, max: 7 } as const;
/**
 * The sizes a combine serves: a 5-7 candidate package, or a combine day's afternoon of 6-12 (spec section 1; issue
 * 47: a combine of 8-12 for a combine day was flagged as outside the package). One outside 5-12 is allowed, and
 * flagged in these words.
 */
export const COMBINE_SERVES = { min: TALENT_COMBINE_SIZE.min, max: 12 } as const;
export const COMBINE_SIZE_WORDS = {
  flag: `Outside the ${COMBINE_SERVES.min}-${COMBINE_SERVES.max} candidates a combine serves`,
  tag: `outside ${COMBINE_SERVES.min}-${COMBINE_SERVES.max}`,
  description: (count: number) =>
    `This combine holds ${count} one-pager${count === 1 ? '' : 's'}; clients expect a package of ` +
    `${TALENT_COMBINE_SIZE.min}-${TALENT_COMBINE_SIZE.max} candidates, or 6-12 for a combine day.`,
} as const;
/** Longest texts and lists of a one-pager (the spec is silent: what fits on one printed page). */
export const ONE_PAGER_LIMITS = {
  title: 200,
  summary: 1000,
  text: 200,
  story: 1000,
  listItems: 10,
  item: 200,
} as const;

/** The words the one-pager and talent-combine operations answer with (screens and tests read the same). */
export const TALENT_ANSWERS = {
  onePagerNotFound: 'No such one-pager: it may have been deleted.',
  profileNotFound: 'No such candidate profile: it may have been deleted.',
  combineNotFound: 'No such talent combine.',
  onePagerAdded: 'One-pager added to the talent combine.',
  onePagerAlreadyIn: 'The one-pager is already in this talent combine.',
  onePagerRemoved: 'One-pager removed from the talent combine.',
  onePagerNotIn: 'The one-pager was not in this talent combine.',
  titleRequired: 'Title is required',
  nameRequired: 'Name is required',
  candidateRequired: 'Choose a candidate',
  statusInvalid: 'Status must be active, inactive or pending.',
  combineStatusInvalid: 'Status must be active, pending or completed.',
  targetDate: 'Target date must be a date (YYYY-MM-DD).',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooMany: (max: number) => `At most ${max} entries.`,
} as const;

/**
 * The file name a one-pager's PDF is saved as, from the name it shows (the candidate's, or the alias an
 * anonymized company sees): accents dropped, lower case, dashes ('ava-thompson-one-pager.pdf'). The server's
 * `Content-Disposition` and the screens' downloads use this one.
 */
export const onePagerPdfFileName = (shownName: string) => {
  const slug = shownName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'candidate'}-one-pager.pdf`;
};

/** Is a combine of this many one-pagers outside the sizes a combine serves (5-12)? */
export const isOutsideCombineSize = (count: number) =>
  count < COMBINE_SERVES.min || count > COMBINE_SERVES.max;

/** The content of a one-pager as stored and answered (spec section 3): what the PDF and the dialog show. */
export const ZOnePagerContent = z.object({
  name: z.string(),
  title: z.string(),
  location: z.string(),
  salaryExpectations: z.string(),
  methodologies: z.array(z.string()),
  industries: z.array(z.string()),
  dealCycles: z.array(z.string()),
  targetRoles: z.array(z.string()),
  quota: z.string(),
  quotaAttainment: z.string(),
  averageACV: z.string(),
  achievements: z.array(z.string()),
  summaryItems: z.array(z.string()),
  dealWalkthroughSituation: z.string(),
  dealWalkthroughAction: z.string(),
  dealWalkthroughResult: z.string(),
});
export type TOnePagerContent = z.infer<typeof ZOnePagerContent>;

/** The content of a one-pager written before content was kept: only the candidate's name. */
export const emptyOnePagerContent = (name: string): TOnePagerContent => ({
  name,
  title: '',
  location: '',
  salaryExpectations: '',
  methodologies: [],
  industries: [],
  dealCycles: [],
  targetRoles: [],
  quota: '',
  quotaAttainment: '',
  averageACV: '',
  achievements: [],
  summaryItems: [],
  dealWalkthroughSituation: '',
  dealWalkthroughAction: '',
  dealWalkthroughResult: '',
});

/** A free text of a one-pager (its summary, quota, a deal's story): line breaks kept ({@link freeText}). */
const zText = (max: number = ONE_PAGER_LIMITS.text) =>
  freeText(z.string()).max(max, TALENT_ANSWERS.tooLong(max)).trim().default('');
/** A one-line text of a one-pager (its title, location, salary): no line breaks or control characters. */
const zLine = (max: number = ONE_PAGER_LIMITS.text) =>
  singleLine(z.string(), NAME_MESSAGES.titleControlCharacters)
    .max(max, TALENT_ANSWERS.tooLong(max))
    .trim()
    .default('');
/** A list of short entries: trimmed, empties dropped, at most `listItems`. */
const zLines = (max: number = ONE_PAGER_LIMITS.item) =>
  z
    .array(freeText(z.string()).max(max, TALENT_ANSWERS.tooLong(max)).trim())
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(
      z.array(z.string()).max(ONE_PAGER_LIMITS.listItems, TALENT_ANSWERS.tooMany(ONE_PAGER_LIMITS.listItems)),
    )
    .default([]);

/** The content an admin writes (create and edit): the name required, every other field optional. */
export const ZOnePagerContentInput = z.object({
  name: singleLine(z.string({ error: TALENT_ANSWERS.nameRequired }))
    .max(ONE_PAGER_LIMITS.text, TALENT_ANSWERS.tooLong(ONE_PAGER_LIMITS.text))
    .trim()
    .min(1, TALENT_ANSWERS.nameRequired),
  title: zLine(),
  location: zLine(),
  salaryExpectations: zLine(),
  methodologies: zLines(),
  industries: zLines(),
  dealCycles: zLines(),
  targetRoles: zLines(),
  quota: zText(ONE_PAGER_LIMITS.story),
  quotaAttainment: zText(ONE_PAGER_LIMITS.story),
  averageACV: zText(),
  achievements: zLines(ONE_PAGER_LIMITS.story),
  summaryItems: zLines(ONE_PAGER_LIMITS.story),
  dealWalkthroughSituation: zText(ONE_PAGER_LIMITS.story),
  dealWalkthroughAction: zText(ONE_PAGER_LIMITS.story),
  dealWalkthroughResult: zText(ONE_PAGER_LIMITS.story),
});

const ZOnePagerStatusInput = z.enum(ONE_PAGER_STATUSES, { error: TALENT_ANSWERS.statusInvalid });

/** `PUT /api/one-pagers/{id}`: the whole editable one-pager (the candidate it is about never changes). */
export const ZUpdateOnePager = z.object({
  title: singleLine(z.string({ error: TALENT_ANSWERS.titleRequired }), NAME_MESSAGES.titleControlCharacters)
    .max(ONE_PAGER_LIMITS.title, TALENT_ANSWERS.tooLong(ONE_PAGER_LIMITS.title))
    .trim()
    .min(1, TALENT_ANSWERS.titleRequired),
  status: ZOnePagerStatusInput.default('active'),
  summary: zText(ONE_PAGER_LIMITS.summary),
  content: ZOnePagerContentInput,
});
export type TUpdateOnePager = z.input<typeof ZUpdateOnePager>;

/** `POST /api/one-pagers`: a one-pager of a candidate profile (its id), as the admin edited the draft. */
export const ZCreateOnePager = ZUpdateOnePager.extend({
  candidateProfileId: z
    .string({ error: TALENT_ANSWERS.candidateRequired })
    .regex(/^[a-f\d]{24}$/i, TALENT_ANSWERS.candidateRequired),
});
export type TCreateOnePager = z.input<typeof ZCreateOnePager>;

/** A combine a one-pager belongs to (spec section 3: entries with talentCombineId). */
const ZOnePagerCombineEntry = z.object({ talentCombineId: zId });

/**
 * A one-pager (spec section 3), as the candidate's own list answers it: the candidate's name, title, status,
 * summary, industries and methodologies (from the content), the combines it is in and the content.
 */
export const ZOnePager = z.object({
  id: zId,
  title: z.string(),
  candidateName: z.string(),
  status: z.string().nullish(),
  summary: z.string().nullable(),
  industries: z.array(z.string()),
  methodologies: z.array(z.string()),
  talentCombines: z.array(ZOnePagerCombineEntry),
  content: ZOnePagerContent.nullable(),
  createdAt: z.string(),
});
export type TOnePager = z.infer<typeof ZOnePager>;

/**
 * `GET /api/user/one-pagers/{id}`: the candidate's own one-pager as a company with the full view receives it,
 * under the candidate's privacy settings (their contact details only where `showContact` is on), and those
 * settings, so the screen can say so (a hidden profile: companies see none of it).
 */
export const ZOwnOnePager = ZOnePager.extend({
  asCompaniesSee: z.object({ profilePublic: z.boolean(), showContact: z.boolean() }),
});
export type TOwnOnePager = z.infer<typeof ZOwnOnePager>;

/** A row of the admins' one-pager list: the one-pager without its content, with whose it is and its downloads. */
export const ZOnePagerRow = ZOnePager.omit({ content: true }).extend({
  candidateProfileId: z.string().nullable(),
  updatedAt: z.string(),
  pdfDownloads: z.number().int().nonnegative(),
});
export type TOnePagerRow = z.infer<typeof ZOnePagerRow>;

/** A combine as a one-pager's dialog names it. */
export const ZTalentCombineRef = z.object({
  id: zId,
  name: z.string(),
  status: z.enum(TALENT_COMBINE_STATUSES),
});

/** `GET /api/one-pagers/{id}`: the whole one-pager and the combines it is in, by name. */
export const ZOnePagerDetail = ZOnePagerRow.extend({
  content: ZOnePagerContent.nullable(),
  combines: z.array(ZTalentCombineRef),
});
export type TOnePagerDetail = z.infer<typeof ZOnePagerDetail>;

/** `GET /api/candidate-profiles/{id}/one-pager-draft`: a new one-pager's fields, pre-filled from the profile. */
export const ZOnePagerDraft = z.object({
  candidateProfileId: zId,
  title: z.string(),
  summary: z.string(),
  content: ZOnePagerContent,
});
export type TOnePagerDraft = z.infer<typeof ZOnePagerDraft>;

/** `GET /api/one-pagers`: page, search over the title and the candidate's name, status filter, sort. */
export const ZOnePagersQuery = listQuery({
  sorts: ONE_PAGER_SORTS,
  defaultSort: 'createdAt',
  filters: { status: statusFilter(ONE_PAGER_STATUSES) },
});
export type TOnePagersQuery = z.input<typeof ZOnePagersQuery>;

/** A talent combine (spec section 3), with how many one-pagers it holds (5-7 is the package size). */
export const ZTalentCombine = z.object({
  id: zId,
  name: z.string(),
  description: z.string(),
  status: z.enum(TALENT_COMBINE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** YYYY-MM-DD, or null when none is set. */
  targetDate: z.string().nullable(),
  onePagerCount: z.number().int().nonnegative(),
});
export type TTalentCombine = z.infer<typeof ZTalentCombine>;

/** The most one-pagers `GET /api/talent-combines/{id}` lists (a package holds 5-7). */
export const MAX_COMBINE_MEMBERS_LISTED = 100;

/** `GET /api/talent-combines/{id}`: the combine and its one-pagers, by candidate name. */
export const ZTalentCombineDetail = ZTalentCombine.extend({ onePagers: z.array(ZOnePagerRow) });
export type TTalentCombineDetail = z.infer<typeof ZTalentCombineDetail>;

/** `GET /api/talent-combines`: page, search over the name and description, status filter, sort. */
export const ZTalentCombinesQuery = listQuery({
  sorts: TALENT_COMBINE_SORTS,
  defaultSort: 'createdAt',
  filters: { status: statusFilter(TALENT_COMBINE_STATUSES) },
});
export type TTalentCombinesQuery = z.input<typeof ZTalentCombinesQuery>;

/** `POST /api/talent-combines` and `PUT /api/talent-combines/{id}` (spec section 5; status defaults to active). */
export const ZCreateTalentCombine = z.object({
  name: singleLine(z.string({ error: 'Name must be at least 3 characters' }))
    .max(200, TALENT_ANSWERS.tooLong(200))
    .trim()
    .min(3, 'Name must be at least 3 characters'),
  description: freeText(z.string({ error: 'Description must be at least 10 characters' }))
    .max(5000, TALENT_ANSWERS.tooLong(5000))
    .trim()
    .min(10, 'Description must be at least 10 characters'),
  status: z.enum(TALENT_COMBINE_STATUSES, { error: TALENT_ANSWERS.combineStatusInvalid }).default('active'),
  /** Optional: absent, null or '' is none. */
  targetDate: z
    .union([z.literal(''), z.null(), z.iso.date(TALENT_ANSWERS.targetDate)], {
      error: TALENT_ANSWERS.targetDate,
    })
    .optional()
    .transform((date) => date || null),
});
export type TCreateTalentCombine = z.input<typeof ZCreateTalentCombine>;
export const ZUpdateTalentCombine = ZCreateTalentCombine;

/** `POST /api/talent-combines/add-one-pager`. */
export const ZAddOnePager = z.object({ talentCombineId: ZObjectIdParam, onePagerId: ZObjectIdParam });

/** The answer of adding or removing a one-pager: whether this call changed the combine, and its size now. */
export const ZCombineMembershipAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  changed: z.boolean(),
  onePagerCount: z.number().int().nonnegative(),
});

/** A success answer that carries a message. */
export const ZMessageAnswer = z.object({ success: z.literal(true).optional(), message: z.string() }).loose();
