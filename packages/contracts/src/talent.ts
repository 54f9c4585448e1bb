import { z } from 'zod';

/**
 * The candidate-side entities of spec section 3 as the API answers them. Their request schemas and rules come
 * with the areas that build them (issues 11-13); these shapes are what the descriptors document until then.
 */
export const CANDIDATE_PROFILE_STATUSES = ['active', 'inactive', 'pending'] as const;
export const TALENT_COMBINE_STATUSES = ['active', 'pending', 'completed'] as const;

const zId = z.string().min(1);
/** A MongoDB ObjectId in a path. */
export const ZObjectIdParam = z.string().regex(/^[a-f\d]{24}$/i, 'Not a valid id');

/** One row of `GET /api/candidate-profiles` (admins). */
export const ZCandidateProfileRow = z
  .object({
    id: zId,
    name: z.string(),
    email: z.string(),
    location: z.string().nullish(),
    status: z.enum(CANDIDATE_PROFILE_STATUSES),
    methodologies: z.array(z.string()),
    industries: z.array(z.string()),
  })
  .loose();

/** `PUT /api/candidates/{id}`: the admin's edit dialog (lists arrive already split and trimmed). */
export const ZCandidateUpdate = z.object({
  status: z.enum(CANDIDATE_PROFILE_STATUSES),
  location: z.string().trim().optional(),
  methodologies: z.array(z.string().trim().min(1)).optional(),
  industries: z.array(z.string().trim().min(1)).optional(),
});

/** One row of `GET /api/all-candidate-users`: a registration, complete or not. */
export const ZCandidateUserRow = z
  .object({
    userId: zId,
    name: z.string(),
    email: z.string(),
    created_at: z.string(),
    role: z.string().nullable(),
    status: z.string().nullish(),
    hasProfile: z.boolean(),
  })
  .loose();

/** A one-pager (spec section 3). */
export const ZOnePager = z
  .object({
    id: zId,
    title: z.string(),
    candidateName: z.string(),
    status: z.string().nullish(),
    talentCombines: z.array(z.object({ talentCombineId: zId }).loose()).optional(),
  })
  .loose();

/** A talent combine (spec section 3). */
export const ZTalentCombine = z.object({
  id: zId,
  name: z.string(),
  description: z.string(),
  status: z.enum(TALENT_COMBINE_STATUSES),
  createdAt: z.string(),
  targetDate: z.string().nullish(),
});

/** `POST /api/talent-combines` (spec section 5). */
export const ZCreateTalentCombine = z.object({
  name: z.string().trim().min(3, 'Name must be at least 3 characters'),
  description: z.string().trim().min(10, 'Description must be at least 10 characters'),
  status: z.enum(TALENT_COMBINE_STATUSES).default('active'),
  targetDate: z.string().optional(),
});

/** `POST /api/talent-combines/add-one-pager`. */
export const ZAddOnePager = z.object({ talentCombineId: ZObjectIdParam, onePagerId: ZObjectIdParam });

/** A success answer that carries a message. */
export const ZMessageAnswer = z.object({ success: z.literal(true).optional(), message: z.string() }).loose();
