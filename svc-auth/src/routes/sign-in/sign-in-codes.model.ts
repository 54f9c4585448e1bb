import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';
import { ACCOUNT_KINDS } from '@gtm/contracts/user-kinds';

/**
 * One pending code per e-mail and purpose: issuing a code replaces the previous one of that purpose, so only the
 * latest is valid, and a sign-in code never voids an account-deletion code (or the other way round). `purpose`
 * also keeps a sign-in code from completing a registration or deleting an account.
 */
const signInCodeSchema = new Schema(
  {
    email: { type: String, required: true },
    purpose: { type: String, required: true, enum: ['sign-in', 'register', 'delete-account'] },
    codeHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    /** Tries spent on this code, counted before comparing. */
    attempts: { type: Number, required: true, default: 0 },
    usedAt: { type: Date, default: null },
    /** The registration's values, bound to its code. */
    registration: {
      type: new Schema(
        {
          name: { type: String, required: true },
          kind: { type: String, required: true, enum: ACCOUNT_KINDS },
          company: { type: String, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    issuedAt: { type: Date, required: true },
  },
  { collection: 'sign_in_codes', versionKey: false },
);
signInCodeSchema.index({ email: 1, purpose: 1 }, { unique: true });
// Clean-up only: validity is always checked against expiresAt in code.
signInCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 3600 });

export type TSignInCodeRecord = InferSchemaType<typeof signInCodeSchema> & { _id: Types.ObjectId };

/** The `sign_in_codes` model on svc-auth's connection. */
export const signInCodeModel = (connection: Connection) => connection.model('SignInCode', signInCodeSchema);
