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

/** The two-factor fields, which `users` never returns unless asked for. */
const TWO_FACTOR_FIELDS = [
  'two_factor.secret',
  'two_factor.pending_secret',
  'two_factor.pending_at',
  'two_factor.last_step',
  'two_factor.recovery_codes',
  'two_factor.enabled_at',
]
  .map((field) => `+${field}`)
  .join(' ');

/** An account's two-factor state as stored: sealed keys and recovery-code hashes, never the codes. */
export type TTwoFactorState = {
  userId: string;
  name: string;
  email: string;
  kind: string;
  enabled: boolean;
  /** The sealed authenticator key while two-factor is on. */
  secret: string | null;
  /** A sealed key being set up, and when its setup started. */
  pendingSecret: string | null;
  pendingAt: Date | null;
  lastStep: number | null;
  recoveryHashes: string[];
  enabledAt: Date | null;
};

type TStoredTwoFactor = {
  _id: { toString(): string };
  name: string;
  email: string;
  user_type: string;
  security?: { twoFactorEnabled?: boolean | null } | null;
  two_factor?: {
    secret?: string | null;
    pending_secret?: string | null;
    pending_at?: Date | null;
    last_step?: number | null;
    recovery_codes?: string[] | null;
    enabled_at?: Date | null;
  } | null;
};

const ON = { 'security.twoFactorEnabled': true } as const;

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
  const byId = (userId: string) => ({ _id: userId });

  return {
    count: () => User.countDocuments().exec(),

    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents as they are, unordered, through the driver
     * (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await User.collection.insertMany(docs, { ordered: false });
    },

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

    /**
     * The only code that reads or writes the two-factor fields of `users`. Every change is one conditional
     * update of the account's document, so `security.twoFactorEnabled` and the key always change together and
     * two racing requests cannot both spend the same code.
     */
    twoFactor: {
      /**
       * Before two-factor was built the switch was only stored: such an account has no authenticator, so it is
       * off. Sign-in runs this once as it starts.
       */
      async dropKeylessSwitches(): Promise<void> {
        await User.updateMany(
          { 'security.twoFactorEnabled': true, 'two_factor.secret': null },
          { $set: { 'security.twoFactorEnabled': false } },
        ).exec();
      },

      /** The account's two-factor state, or null when there is no such account. */
      async stateOf(userId: string): Promise<TTwoFactorState | null> {
        if (!isValidObjectId(userId)) return null;
        const user = await User.findById(userId).select(TWO_FACTOR_FIELDS).lean<TStoredTwoFactor>().exec();
        if (user === null) return null;
        const stored = user.two_factor ?? {};
        return {
          userId: user._id.toString(),
          name: user.name,
          email: user.email,
          kind: user.user_type,
          enabled: user.security?.twoFactorEnabled === true && Boolean(stored.secret),
          secret: stored.secret ?? null,
          pendingSecret: stored.pending_secret ?? null,
          pendingAt: stored.pending_at ?? null,
          lastStep: stored.last_step ?? null,
          recoveryHashes: stored.recovery_codes ?? [],
          enabledAt: stored.enabled_at ?? null,
        };
      },

      /** Keeps a key being set up (replacing an earlier one); false when two-factor is on already. */
      async startEnrollment(userId: string, pendingSecret: string, now = new Date()): Promise<boolean> {
        const { matchedCount } = await User.updateOne(
          { ...byId(userId), 'security.twoFactorEnabled': { $ne: true } },
          { $set: { 'two_factor.pending_secret': pendingSecret, 'two_factor.pending_at': now } },
        ).exec();
        return matchedCount === 1;
      },

      /**
       * Turns two-factor on with the key being set up, if it is still that key: the key, the accepted step and
       * the recovery-code hashes are stored, and the pending key is dropped, in one update.
       */
      async confirmEnrollment(
        userId: string,
        entry: { pendingSecret: string; step: number; recoveryHashes: string[]; now?: Date },
      ): Promise<boolean> {
        const { modifiedCount } = await User.updateOne(
          {
            ...byId(userId),
            'security.twoFactorEnabled': { $ne: true },
            'two_factor.pending_secret': entry.pendingSecret,
          },
          {
            $set: {
              'security.twoFactorEnabled': true,
              'two_factor.secret': entry.pendingSecret,
              'two_factor.pending_secret': null,
              'two_factor.pending_at': null,
              'two_factor.last_step': entry.step,
              'two_factor.recovery_codes': entry.recoveryHashes,
              'two_factor.enabled_at': entry.now ?? new Date(),
            },
          },
        ).exec();
        return modifiedCount === 1;
      },

      /** Accepts a TOTP time step only if it is newer than every one accepted before: a code works once. */
      async acceptStep(userId: string, step: number): Promise<boolean> {
        const { modifiedCount } = await User.updateOne(
          {
            ...byId(userId),
            ...ON,
            $or: [{ 'two_factor.last_step': null }, { 'two_factor.last_step': { $lt: step } }],
          },
          { $set: { 'two_factor.last_step': step } },
        ).exec();
        return modifiedCount === 1;
      },

      /** Spends a recovery code (by its hash); false when it is not among the unused ones (used meanwhile). */
      async useRecoveryCode(userId: string, hash: string): Promise<boolean> {
        const { modifiedCount } = await User.updateOne(
          { ...byId(userId), ...ON, 'two_factor.recovery_codes': hash },
          { $pull: { 'two_factor.recovery_codes': hash } },
        ).exec();
        return modifiedCount === 1;
      },

      /** Replaces every recovery code (the old ones stop working); false when two-factor is off. */
      async replaceRecoveryCodes(userId: string, hashes: string[]): Promise<boolean> {
        const { matchedCount } = await User.updateOne(
          { ...byId(userId), ...ON },
          { $set: { 'two_factor.recovery_codes': hashes } },
        ).exec();
        return matchedCount === 1;
      },

      /** Turns two-factor off: the key and the recovery codes are deleted with the switch. */
      async disable(userId: string): Promise<boolean> {
        const { modifiedCount } = await User.updateOne(
          { ...byId(userId), ...ON },
          {
            $set: {
              'security.twoFactorEnabled': false,
              'two_factor.secret': null,
              'two_factor.pending_secret': null,
              'two_factor.pending_at': null,
              'two_factor.last_step': null,
              'two_factor.recovery_codes': [],
              'two_factor.enabled_at': null,
            },
          },
        ).exec();
        return modifiedCount === 1;
      },
    },
  };
};
export type TUsersRepository = Awaited<ReturnType<typeof createUsersRepository>>;
export type TTwoFactorRepository = TUsersRepository['twoFactor'];
