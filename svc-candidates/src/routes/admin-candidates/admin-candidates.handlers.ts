import type { TAuthAccountEvent } from '@gtm/contracts/account-events';
import type { TCandidateCleanupJob } from '@gtm/contracts/candidate-cleanup';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type * as operations from '@gtm/contracts/operations/admin-candidates';
import {
  CANDIDATE_ADMIN_ANSWERS,
  CANDIDATE_REMINDER_COOLDOWN_MS,
  reminderCooldownMessage,
} from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { toProfileDetail, toProfileRow, toUserRow } from './admin-candidate-rows.ts';

/** What the admin candidate handlers need. */
export type TAdminCandidatesDeps = {
  profiles: TCandidateProfilesRepository;
  accounts: TCandidateAccountsRepository;
  audit: TAuditTrail;
  /**
   * Where the cleanup of a deleted profile (files, one-pagers), svc-auth's removal of a registration's account
   * and the reminders (svc-auth's e-mail worker sends them) are published.
   */
  outbox: TOutbox;
  /** The profiles' files: the view dialog links to them. */
  files: TFileStore;
};

/** Fields of a profile an admin edits, as the audit log names them. */
const EDITED_FIELDS = ['status', 'location', 'methodologies', 'industries'] as const;

/** The outbox could not store a job (MongoDB refused): 503 in `message`'s words, nothing done. */
const unavailable = (message: string) => (cause: unknown) =>
  new AppError('UNAVAILABLE', {
    userMessage: message,
    internalMessage: 'job not stored in the outbox',
    cause,
  });

const profileNotFound = () =>
  new AppError('NOT_FOUND', { userMessage: CANDIDATE_ADMIN_ANSWERS.profileNotFound });
const registrationNotFound = () =>
  new AppError('NOT_FOUND', { userMessage: CANDIDATE_ADMIN_ANSWERS.registrationNotFound });
const hasProfile = () =>
  new AppError('CONFLICT', { userMessage: CANDIDATE_ADMIN_ANSWERS.registrationHasProfile });

