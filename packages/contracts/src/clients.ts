import { z } from 'zod';
import { AUTH_MESSAGES, zEmail } from './auth.ts';
import { listQuery, ZPage } from './list-query.ts';
import { zPersonName } from './person-name.ts';
import { canonicalTimeZone, isTimeZone, timeZoneChoices } from '@gtm/hiring/time-zones';
import { DEFAULT_CURRENCY, isCurrencyCode } from '@gtm/hiring/money';

/**
 * How a client company's users hear of a combine shared with it: an e-mail at once, a daily, weekly or
 * monthly digest (a BullMQ job scheduler sends them), or none.
 */
export const CLIENT_EMAIL_FREQUENCIES = ['immediately', 'daily', 'weekly', 'monthly', 'never'] as const;
export type TClientEmailFrequency = (typeof CLIENT_EMAIL_FREQUENCIES)[number];
/** What a client company's users see of candidate profiles. */
export const CLIENT_VIEW_TYPES = ['full', 'anonymized'] as const;

/** A client company's success fee: a percentage of the hire's salary, 0 to 50 with at most 2 decimals. */
export const CLIENT_FEE_PERCENT = { min: 0, max: 50, default: 20 } as const;
/** The tax a company's invoices add to the fee (issue 46): a percentage, 0 to 30 with at most 2 decimals. */
export const CLIENT_TAX_PERCENT = { min: 0, max: 30, default: 0 } as const;
/** The currency a company is billed in until an admin sets its own (ISO 4217). */
export const CLIENT_DEFAULT_CURRENCY = DEFAULT_CURRENCY;
/** The longest billing details of a company (a line; the multi-line address). */
export const CLIENT_BILLING_LIMITS = { line: 200, address: 1000 } as const;
/** A company's billing details until an admin sets them (issue 46): none, billed in USD without tax. */
export const CLIENT_BILLING_DEFAULTS = {
  legal_name: '',
  billing_address: '',
  billing_email: '',
  tax_id: '',
  currency: DEFAULT_CURRENCY,
  tax_percent: 0,
} as const;
/** The time zone a company's business days are counted in, until an admin sets its own. */
export const CLIENT_DEFAULT_TIME_ZONE = 'UTC';

/**
 * The time zones a company may have: every zone by its canonical name (the hiring core's rule: any name `Intl`
 * accepts, aliases such as Asia/Calcutta read as Asia/Kolkata), and 'UTC', sorted.
 */
export const clientTimeZones = timeZoneChoices;
/** Whether `zone` names a time zone, in any spelling `Intl` accepts (it is stored by its canonical name). */
export const isClientTimeZone = isTimeZone;

