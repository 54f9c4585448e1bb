import type { TLogger } from '@gtm/service-kit/logger';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';

/** Profiles synced per batch. */
const BATCH = 200;

/**
 * Gives records written before the admin lists' fields existed (or without the account known, as the demo seed
 * writes them) those fields: each account its search fields, each profile its copy of the account's name and
 * e-mail, each account with a profile its mark. Idempotent, and a no-op once done: run at start and after seeding.
 */
export const syncAdminListFields = async (deps: {
  accounts: TCandidateAccountsRepository;
  profiles: TCandidateProfilesRepository;
  log: TLogger;
}) => {
  const accounts = await deps.accounts.backfillListFields();
  let profiles = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await deps.profiles.needingListSync(after, BATCH);
    for (const { userId } of batch) {
      const account = await deps.accounts.findById(userId);
      await deps.profiles.refreshListFields(userId, account && { name: account.name, email: account.email });
      if (account) {
        await deps.accounts.setHasProfile(userId, true);
        profiles += 1;
      }
    }
    if (batch.length < BATCH) break;
    after = batch.at(-1)!.id;
  }
  if (accounts + profiles > 0) deps.log.info({ accounts, profiles }, 'admin list fields synced');
};
