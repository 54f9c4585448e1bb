import type { TClientEmailFrequency } from '@gtm/contracts/clients';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TClientCompaniesRepository } from '../client-directory/client-companies.repository.ts';
import type { TClientUsersRepository } from '../client-directory/client-users.repository.ts';
import type { TShareNoticesRepository } from './share-notices.repository.ts';

/** At most this many combines are listed in one digest; the others are counted ("and 3 more"). */
export const DIGEST_MAX_COMBINES = 50;

/** A digest period: its key (part of each e-mail's job id) and its start (notices shared before it belong to it). */
export type TDigestPeriod = { key: string; start: Date };

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The digests due at `at` (UTC), by e-mail frequency: daily every day, weekly on Mondays, monthly on the 1st.
 * A period starts at midnight of the run's day, so running the same period again, at any hour of that day,
 * takes exactly the same notices. A company set to `immediately` since its notices were kept gets them in
 * the daily run.
 */
export const duePeriods = (at: Date): Map<TClientEmailFrequency, TDigestPeriod> => {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const due = new Map<TClientEmailFrequency, TDigestPeriod>([
    ['daily', { key: `daily-${day(start)}`, start }],
    ['immediately', { key: `daily-${day(start)}`, start }],
  ]);
  if (start.getUTCDay() === 1) due.set('weekly', { key: `weekly-${day(start)}`, start });
  if (start.getUTCDate() === 1) due.set('monthly', { key: `monthly-${day(start).slice(0, 7)}`, start });
  return due;
};

export type TDigestDeps = {
  companies: TClientCompaniesRepository;
  users: TClientUsersRepository;
  notices: TShareNoticesRepository;
  /** Where the digest e-mails go (svc-auth's e-mail worker sends them). */
  outbox: TOutbox;
  log: TLogger;
};

/** The job id of one user's digest of one period: the same digest is queued (and, by svc-auth, sent) once. */
export const digestJobId = (companyId: string, period: string, clientUserId: string) =>
  `combine-digest.${companyId}.${period}.${clientUserId}`;

/**
 * One digest run at `at`: for each company with pending notices whose digest is due, one `combine-digest` e-mail
 * per enabled user listing the combines (names and candidate counts, never a candidate), then its notices are
 * marked digested for the period. The e-mails' job ids are the company's, the period's and the user's, so a
 * run repeated for the same period (even after a crash between the e-mails and the marking) sends nothing new.
 * A company that wants no e-mail any more (`never`) has its pending notices muted; a deleted one keeps them.
 */
export const runDigests = async (deps: TDigestDeps, at: Date) => {
  const due = duePeriods(at);
  const companyIds = await deps.notices.pendingCompanyIds();
  const companies = await deps.companies.byIds(companyIds);
  let digests = 0;
  let emails = 0;
  for (const companyId of companyIds) {
    const company = companies.get(companyId);
    if (!company || company.deleted) continue;
    if (company.email_frequency === 'never') {
      const pending = await deps.notices.pendingOf(companyId, at);
      await deps.notices.settle(
        companyId,
        pending.map((notice) => notice._id),
        { status: 'muted' },
      );
      continue;
    }
    const period = due.get(company.email_frequency);
    if (!period) continue;
    const pending = await deps.notices.pendingOf(companyId, period.start);
    if (pending.length === 0) continue;
    const listed = pending.slice(0, DIGEST_MAX_COMBINES);
    const combines = Object.fromEntries(
      listed.flatMap((notice, index) => [
        [`combine${index + 1}Name`, notice.combineName ?? ''],
        [`combine${index + 1}Count`, String(notice.candidateCount ?? 0)],
        [`combine${index + 1}ShareId`, notice.shareId],
      ]),
    );
    for (const user of await deps.users.enabledUsersOf(companyId)) {
      const clientUserId = user._id.toString();
      const job: TEmailJob = {
        template: 'combine-digest',
        to: user.email,
        ref: `digest:${companyId}:${period.key}`,
        params: {
          name: user.name,
          companyName: company.name,
          frequency: company.email_frequency === 'immediately' ? 'daily' : company.email_frequency,
          combineCount: String(listed.length),
          moreCount: String(pending.length - listed.length),
          ...combines,
        },
      };
      await deps.outbox.publish(
        outboxMessage.fanOutEmail(job, digestJobId(companyId, period.key, clientUserId)),
      );
      emails += 1;
    }
    await deps.notices.settle(
      companyId,
      pending.map((notice) => notice._id),
      { status: 'digested', period: period.key },
    );
    digests += 1;
  }
  deps.log.info({ at: at.toISOString(), digests, emails }, 'client digests run');
  return { digests, emails };
};
