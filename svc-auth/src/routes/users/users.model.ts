import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';
import { SESSION_TIMEOUT_BOUNDS } from '@gtm/contracts/auth';
import { ACCOUNT_KINDS } from '@gtm/contracts/user-kinds';
import {
  CANDIDATE_ROLES,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
} from '@gtm/contracts/users';

const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    /** When the name was last set: a rename event older than this (they may arrive late) changes nothing. */
    name_changed_at: { type: Date, default: null },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 320 },
    user_type: { type: String, required: true, enum: ACCOUNT_KINDS },
    /** A candidate's role; null until role selection (and for other kinds). */
    role: { type: String, enum: [...CANDIDATE_ROLES, null], default: null },
    company: { type: String, trim: true, maxlength: 200, default: null },
    /**
     * An employer whose access svc-clients ended (the client user disabled, or their company deleted): they
     * cannot sign in. `access_changed_at` dates the newest change applied: an older one arriving late changes
     * nothing.
     */
    disabled: { type: Boolean, default: false },
    access_changed_at: { type: Date, default: null },
    bio: { type: String, trim: true, maxlength: 2000, default: null },
    notifications: {
      emailNotifications: { type: Boolean, default: DEFAULT_NOTIFICATION_SETTINGS.emailNotifications },
      newCandidateAlerts: { type: Boolean, default: DEFAULT_NOTIFICATION_SETTINGS.newCandidateAlerts },
      marketingEmails: { type: Boolean, default: DEFAULT_NOTIFICATION_SETTINGS.marketingEmails },
    },
    security: {
      twoFactorEnabled: { type: Boolean, default: DEFAULT_SECURITY_SETTINGS.twoFactorEnabled },
      /** Idle timeout of this user's sessions, in minutes. */
      sessionTimeout: {
        type: Number,
        min: SESSION_TIMEOUT_BOUNDS.min,
        max: SESSION_TIMEOUT_BOUNDS.max,
        default: DEFAULT_SECURITY_SETTINGS.sessionTimeout,
      },
    },
    /**
     * An admin's two-factor authentication (`security.twoFactorEnabled` is on exactly while `secret` is set; both
     * change in one update). Never read by default: the two-factor repository selects what it needs.
     */
    two_factor: {
      /** The authenticator key, sealed with AES-256-GCM to this account (`iv.tag.data`, base64url). */
      secret: { type: String, default: null, select: false },
      /** A key being set up, until a code from the app confirms it, and when the setup started. */
      pending_secret: { type: String, default: null, select: false },
      pending_at: { type: Date, default: null, select: false },
      /** The newest TOTP time step accepted: a code of this step or an older one is never accepted again. */
      last_step: { type: Number, default: null, select: false },
      /** HMACs of the unused recovery codes; a used one is pulled. */
      recovery_codes: { type: [String], default: [], select: false },
      enabled_at: { type: Date, default: null, select: false },
    },
  },
  { collection: 'users', timestamps: true },
);

// The admins (notices go to each of them).
userSchema.index({ user_type: 1 });

export type TUserRecord = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId };

/** The `users` model bound to svc-auth's own connection. */
export const userModel = (connection: Connection) => connection.model('User', userSchema);