/** The admins' candidate operations: profiles and registrations, their edits, deletes and reminders. */
export const adminCandidatesHandlers = (deps: TAdminCandidatesDeps) => {
  const listCandidateProfiles: TOperationHandler<typeof operations.listCandidateProfiles> = async (
    c,
    { query },
  ) => {
    const page = await deps.profiles.list(query);
    return c.json({ ...page, items: page.items.map(toProfileRow) }, 200);
  };

  const getCandidateProfile: TOperationHandler<typeof operations.getCandidateProfile> = async (
    c,
    { params },
  ) => {
    const record = await deps.profiles.findById(params.id);
    if (!record) throw profileNotFound();
    return c.json(await toProfileDetail(record, deps.files), 200);
  };

  const updateCandidate: TOperationHandler<typeof operations.updateCandidate> = async (
    c,
    { params, body },
  ) => {
    const saved = await deps.profiles.adminUpdate(params.id, body);
    if (!saved) {
      throw new AppError('NOT_FOUND', { userMessage: CANDIDATE_ADMIN_ANSWERS.candidateNotFound });
    }
    const before = toProfileRow(saved.before);
    const after = await toProfileDetail(saved.after, deps.files);
    await deps.audit.record(c, {
      action: 'candidate.updated',
      target: { type: 'candidate', id: after.id, label: after.name },
      changes: changedFields(before, after, EDITED_FIELDS),
    });
    return c.json(after, 200);
  };

  /**
   * Stores the cleanup first (if MongoDB refuses: 503 and nothing is deleted), then deletes the profile; the job
   * waits for the delete and removes the files and one-pagers. The account stays, as an incomplete registration.
   */
  const deleteCandidateProfile: TOperationHandler<typeof operations.deleteCandidateProfile> = async (
    c,
    { params },
  ) => {
    const record = await deps.profiles.findById(params.id);
    if (!record) throw profileNotFound();
    const job: TCandidateCleanupJob = { profileId: params.id, userId: record.userId, deletedAt: Date.now() };
    await deps.outbox.publish(
      outboxMessage.candidateCleanup(job),
      unavailable('The profile could not be deleted right now. Please try again in a minute.'),
    );
    const deleted = await deps.profiles.deleteById(params.id);
    if (!deleted) throw profileNotFound();
    await deps.accounts.setHasProfile(deleted.userId, false);
    const row = toProfileRow(deleted);
    await deps.audit.record(c, {
      action: 'candidate.deleted',
      target: { type: 'candidate', id: row.id, label: row.name },
      changes: changedFields(row, null, ['status', 'email', 'name']),
    });
    const remainingCount = await deps.profiles.count();
    return c.json(
      { success: true as const, message: CANDIDATE_ADMIN_ANSWERS.profileDeleted, remainingCount },
      200,
    );
  };

  const listCandidateUsers: TOperationHandler<typeof operations.listCandidateUsers> = async (
    c,
    { query },
  ) => {
    const page = await deps.accounts.list(query);
    return c.json({ ...page, items: page.items.map(toUserRow) }, 200);
  };

  /**
   * Removes an incomplete registration: svc-auth's event is stored first (if MongoDB refuses: 503, nothing
   * removed); svc-auth ends the account's sessions, deletes it and announces `account.deleted`. The list drops
   * it at once.
   */
  const deleteCandidateUser: TOperationHandler<typeof operations.deleteCandidateUser> = async (
    c,
    { params },
  ) => {
    const account = await deps.accounts.findById(params.id);
    if (!account) throw registrationNotFound();
    if (account.hasProfile || (await deps.profiles.findByUserId(params.id))) throw hasProfile();
    const eventId = `candidate.registration-removed.${params.id}`;
    const event: TAuthAccountEvent = {
      eventId,
      type: 'candidate.registration-removed',
      userId: params.id,
      at: Date.now(),
    };
    await deps.outbox.publish(
      outboxMessage.authAccountEvent(event),
      unavailable('The registration could not be removed right now. Please try again in a minute.'),
    );
    await deps.accounts.deleted(params.id);
    await deps.audit.record(c, {
      action: 'candidate-registration.deleted',
      target: { type: 'candidate-registration', id: params.id, label: account.name },
      changes: changedFields({ email: account.email, name: account.name }, null, ['name', 'email']),
    });
    return c.json({ success: true as const, message: CANDIDATE_ADMIN_ANSWERS.registrationDeleted }, 200);
  };

  /**
   * E-mails an incomplete registration a reminder through the e-mail queue, at most once per 24 hours: the
   * cooldown is claimed in one conditional update, and given back if the e-mail cannot be stored.
   */
  const sendCandidateReminder: TOperationHandler<typeof operations.sendCandidateReminder> = async (
    c,
    { params },
  ) => {
    const now = new Date();
    const claim = await deps.accounts.claimReminder(params.id, now, CANDIDATE_REMINDER_COOLDOWN_MS);
    if (claim.outcome === 'unknown') throw registrationNotFound();
    if (claim.outcome === 'has-profile') throw hasProfile();
    if (claim.outcome === 'cooling-down') {
      c.header(
        'Retry-After',
        String(Math.max(1, Math.ceil((claim.nextAt.getTime() - now.getTime()) / 1000))),
      );
      throw new AppError('RATE_LIMITED', { userMessage: reminderCooldownMessage(claim.nextAt) });
    }
    const { account } = claim;
    const email: TEmailJob = {
      template: 'candidate-reminder',
      to: account.email,
      ref: `candidate-reminder:${account._id}`,
      params: { name: account.name },
    };
    try {
      await deps.outbox.publish(
        outboxMessage.email(email, `candidate-reminder.${account._id}.${now.getTime()}`),
        unavailable(CANDIDATE_ADMIN_ANSWERS.reminderUnavailable),
      );
    } catch (error) {
      await deps.accounts.releaseReminder(params.id, now, claim.previous);
      throw error;
    }
    await deps.audit.record(c, {
      action: 'candidate.reminded',
      target: { type: 'candidate-registration', id: params.id, label: account.name },
    });
    const nextReminderAt = new Date(now.getTime() + CANDIDATE_REMINDER_COOLDOWN_MS).toISOString();
    return c.json(
      { success: true as const, message: CANDIDATE_ADMIN_ANSWERS.reminderSent, nextReminderAt },
      202,
    );
  };

  return {
    listCandidateProfiles,
    getCandidateProfile,
    updateCandidate,
    deleteCandidateProfile,
    listCandidateUsers,
    deleteCandidateUser,
    sendCandidateReminder,
  };
};
