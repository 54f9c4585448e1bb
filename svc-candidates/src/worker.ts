import { loadEnv } from '@gtm/service-kit/env';
import { runWorkerService } from '@gtm/service-kit/service-main';
import { candidatesSettingsFrom, openCandidatesComposition, openCandidatesPeers } from './composition.ts';
import { ZCandidatesEnv } from './env.ts';
import { startAccountEventsWorker } from './jobs/account-events.worker.ts';
import { startCandidateCleanupWorker } from './jobs/candidate-cleanup.worker.ts';
import { startDashboardRecountWorker } from './jobs/dashboard-recount.worker.ts';
import { startHiringEventsWorker } from './jobs/hiring-events.worker.ts';
import { startDecisionRemindersWorker } from './hiring/decisions/decision-reminders.job.ts';
import { startPlacementChecksWorker } from './jobs/placement-checks.worker.ts';

const env = loadEnv(ZCandidatesEnv);

await runWorkerService({
  service: 'svc-candidates',
  env,
  async start(context) {
    // The notifications' readers are asked of svc-clients (a company's users) and svc-auth (the admins).
    const peers = openCandidatesPeers(env, context.signer);
    const composition = openCandidatesComposition({
      ...context,
      redisUrl: env.REDIS_URL,
      settings: candidatesSettingsFrom(env),
      peers: peers.peers,
    });
    // The worker changes what employers and candidates read (renames, deletions): every serving process hears it.
    composition.announceWrites();
    // An account's deletion removes its profile, one-pagers, what clients did, notifications and files in S3.
    const accountEvents = startAccountEventsWorker(await composition.workers.accountEvents());
    context.onClose('account-events worker', () => accountEvents.close());
    // A profile an admin deleted: its files in S3 and its one-pagers.
    const cleanup = startCandidateCleanupWorker(await composition.workers.candidateCleanup());
    context.onClose('candidate-cleanup worker', () => cleanup.close());
    // The hiring loop's events: each consumer keeps its own records (analytics rollups, notifications).
    const hiringEvents = startHiringEventsWorker(await composition.workers.hiringEvents());
    context.onClose('hiring-events worker', () => hiringEvents.close());
    // The decisions due: a BullMQ job scheduler sweeps them every 15 minutes (company reminders, overdue notices).
    await composition.scheduleDecisionSweeps();
    const decisionReminders = startDecisionRemindersWorker(await composition.workers.decisionReminders());
    context.onClose('decision-reminders worker', () => decisionReminders.close());
    // The placements' 90-day checks: an hourly sweep asks each company whose hire started 90 days ago.
    const placementChecks = await startPlacementChecksWorker(await composition.workers.placementChecks());
    context.onClose('placement-checks worker', () => placementChecks.close());
    // The admin dashboard's counters: a nightly recount repairs what a crash between a write and its count left.
    const dashboardRecount = await startDashboardRecountWorker(await composition.workers.dashboardRecount());
    context.onClose('dashboard-recount worker', () => dashboardRecount.close());
    context.onClose('notification recipients calls', peers.close);
    // After the workers: a deletion in progress finishes with S3 still open.
    context.onClose('s3', composition.close);
  },
});
