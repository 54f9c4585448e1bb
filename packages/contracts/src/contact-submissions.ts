import { z } from 'zod';
import { freeText } from './free-text.ts';
import { listQuery, statusFilter, ZPage } from './list-query.ts';

/** Spec section 4: a contact submission is new, in progress or completed; an admin may set any at any time. */
export const CONTACT_SUBMISSION_STATUSES = ['new', 'inProgress', 'completed'] as const;
export type TContactSubmissionStatus = (typeof CONTACT_SUBMISSION_STATUSES)[number];

/** Field limits of the public contact form; the form derives its rules and messages from the same schema. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  messageMin: 10,
  message: 2000,
} as const;

/** Contact submissions one client address may send per window before it gets 429 (spec silent: ours). */
export const CONTACT_RATE_LIMIT = { points: 5, windowSeconds: 3600 } as const;

const trimmed = (label: string, max: number) =>
  freeText(z.string({ error: `${label} is required.` }))
    .max(max, `${label} must be at most ${max} characters.`)
    .trim()
    .min(1, `${label} is required.`);

/** `POST /api/contact-submissions`: the public contact form (name, e-mail, company, message). */
export const ZCreateContactSubmission = z.object({
  name: trimmed('Name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'E-mail is required.' })
    .max(CONTACT_LIMITS.email, `E-mail must be at most ${CONTACT_LIMITS.email} characters.`)
    .trim()
    .min(1, 'E-mail is required.')
    .pipe(z.email('Enter a valid e-mail address.')),
  company: trimmed('Company', CONTACT_LIMITS.company),
  message: trimmed('Message', CONTACT_LIMITS.message).min(
    CONTACT_LIMITS.messageMin,
    `Message must be at least ${CONTACT_LIMITS.messageMin} characters.`,
  ),
});
export type TCreateContactSubmission = z.infer<typeof ZCreateContactSubmission>;

/** A stored contact submission as the API answers it (spec section 3). */
export const ZContactSubmission = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_SUBMISSION_STATUSES),
  createdAt: z.iso.datetime(),
});
export type TContactSubmission = z.infer<typeof ZContactSubmission>;

/** The answer of a successful `POST /api/contact-submissions` (201). */
export const ZCreateContactSubmissionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  submission: ZContactSubmission,
});
export type TCreateContactSubmissionResponse = z.infer<typeof ZCreateContactSubmissionResponse>;

/** What svc-candidates answers about contact submissions, so the screen and the tests read the same words. */
export const CONTACT_SUBMISSION_ANSWERS = {
  notFound: 'No such contact submission: it may have been deleted.',
} as const;

/** The user-facing text of a successful submission (the form's toast shows it). */
export const CONTACT_SUCCESS_MESSAGE = 'Thanks! We will get back to you within 24 hours.';

/**
 * `GET /api/contact-submissions` (admins): one page, newest first unless asked otherwise, searched inside the
 * name, e-mail and company, filtered by status (spec section 9: all, new, inProgress, completed).
 */
export const ZContactSubmissionsQuery = listQuery({
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  filters: { status: statusFilter(CONTACT_SUBMISSION_STATUSES) },
});
export type TContactSubmissionsQuery = z.input<typeof ZContactSubmissionsQuery>;
export const ZContactSubmissionPage = ZPage(ZContactSubmission);

/** `PATCH /api/contact-submissions/{id}`: an admin sets any status at any time (spec section 4). */
export const ZUpdateContactSubmission = z.object({
  status: z.enum(CONTACT_SUBMISSION_STATUSES, {
    error: `Status must be one of ${CONTACT_SUBMISSION_STATUSES.join(', ')}.`,
  }),
});
