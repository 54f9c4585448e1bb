import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';
import { CLIENT_EMAIL_FREQUENCIES, CLIENT_VIEW_TYPES } from '@gtm/contracts/clients';

// Field names are the spec's (snake_case), stored as the admin screens read them.
export const clientCompanySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200, unique: true },
    email_frequency: { type: String, required: true, enum: CLIENT_EMAIL_FREQUENCIES, default: 'weekly' },
    view_type: { type: String, required: true, enum: CLIENT_VIEW_TYPES, default: 'full' },
    deleted: { type: Boolean, required: true, default: false },
    /** When `deleted` last changed: orders the access events a deletion or a restore sends svc-auth. */
    deleted_changed_at: { type: Date, default: null },
    created_at: { type: Date, required: true, default: () => new Date(), immutable: true },
    /** Search fields (service-kit's text-search) of the name; absent on companies stored before them. */
    searchText: { type: String },
    searchGrams: { type: [String], default: undefined },
  },
  { collection: 'client_companies' },
);
// The admin list: newest first (or by name, on the unique name index), searched inside the name.
clientCompanySchema.index({ created_at: -1, _id: -1 });
clientCompanySchema.index({ searchGrams: 1 });
// A registration's company matched by its normalized name (`searchText` holds only the name here).
clientCompanySchema.index({ searchText: 1 });

export type TClientCompanyRecord = InferSchemaType<typeof clientCompanySchema> & { _id: Types.ObjectId };

export const CLIENT_COMPANY_MODEL = 'ClientCompany';

/** The `client_companies` model bound to svc-clients' own connection. */
export const clientCompanyModel = (connection: Connection) =>
  connection.model(CLIENT_COMPANY_MODEL, clientCompanySchema);
