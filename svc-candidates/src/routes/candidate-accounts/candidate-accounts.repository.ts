import type { Connection, PipelineStage } from 'mongoose';
import type { z } from 'zod';
import type { TPage } from '@gtm/contracts/list-query';
import type { ZCandidateUsersQuery } from '@gtm/contracts/talent';
import type { TCandidateRole } from '@gtm/contracts/users';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { backfillSearchFields } from '@gtm/service-kit/search-backfill';
import { normalizeForSearch, searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { candidateAccountModel, candidateAccountSchema } from './candidate-accounts.model.ts';
import type { TAccountSettings, TCandidateAccountRecord } from './candidate-accounts.model.ts';

/** What other screens read of an account (`contactsOf`, `accountLookup`): its name and e-mail. */
const CONTACT_FIELDS = { name: 1, email: 1 } as const;

/**
 * The stages that join the account (its name and e-mail, as `contactsOf` reads it) of the candidate whose user
 * id is at `userIdField` (e.g. `'candidateUserId'`) into `as` (an array of none or one), for another
 * collection's aggregate to read it in the same command (the employer portal's one-pagers). An equality join
 * (`localField`) served by `_id` (a `let`/`$expr` join scans the accounts per document on the stand-in), then
 * only the contact fields kept.
 */
export const accountLookup = (userIdField: string, as: string): PipelineStage[] => [
  {
    $lookup: {
      from: candidateAccountSchema.get('collection') as string,
      localField: userIdField,
      foreignField: '_id',
      as,
    },
  },
  {
    $addFields: {
      [as]: {
        $map: {
          input: `$${as}`,
          in: Object.fromEntries(
            ['_id', ...Object.keys(CONTACT_FIELDS)].map((field) => [field, `$$this.${field}`]),
          ),
        },
      },
    },
  },
];

export type TCandidateUsersListQuery = z.output<typeof ZCandidateUsersQuery>;

/** What a reminder claim found: claimed (the cooldown starts now), or why not. */
export type TReminderClaim =
  | { outcome: 'claimed'; account: TCandidateAccountRecord; previous: Date | null }
  | { outcome: 'unknown' }
  | { outcome: 'has-profile' }
  | { outcome: 'cooling-down'; nextAt: Date };

/** The list's sort keys as stored: the name sorts by its normalized form. */
const SORT_FIELDS = { created_at: 'created_at', name: 'sortName', email: 'email' } as const;

/** The filter of a list query: with or without a profile, and the search. */
export const candidateUsersFilter = (query: TCandidateUsersListQuery): Record<string, unknown> => ({
  ...(query.profile === 'all' ? {} : { hasProfile: query.profile === 'complete' }),
  ...searchFilter(query.search),
});

/** The sort of a list query, `_id` last so pages never overlap. */
export const candidateUsersSort = (query: TCandidateUsersListQuery): Record<string, 1 | -1> => {
  return listSort(SORT_FIELDS[query.sort], query.order);
};

/** The fields the admin list searches and sorts by, derived from the account's name and e-mail. */
export const accountListFields = (name: string, email: string) => ({
  sortName: normalizeForSearch(name),
  ...searchFieldsOf(name, email),
});

/** The only code that touches `candidate_accounts`. Every write is idempotent: events may be replayed. */
export const createCandidateAccountsRepository = async (connection: Connection) => {
  const CandidateAccount = candidateAccountModel(connection);
  const readPage = pageReader(CandidateAccount);
  await CandidateAccount.init();

  return {
    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents as they are, unordered, through the driver
     * (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await CandidateAccount.collection.insertMany(docs, { ordered: false });
    },

    /** The names and e-mails of these candidates' accounts, by user id (one query; absent when gone). */
    async contactsOf(userIds: readonly string[]): Promise<Map<string, TCandidateAccountRecord>> {
      if (userIds.length === 0) return new Map();
      const rows = await CandidateAccount.find({ _id: { $in: [...new Set(userIds)] } })
        .select(CONTACT_FIELDS)
        .lean<TCandidateAccountRecord[]>()
        .exec();
      return new Map(rows.map((row) => [String(row._id), row]));
    },

    /** The accounts with these e-mails (the demo seed finds its candidates' user ids by them). */
    byEmails: (emails: readonly string[]) =>
      CandidateAccount.find({ email: { $in: [...emails] } })
        .lean<TCandidateAccountRecord[]>()
        .exec(),

    /** Records a registered account once; a replay changes nothing. */
    async registered(entry: {
      userId: string;
      email: string;
      name: string;
      at: Date;
      hasProfile?: boolean;
    }): Promise<void> {
      await CandidateAccount.updateOne(
        { _id: entry.userId },
        {
          $setOnInsert: {
            email: entry.email,
            name: entry.name,
            role: null,
            created_at: entry.at,
            hasProfile: entry.hasProfile ?? false,
            remindedAt: null,
            ...accountListFields(entry.name, entry.email.toLowerCase()),
          },
        },
        { upsert: true },
      ).exec();
    },

    /** Sets the account's role; false when the account is not known (yet). */
    async roleSelected(userId: string, role: TCandidateRole): Promise<boolean> {
      const result = await CandidateAccount.updateOne({ _id: userId }, { $set: { role } }).exec();
      return result.matchedCount === 1;
    },

    deleted: async (userId: string) => {
      await CandidateAccount.deleteOne({ _id: userId }).exec();
    },

    findById: (userId: string) => CandidateAccount.findById(userId).lean<TCandidateAccountRecord>().exec(),

    /** Records whether the candidate has a profile (what splits complete from incomplete registrations). */
    async setHasProfile(userId: string, hasProfile: boolean): Promise<void> {
      await CandidateAccount.updateOne({ _id: userId }, { $set: { hasProfile } }).exec();
    },

    /** The account's name changed (the settings page): the list shows, sorts and searches the new one. */
    async renamed(userId: string, name: string): Promise<void> {
      const account = await CandidateAccount.findById(userId).lean<TCandidateAccountRecord>().exec();
      if (!account) return;
      await CandidateAccount.updateOne(
        { _id: userId },
        { $set: { name, ...accountListFields(name, account.email) } },
      ).exec();
    },

    /** Keeps the settings page's values with the account (no profile yet); false when the account is unknown. */
    async saveSettings(userId: string, settings: TAccountSettings): Promise<boolean> {
      const result = await CandidateAccount.updateOne({ _id: userId }, { $set: { settings } }).exec();
      return result.matchedCount === 1;
    },

    /** Accounts written before the list fields existed: given them (a no-op once done). */
    backfillListFields: () =>
      backfillSearchFields<TCandidateAccountRecord>(
        CandidateAccount as never,
        ['name', 'email', 'hasProfile', 'remindedAt'],
        (account) => [account.name, account.email],
        (account) => ({
          sortName: normalizeForSearch(account.name),
          hasProfile: account.hasProfile ?? false,
          remindedAt: account.remindedAt ?? null,
        }),
      ),

    /** One page of registrations: search over name and e-mail, with or without a profile, sorted by the server. */
    async list(query: TCandidateUsersListQuery): Promise<TPage<TCandidateAccountRecord>> {
      return readPage<TCandidateAccountRecord>(query, {
        filter: candidateUsersFilter(query),
        sort: candidateUsersSort(query),
      });
    },

    /**
     * Starts a reminder's cooldown if none runs: one conditional update (no profile, no reminder within
     * `cooldownMs`), so two admins clicking at once send one reminder. When it does not match, says why.
     */
    async claimReminder(userId: string, now: Date, cooldownMs: number): Promise<TReminderClaim> {
      const before = await CandidateAccount.findOneAndUpdate(
        {
          _id: userId,
          hasProfile: { $ne: true },
          $or: [{ remindedAt: null }, { remindedAt: { $lte: new Date(now.getTime() - cooldownMs) } }],
        },
        { $set: { remindedAt: now } },
        { returnDocument: 'before' },
      )
        .lean<TCandidateAccountRecord>()
        .exec();
      if (before) return { outcome: 'claimed', account: before, previous: before.remindedAt ?? null };
      const account = await CandidateAccount.findById(userId).lean<TCandidateAccountRecord>().exec();
      if (!account) return { outcome: 'unknown' };
      if (account.hasProfile) return { outcome: 'has-profile' };
      return {
        outcome: 'cooling-down',
        nextAt: new Date((account.remindedAt ?? now).getTime() + cooldownMs),
      };
    },

    /** Gives back a claimed cooldown whose reminder could not be queued (only if it is still this claim's). */
    async releaseReminder(userId: string, claimedAt: Date, previous: Date | null): Promise<void> {
      await CandidateAccount.updateOne(
        { _id: userId, remindedAt: claimedAt },
        { $set: { remindedAt: previous } },
      ).exec();
    },
  };
};
export type TCandidateAccountsRepository = Awaited<ReturnType<typeof createCandidateAccountsRepository>>;