/** One row of `GET /api/admin/client-companies` (spec field names; newest first). */
export const ZClientCompany = z.object({
  _id: z.string(),
  name: z.string(),
  email_frequency: z.enum(CLIENT_EMAIL_FREQUENCIES),
  view_type: z.enum(CLIENT_VIEW_TYPES),
  /**
   * The success fee, percent of the hire's salary ({@link CLIENT_FEE_PERCENT}; 20 until set). Defaulted when
   * parsing too, so a reader still reads an answer of a svc-clients from before it.
   */
  fee_percent: z.number().default(CLIENT_FEE_PERCENT.default),
  /** IANA time zone its business days are counted in ('UTC' until set). */
  time_zone: z.string().default(CLIENT_DEFAULT_TIME_ZONE),
  /** Billing (issue 46): the name its invoices are addressed to ('' until set: its name is used). */
  legal_name: z.string().default(''),
  /** The postal address its invoices print, lines separated by newlines. */
  billing_address: z.string().default(''),
  /** Where its invoices are e-mailed ('' until set: its enabled users). */
  billing_email: z.string().default(''),
  tax_id: z.string().default(''),
  /** ISO 4217: the currency its salaries and fees are in ('USD' until set). */
  currency: z.string().default(CLIENT_DEFAULT_CURRENCY),
  /** The tax its invoices add to the fee, percent ({@link CLIENT_TAX_PERCENT}; 0 until set). */
  tax_percent: z.number().default(CLIENT_TAX_PERCENT.default),
  deleted: z.boolean(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type TClientCompany = z.infer<typeof ZClientCompany>;

/**
 * `GET /api/admin/client-companies`: one page, newest first (or by name), searched inside the name (spec:
 * case-insensitive substring). The spec paged on the client; 10k companies are paged by the server instead.
 */
export const ZClientCompaniesQuery = listQuery({
  sorts: ['created_at', 'name'],
  defaultSort: 'created_at',
  filters: {},
});
export type TClientCompaniesQuery = z.input<typeof ZClientCompaniesQuery>;
export const ZClientCompanyPage = ZPage(ZClientCompany);

/** One row of `GET /api/admin/client-users`, its company embedded with its name (null if it is gone). */
export const ZClientUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  clientCompanyId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  sign_in_count: z.number().int().nonnegative(),
  /** ISO 8601, null before the first sign-in. */
  last_sign_in_at: z.string().nullable(),
  is_enabled: z.boolean(),
  /** A self-registered employer whose access request waits for an admin's decision (in no company yet). */
  awaiting_approval: z.boolean().optional(),
});
export type TClientUser = z.infer<typeof ZClientUser>;

/** `GET /api/admin/client-users`: one page, newest first, searched inside the name and the e-mail. */
export const ZClientUsersQuery = listQuery({ sorts: ['created_at'], defaultSort: 'created_at', filters: {} });
export type TClientUsersQuery = z.input<typeof ZClientUsersQuery>;
export const ZClientUserPage = ZPage(ZClientUser);

const zObjectId = z.string().regex(/^[a-f\d]{24}$/i, 'Not a valid id');
export const ZClientIdParams = z.object({ id: zObjectId });

/** The words of the admins' client operations and screens. */
export const CLIENT_ANSWERS = {
  companyNotFound: 'No such client company: it may have been deleted.',
  userNotFound: 'No such client user.',
  companyDeleted: 'This company is deleted: restore it first.',
  companyRequired: 'Choose a company',
  nothingToChange: 'Nothing to change',
  frequencyInvalid: 'Email frequency must be immediately, daily, weekly, monthly or never.',
  viewTypeInvalid: 'View type must be full or anonymized.',
  feeInvalid: 'Fee must be a number from 0 to 50.',
  timeZoneInvalid: 'Choose a valid time zone (such as America/Los_Angeles).',
  taxInvalid: 'Tax must be a number from 0 to 30.',
  currencyInvalid: 'Currency must be an ISO 4217 code (such as USD or EUR).',
  billingEmailInvalid: 'Billing e-mail must be a valid e-mail address.',
  legalNameTooLong: `Legal name must be at most ${CLIENT_BILLING_LIMITS.line} characters.`,
  taxIdTooLong: `Tax id must be at most ${CLIENT_BILLING_LIMITS.line} characters.`,
  billingAddressTooLong: `Billing address must be at most ${CLIENT_BILLING_LIMITS.address.toLocaleString('en-US')} characters.`,
  invitationSent: 'Invitation sent: the account is created and a sign-in link is on its way.',
  invitationUnavailable: 'The invitation could not be sent right now. Please try again in a minute.',
  emailTaken: 'An account with this e-mail already exists.',
  accessApproved: (company: string) =>
    `Access approved: the user now belongs to ${company} and was told by e-mail.`,
  accessDenied: 'Access denied: the user was told by e-mail and cannot sign in.',
  accessRequestDecided: 'This access request was already decided.',
  accessRequestNotFound: 'No such access request.',
  accessDecisionInvalid: 'Decision must be approve or deny.',
  accessCompanyRequired: 'Choose the company this user joins',
  lookupIdsCount: 'Give 1 to 500 company ids.',
} as const;

/** Most companies one lookup reads (a month of the admins' combine day calendar is at most 500 days). */
export const CLIENT_LOOKUP_MAX = 500;
/** `POST /api/admin/client-companies/lookup`: the ids of the companies to read, 1 to {@link CLIENT_LOOKUP_MAX}. */
export const ZClientCompanyLookup = z.object({
  ids: z
    .array(zObjectId)
    .min(1, CLIENT_ANSWERS.lookupIdsCount)
    .max(CLIENT_LOOKUP_MAX, CLIENT_ANSWERS.lookupIdsCount),
});

/** A success fee as an admin sets it: a number from 0 to 50, with at most 2 decimals. */
export const zClientFeePercent = z
  .number({ error: CLIENT_ANSWERS.feeInvalid })
  .min(CLIENT_FEE_PERCENT.min, CLIENT_ANSWERS.feeInvalid)
  .max(CLIENT_FEE_PERCENT.max, CLIENT_ANSWERS.feeInvalid)
  .refine((fee) => Number(fee.toFixed(2)) === fee, CLIENT_ANSWERS.feeInvalid);

/** A company's time zone as an admin sets it: one of {@link clientTimeZones}. */
export const zClientTimeZone = z
  .string({ error: CLIENT_ANSWERS.timeZoneInvalid })
  .refine(isClientTimeZone, CLIENT_ANSWERS.timeZoneInvalid)
  .overwrite((zone) => canonicalTimeZone(zone) ?? zone);

/** A company's tax rate as an admin sets it: a number from 0 to 30, with at most 2 decimals. */
export const zClientTaxPercent = z
  .number({ error: CLIENT_ANSWERS.taxInvalid })
  .min(CLIENT_TAX_PERCENT.min, CLIENT_ANSWERS.taxInvalid)
  .max(CLIENT_TAX_PERCENT.max, CLIENT_ANSWERS.taxInvalid)
  .refine((tax) => Number(tax.toFixed(2)) === tax, CLIENT_ANSWERS.taxInvalid);

/** A company's currency as an admin sets it: an ISO 4217 code (read in capitals: 'eur' is EUR). */
export const zClientCurrency = z
  .string({ error: CLIENT_ANSWERS.currencyInvalid })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, CLIENT_ANSWERS.currencyInvalid);

