import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';
import { CLIENT_ACCESS_STATUSES } from '@gtm/contracts/clients';

export const clientUserSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 320, unique: true },
    /**
     * The employer's svc-auth account id, set from its registration or sign-in events; absent on users without
     * an account (never null: the sparse unique index skips only absent values).
     */
    userId: { type: String, unique: true, sparse: true },
    /**
     * Null for an employer who registered without naming a company. The company's name is read through the
     * client-companies repository (no `ref`: nothing here populates it).
     */
    clientCompanyId: { type: Schema.Types.ObjectId, default: null, index: true },
    sign_in_count: { type: Number, required: true, min: 0, default: 0 },
    last_sign_in_at: { type: Date, default: null },
    is_enabled: { type: Boolean, required: true, default: true },
    /** When an admin last changed the user's access (enabled, company): orders the events svc-auth applies. */
    access_changed_at: { type: Date, default: null },
    created_at: { type: Date, required: true, default: () => new Date(), immutable: true },
    /**
     * A self-registered employer's request for access (absent on invited and seeded users): the company they
     * typed, and an admin's decision. Until it is approved the user is in no company and sees nothing.
     */
    access_request: {
      type: new Schema(
        {
          company: { type: String, default: null, trim: true, maxlength: 200 },
          status: { type: String, required: true, enum: CLIENT_ACCESS_STATUSES },
          requested_at: { type: Date, required: true },
          decided_at: { type: Date, default: null },
          /** The deciding admin's account id. */
          decided_by: { type: String, default: null },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** Search fields (service-kit's text-search) of the name and e-mail; absent on users stored before them. */
    searchText: { type: String },
    searchGrams: { type: [String], default: undefined },
  },
  { collection: 'client_users' },
);
// The admin list: newest first, searched inside the name and e-mail.
clientUserSchema.index({ created_at: -1, _id: -1 });
clientUserSchema.index({ searchGrams: 1 });
// The admins' pending access requests, oldest first.
clientUserSchema.index({ 'access_request.status': 1, 'access_request.requested_at': 1 });

export type TClientUserRecord = InferSchemaType<typeof clientUserSchema> & { _id: Types.ObjectId };

/** The `client_users` model bound to svc-clients' own connection. */
export const clientUserModel = (connection: Connection) => connection.model('ClientUser', clientUserSchema);
