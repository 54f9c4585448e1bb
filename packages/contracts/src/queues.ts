/** BullMQ queue names. Payload schemas live beside the feature that owns the queue. */
export const QUEUES = {
  email: 'email',
  /** Account events for svc-candidates (a BullMQ job goes to one consumer, so each consumer has a queue). */
  accountEvents: 'account-events',
  /** The same account events for svc-clients. */
  clientAccountEvents: 'client-account-events',
  /** Account events for svc-auth from the other services (a candidate's name changed in svc-candidates). */
  authAccountEvents: 'auth-account-events',
  /** Admin writes of every service, for svc-auth's append-only audit log. */
  auditEvents: 'audit-events',
  /** svc-candidates' cleanup after an admin deleted a profile: its files in S3 and its one-pagers. */
  candidateCleanup: 'candidate-cleanup',
  /** Combines shared with (or withdrawn from) client companies, for svc-clients' notices and digests. */
  clientShareEvents: 'client-share-events',
  /** svc-clients' repeatable digest runs (a BullMQ job scheduler). */
  clientDigests: 'client-digests',
  /** Notices for the admins (a client decided, an interview was requested): svc-auth e-mails the admins. */
  adminNotices: 'admin-notices',
  /** The hiring loop's events (shares, views, decisions, interviews, outcomes): svc-candidates' analytics and notifications. */
  hiringEvents: 'hiring-events',
  /** svc-candidates' repeatable sweeps of the decisions due (a BullMQ job scheduler): reminders and overdue notices. */
  decisionReminders: 'decision-reminders',
  /** svc-candidates' repeatable sweep of the placements' 90-day checks (a BullMQ job scheduler). */
  placementChecks: 'placement-checks',
  /** svc-candidates' nightly recount of the admin dashboard's counters (a BullMQ job scheduler). */
  dashboardRecount: 'dashboard-recount',
} as const;
export type TQueueName = (typeof QUEUES)[keyof typeof QUEUES];
