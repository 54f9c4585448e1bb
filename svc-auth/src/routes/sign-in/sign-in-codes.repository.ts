import type { Connection } from 'mongoose';
import { signInCodeModel } from './sign-in-codes.model.ts';
import type { TSignInCodeRecord } from './sign-in-codes.model.ts';

/** Wrong tries a code survives; the next try finds it dead, even with the right code. */
const MAX_CODE_ATTEMPTS = 5;

/** What a code does: sign in, complete a registration, or confirm deleting the signed-in account. */
export type TCodePurpose = 'sign-in' | 'register' | 'delete-account';
export type TRegistrationValues = { name: string; kind: 'candidate' | 'employer'; company: string | null };

/** The only code that touches `sign_in_codes`. Every step is one atomic single-document operation. */
export const createSignInCodesRepository = async (connection: Connection) => {
  const SignInCode = signInCodeModel(connection);
  // Codes were once one per e-mail (a unique `email_1`), which would refuse a second purpose's code.
  await SignInCode.collection.dropIndex('email_1').catch(() => undefined);
  await SignInCode.init();

  return {
    /**
     * Stores a new code for the e-mail and purpose, replacing (and so invalidating) any earlier one of that purpose.
     * Only a code that is being delivered to the address's owner may be issued.
     */
    async issue(entry: {
      email: string;
      purpose: TCodePurpose;
      codeHash: string;
      ttlMs: number;
      registration?: TRegistrationValues;
      now?: Date;
    }): Promise<void> {
      const now = entry.now ?? new Date();
      await SignInCode.updateOne(
        { email: entry.email, purpose: entry.purpose },
        {
          $set: {
            codeHash: entry.codeHash,
            expiresAt: new Date(now.getTime() + entry.ttlMs),
            attempts: 0,
            usedAt: null,
            registration: entry.registration ?? null,
            issuedAt: now,
          },
        },
        { upsert: true },
      ).exec();
    },

    /**
     * Spends one try on the e-mail's live code before any comparison: returns the code after the increment,
     * or null when there is none, it expired, it was used or its tries are spent.
     */
    spendAttempt: (email: string, purpose: TCodePurpose, now = new Date()) =>
      SignInCode.findOneAndUpdate(
        {
          email,
          purpose,
          usedAt: null,
          expiresAt: { $gt: now },
          attempts: { $lt: MAX_CODE_ATTEMPTS },
        },
        { $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      )
        .lean<TSignInCodeRecord>()
        .exec(),

    /**
     * The write a request that delivers nothing does in place of `issue`: one indexed write command that matches
     * no code (the hash is of a code nobody holds), so the answer's timing does not tell whether an address has an
     * account. It changes nothing, whatever it matches: a live code keeps its tries and stays valid.
     */
    async issueNothing(email: string, purpose: TCodePurpose, codeHash: string): Promise<void> {
      await SignInCode.updateOne({ email, purpose, codeHash }, { $inc: { attempts: 0 } }).exec();
    },

    /** Marks the code used, only if it is still that code and unused: two racing verifications cannot both win. */
    async consume(
      email: string,
      purpose: TCodePurpose,
      codeHash: string,
      now = new Date(),
    ): Promise<boolean> {
      const result = await SignInCode.updateOne(
        { email, purpose, codeHash, usedAt: null },
        { $set: { usedAt: now } },
      ).exec();
      return result.modifiedCount === 1;
    },

    /** Forgets the e-mail's codes (their hashes included): what a deleted account leaves behind. */
    async deleteByEmail(email: string): Promise<void> {
      await SignInCode.deleteMany({ email }).exec();
    },

    find: (email: string, purpose: TCodePurpose) =>
      SignInCode.findOne({ email, purpose }).lean<TSignInCodeRecord>().exec(),
  };
};
export type TSignInCodesRepository = Awaited<ReturnType<typeof createSignInCodesRepository>>;
