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
  await SignInCode.init();

  return {
    /** Stores a new code for the e-mail, replacing (and so invalidating) any earlier one. */
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
        { email: entry.email },
        {
          $set: {
            purpose: entry.purpose,
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

    /** Marks the code used, only if it is still that code and unused: two racing verifications cannot both win. */
    async consume(email: string, codeHash: string, now = new Date()): Promise<boolean> {
      const result = await SignInCode.updateOne(
        { email, codeHash, usedAt: null },
        { $set: { usedAt: now } },
      ).exec();
      return result.modifiedCount === 1;
    },

    /** Forgets the e-mail's code (its hash included): what a deleted account leaves behind. */
    async deleteByEmail(email: string): Promise<void> {
      await SignInCode.deleteOne({ email }).exec();
    },

    findByEmail: (email: string) => SignInCode.findOne({ email }).lean<TSignInCodeRecord>().exec(),
  };
};
export type TSignInCodesRepository = Awaited<ReturnType<typeof createSignInCodesRepository>>;
