import { isValidObjectId } from 'mongoose';
import type { Connection } from 'mongoose';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import type { TCandidateRole } from '@gtm/contracts/users';
import { userModel } from './users.model.ts';
import type { TUserRecord } from './users.model.ts';

/** Fields an account's owner may change (dotted paths for the nested settings; two-factor has its own repository). */
export type TUserChanges = Partial<{
  name: string;
  company: string | null;
  bio: string | null;
  role: TCandidateRole;
  'notifications.emailNotifications': boolean;
  'notifications.newCandidateAlerts': boolean;
  'notifications.marketingEmails': boolean;
  'security.sessionTimeout': number;
}>;

export type TUsersRepositoryOptions = {
  /**
   * Awaited after every write that changes what `GET /api/user` shows of an account (its name, e-mail, kind,
   * role or company) or removes it: svc-auth's replicas drop the view they keep (current-user-cache.ts).
   */
  onChanged?: (userId: string) => Promise<void>;
};

/** The only code that touches the `users` collection. */
export const createUsersRepository = async (
  connection: Connection,
  options: TUsersRepositoryOptions = {},
) => {
  const User = userModel(connection);
  const changed = options.onChanged ?? (() => Promise.resolve());
  // The unique e-mail index must exist before the first upsert, or two racing starts could both insert.
  await User.init();

  return {
    count: () => User.countDocuments().exec(),

    /** The names and e-mails of some accounts, by id (ids of accounts that are gone are absent). */
    async namesByIds(ids: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
      const valid = [...new Set(ids)].filter((id) => isValidObjectId(id));
      const found = await User.find({ _id: { $in: valid } })
        .select({ name: 1, email: 1 })
        .lean<Pick<TUserRecord, '_id' | 'name' | 'email'>[]>()
        .exec();
      return new Map(found.map((user) => [user._id.toString(), { name: user.name, email: user.email }]));
    },

    findById: (id: string) =>
      isValidObjectId(id) ? User.findById(id).lean<TUserRecord>().exec() : Promise.resolve(null),

    findByEmail: (email: string) =>
      User.findOne({ email: email.trim().toLowerCase() }).lean<TUserRecord>().exec(),

    /** Creates an account; null when one with this e-mail exists already (the unique index decides). */
    async create(entry: {
      email: string;
      kind: TAccountKind;
      name: string;
      company?: string | null;
    }): Promise<TUserRecord | null> {
      try {
        const created = await User.create({
          email: entry.email,
          user_type: entry.kind,
          name: entry.name,
          company: entry.company ?? null,
        });
        return created.toObject() as TUserRecord;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return null;
        throw error;
      }
    },

    /**
     * Sets fields of one account and answers it as stored afterwards (null when it is gone). A name set here
     * is dated, so a rename event from before it cannot undo it.
     */
    async update(id: string, changes: TUserChanges): Promise<TUserRecord | null> {
      if (!isValidObjectId(id)) return null;
      const updated = await User.findByIdAndUpdate(
        id,
        { $set: changes.name === undefined ? changes : { ...changes, name_changed_at: new Date() } },
        { returnDocument: 'after', runValidators: true },
      )
        .lean<TUserRecord>()
        .exec();
      if (updated !== null) await changed(id);
      return updated;
    },

    /**
     * Sets an account's name from a rename that happened at `at`, unless a later one was applied already: the
     * check and the write are one conditional update, so renames applied out of order keep the newest name.
     * Answers `renamed`, `stale` (a newer name is stored) or `unknown` (no such account).
     */
    async rename(id: string, name: string, at: Date): Promise<'renamed' | 'stale' | 'unknown'> {
      if (!isValidObjectId(id)) return 'unknown';
      const { matchedCount } = await User.updateOne(
        { _id: id, $or: [{ name_changed_at: null }, { name_changed_at: { $lt: at } }] },
        { $set: { name, name_changed_at: at } },
        { runValidators: true },
      ).exec();
      if (matchedCount === 1) {
        await changed(id);
        return 'renamed';
      }
      return (await User.exists({ _id: id }).exec()) ? 'stale' : 'unknown';
    },

    /**
     * Sets an employer's access from a change svc-clients made at `at`, unless a later one was applied already
     * (one conditional update; the same change again applies again, so a replay finishes what a crash left).
     * Answers `applied`, `stale` (a newer change is stored) or `unknown` (no such employer account).
     */
    async setAccess(id: string, enabled: boolean, at: Date): Promise<'applied' | 'stale' | 'unknown'> {
      if (!isValidObjectId(id)) return 'unknown';
      const { matchedCount } = await User.updateOne(
        {
          _id: id,
          user_type: 'employer',
          $or: [{ access_changed_at: null }, { access_changed_at: { $lte: at } }],
        },
        { $set: { disabled: !enabled, access_changed_at: at } },
      ).exec();
      if (matchedCount === 1) return 'applied';
      return (await User.exists({ _id: id, user_type: 'employer' }).exec()) ? 'stale' : 'unknown';
    },

    /** The admins whose notification settings let them receive e-mail notices (name and address). */
    adminsToNotify: () =>
      User.find({ user_type: 'admin', 'notifications.emailNotifications': { $ne: false } })
        .select({ name: 1, email: 1 })
        .sort({ _id: 1 })
        .lean<Pick<TUserRecord, '_id' | 'name' | 'email'>[]>()
        .exec(),

    /** Every admin with their notification settings, oldest first (the notification centre's recipients). */
    adminsWithSettings: () =>
      User.find({ user_type: 'admin' })
        .select({ notifications: 1 })
        .sort({ _id: 1 })
        .lean<Pick<TUserRecord, '_id' | 'notifications'>[]>()
        .exec(),

    /** Deletes an account; true when this call deleted it (false when it was gone already). */
    async delete(id: string): Promise<boolean> {
      if (!isValidObjectId(id)) return false;
      const { deletedCount } = await User.deleteOne({ _id: id }).exec();
      if (deletedCount === 1) await changed(id);
      return deletedCount === 1;
    },

    /**
     * Makes sure an account with this e-mail exists with this kind; creates it with `name` if absent.
     * Returns what happened, so callers can log a promotion.
     */
    async ensureAccount(
      email: string,
      kind: TAccountKind,
      name: string,
      role: TCandidateRole | null = null,
    ): Promise<'created' | 'changed' | 'unchanged'> {
      const previous = await User.findOneAndUpdate(
        { email: email.trim().toLowerCase() },
        { $set: { user_type: kind }, $setOnInsert: { name, role } },
        { upsert: true, returnDocument: 'before', runValidators: true },
      )
        .lean<TUserRecord>()
        .exec();
      if (previous === null) return 'created';
      if (previous.user_type === kind) return 'unchanged';
      await changed(previous._id.toString());
      return 'changed';
    },
  };
};
export type TUsersRepository = Awaited<ReturnType<typeof createUsersRepository>>;