/** A line of billing details: trimmed, at most `max` characters ('' clears it). */
const billingText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

/** The billing details of a company as an admin edits them (issue 46). */
export const ZClientBilling = z.object({
  legal_name: billingText(CLIENT_BILLING_LIMITS.line, CLIENT_ANSWERS.legalNameTooLong),
  billing_address: billingText(CLIENT_BILLING_LIMITS.address, CLIENT_ANSWERS.billingAddressTooLong),
  // A string, then an address (or empty): see the billing profile's e-mail.
  billing_email: z
    .string()
    .trim()
    .max(254, CLIENT_ANSWERS.billingEmailInvalid)
    .pipe(z.union([z.literal(''), z.email(CLIENT_ANSWERS.billingEmailInvalid)])),
  tax_id: billingText(CLIENT_BILLING_LIMITS.line, CLIENT_ANSWERS.taxIdTooLong),
  currency: zClientCurrency,
  tax_percent: zClientTaxPercent,
});

/**
 * `PATCH /api/admin/client-companies/{id}`: any of e-mail frequency, view type, success fee, time zone, the
 * billing details and deleted; deleting a company ends its users' access.
 */
export const ZClientCompanyUpdate = z
  .object({
    email_frequency: z.enum(CLIENT_EMAIL_FREQUENCIES, { error: CLIENT_ANSWERS.frequencyInvalid }).optional(),
    view_type: z.enum(CLIENT_VIEW_TYPES, { error: CLIENT_ANSWERS.viewTypeInvalid }).optional(),
    fee_percent: zClientFeePercent.optional(),
    time_zone: zClientTimeZone.optional(),
    ...ZClientBilling.partial().shape,
    deleted: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: CLIENT_ANSWERS.nothingToChange,
  });
export type TClientCompanyUpdate = z.input<typeof ZClientCompanyUpdate>;

/**
 * `GET /api/admin/client-companies/{id}/billing-recipients`: where its invoices are e-mailed: its billing e-mail,
 * else its enabled users' addresses (none for a deleted company).
 */
