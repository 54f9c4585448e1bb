import { isValidObjectId } from 'mongoose';
import type { Connection } from 'mongoose';
import { userModel } from '../users/users.model.ts';

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

/**
 * The only code that reads or writes the two-factor fields of `users`. Every change is one conditional update
 * of the account's document, so `security.twoFactorEnabled` and the key always change together and two racing
 * requests cannot both spend the same code.
 */
export const createTwoFactorRepository = async (connection: Connection) => {
  const User = userModel(connection);
  await User.init();
  // Before two-factor was built the switch was only stored: such an account has no authenticator, so it is off.
  await User.updateMany(
    { 'security.twoFactorEnabled': true, 'two_factor.secret': null },
    { $set: { 'security.twoFactorEnabled': false } },
  ).exec();

  const byId = (userId: string) => ({ _id: userId });

  return {
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
  };
};
export type TTwoFactorRepository = Awaited<ReturnType<typeof createTwoFactorRepository>>;
