import { z } from 'zod';

/**
 * The notification centre (issue 25): one item per recipient and hiring event, read by every signed-in kind
 * through the header's bell. Display texts only: whoever reads an item may read all of it.
 */
export const NOTIFICATION_KINDS = [
  'one-pager-ready',
  'profile-shared',
  'profile-viewed',
  'interview-requested',
  'interview-answered',
  'interview-updated',
  'outcome-recorded',
  'combine-shared',
  'candidate-decision',
  'candidate-registered',
  'decision-reminder',
  'decision-overdue',
  'placement-claimed',
  'placement-answered',
  'placement-check',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many of the newest items `GET /api/user/notifications` answers. */
export const NOTIFICATION_FEED_SIZE = 30;
/** Most ids one `POST /api/user/notifications/read` marks. */
export const NOTIFICATION_READ_MAX_IDS = 100;
/** How often the bell asks for news (the issue: every 30 s or less). */
export const NOTIFICATION_POLL_MS = 30_000;

export const NOTIFICATION_ANSWERS = {
  idsInvalid: 'Each notification id must be a valid id',
  tooManyIds: `At most ${NOTIFICATION_READ_MAX_IDS} notifications can be marked read at once`,
} as const;

export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The portal path where the reader acts on it. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** `GET /api/user/notifications`: the newest items and how many of all the reader's items are unread. */
export const ZNotificationFeed = z.object({
  items: z.array(ZNotification),
  unread: z.number().int().nonnegative(),
});
export type TNotificationFeed = z.infer<typeof ZNotificationFeed>;

/**
 * `POST /api/user/notifications/read`: the ids to mark read; none (or no body) marks all. Ids that are not the
 * caller's, or not anyone's, change nothing (no error: an item may have gone since the panel was drawn).
 */
export const ZMarkNotificationsRead = z.object({
  ids: z
    .array(
      z.string().regex(/^[a-f\d]{24}$/i, NOTIFICATION_ANSWERS.idsInvalid),
      NOTIFICATION_ANSWERS.idsInvalid,
    )
    .max(NOTIFICATION_READ_MAX_IDS, NOTIFICATION_ANSWERS.tooManyIds)
    .optional(),
});
export type TMarkNotificationsRead = z.infer<typeof ZMarkNotificationsRead>;

/** Answer of `POST /api/user/notifications/read`: how many were marked now, and how many stay unread. */
export const ZNotificationsMarked = z.object({
  marked: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});

/** The ETag of a reader's feed at a version of it (the version is kept per reader in Redis). */
export const notificationsEtag = (userId: string, version: string) => `"n.${userId}.${version}"`;

/** Who hears of a company's hiring events: the account ids of its enabled users (svc-clients). */
export const ZNotificationRecipients = z.object({ userIds: z.array(z.string()) });

/** The admins and their notification settings (svc-auth), for the notification centre's worker. */
export const ZAdminRecipients = z.object({
  items: z.array(
    z.object({
      userId: z.string(),
      emailNotifications: z.boolean(),
      newCandidateAlerts: z.boolean(),
      marketingEmails: z.boolean(),
    }),
  ),
});
export type TAdminRecipients = z.infer<typeof ZAdminRecipients>;