export const ZBillingRecipients = z.object({ emails: z.array(z.string()) });

/** `PATCH /api/admin/client-users/{id}`: enable or disable the user, or move them to a company. */
export const ZClientUserUpdate = z
  .object({
    is_enabled: z.boolean().optional(),
    clientCompanyId: zObjectId.optional(),
  })
  .refine((update) => update.is_enabled !== undefined || update.clientCompanyId !== undefined, {
    message: CLIENT_ANSWERS.nothingToChange,
  });

/** Where a self-registered employer's access request stands. */
export const CLIENT_ACCESS_STATUSES = ['pending', 'approved', 'denied'] as const;

/**
 * A self-registered employer waiting for an admin's decision. A registration never joins a company by itself:
 * `company` is the name the employer typed (null if none), `matchedCompany` the live company whose name is the
 * same with case, spacing and accents ignored (null if none). Only admins see either.
 */
export const ZClientAccessRequest = z.object({
  clientUserId: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  matchedCompany: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** ISO 8601. */
  requestedAt: z.string(),
});
export type TClientAccessRequest = z.infer<typeof ZClientAccessRequest>;

/** `GET /api/admin/client-access-requests`: the pending requests, oldest first. */
export const ZClientAccessRequestList = z.object({ items: z.array(ZClientAccessRequest) });

/**
 * `POST /api/admin/client-access-requests/{id}`: approve (into `clientCompanyId`, else the matched company, else
 * a new company of the typed name) or deny (the user is disabled).
 */
export const ZClientAccessDecision = z.object({
  decision: z.enum(['approve', 'deny'], { error: CLIENT_ANSWERS.accessDecisionInvalid }),
  clientCompanyId: zObjectId.optional(),
});
export type TClientAccessDecision = z.input<typeof ZClientAccessDecision>;

export const ZClientAccessDecisionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: ZClientUser,
});

/** `POST /api/admin/client-user-invitations`: a new client user of an existing company, invited by e-mail. */
export const ZClientUserInvite = z.object({
  name: zPersonName(1, AUTH_MESSAGES.nameRequired),
  email: zEmail,
  clientCompanyId: z
    .string({ error: CLIENT_ANSWERS.companyRequired })
    .regex(/^[a-f\d]{24}$/i, CLIENT_ANSWERS.companyRequired),
});
export type TClientUserInvite = z.input<typeof ZClientUserInvite>;

export const ZClientUserInviteAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ userId: z.string(), name: z.string(), email: z.string(), clientCompanyId: z.string() }),
});

/**
 * `GET /api/employer/access`: the signed-in employer's client user and company (svc-clients). svc-candidates
 * asks it on every employer request (the caller's identity forwarded), so a company's view type, deletion
 * or a disabled user takes effect at once. 403 when the user is disabled or the company deleted; `company`
 * is null while the user belongs to none.
 */
export const ZEmployerAccess = z.object({
  clientUserId: z.string(),
  name: z.string(),
  email: z.string(),
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      view_type: z.enum(CLIENT_VIEW_TYPES),
      email_frequency: z.enum(CLIENT_EMAIL_FREQUENCIES),
    })
    .nullable(),
});
export type TEmployerAccess = z.infer<typeof ZEmployerAccess>;

/**
 * An employer's access as svc-clients last wrote it to Redis under {@link employerAccessKey}, read by svc-candidates
 * on every employer request instead of asking svc-clients: `allowed` with what `GET /api/employer/access` answers,
 * or `refused` with the 403's words (a disabled user, a deleted company, an account with no client user).
 */
export const ZEmployerAccessSnapshot = z.discriminatedUnion('state', [
  z.object({ state: z.literal('allowed'), access: ZEmployerAccess }),
  z.object({ state: z.literal('refused'), message: z.string() }),
]);
export type TEmployerAccessSnapshot = z.infer<typeof ZEmployerAccessSnapshot>;

/** The Redis key of an employer account's access snapshot ({@link ZEmployerAccessSnapshot}). */
export const employerAccessKey = (userId: string) => `employer-access:${userId}`;
