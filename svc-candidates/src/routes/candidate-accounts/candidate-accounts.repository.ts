import type { Connection } from 'mongoose';
import type { TCandidateRole } from '@gtm/contracts/users';
import { candidateAccountModel } from './candidate-accounts.model.ts';
import type { TCandidateAccountRecord } from './candidate-accounts.model.ts';

/** The only code that touches `candidate_accounts`. Every write is idempotent: events may be replayed. */
export const createCandidateAccountsRepository = async (connection: Connection) => {
  const CandidateAccount = candidateAccountModel(connection);
  await CandidateAccount.init();

  return {
    /** Records a registered account once; a replay changes nothing. */
    async registered(entry: { userId: string; email: string; name: string; at: Date }): Promise<void> {
      await CandidateAccount.updateOne(
        { _id: entry.userId },
        { $setOnInsert: { email: entry.email, name: entry.name, role: null, created_at: entry.at } },
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
  };
};
export type TCandidateAccountsRepository = Awaited<ReturnType<typeof createCandidateAccountsRepository>>;
