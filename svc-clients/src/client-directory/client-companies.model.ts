import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';
import {
  CLIENT_DEFAULT_CURRENCY,
  CLIENT_DEFAULT_TIME_ZONE,
  CLIENT_TAX_PERCENT,
  CLIENT_EMAIL_FREQUENCIES,
  CLIENT_FEE_PERCENT,
  CLIENT_VIEW_TYPES,
  isClientTimeZone,
} from '@gtm/contracts/clients';

// Field names are the spec's (snake_case), stored as the admin screens read them.
export const clientCompanySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200, unique: true },
    email_frequency: { type: String, required: true, enum: CLIENT_EMAIL_FREQUENCIES, default: 'weekly' },
    view_type: { type: String, required: true, enum: CLIENT_VIEW_TYPES, default: 'full' },
    /**
     * The success fee, percent of a hire's salary. Absent on companies stored before it: read as the default
     * (`toClientCompany`).
     */
    fee_percent: {
      type: Number,
      min: CLIENT_FEE_PERCENT.min,
      max: CLIENT_FEE_PERCENT.max,
      default: CLIENT_FEE_PERCENT.default,
    },
    /** IANA time zone its business days are counted in. Absent on companies stored before it: read as 'UTC'. */
    time_zone: {
      type: String,
      default: CLIENT_DEFAULT_TIME_ZONE,
      validate: { validator: isClientTimeZone, message: 'Not a supported IANA time zone' },
    },
    /**
     * Billing (issue 46): who its invoices are addressed to, where they are e-mailed, its tax id, currency and
     * tax rate. Absent on companies stored before them: read as '' / USD / 0 (`toClientCompany`).
     */
    legal_name: { type: String, default: '' },
    billing_address: { type: String, default: '' },
    billing_email: { type: String, default: '' },
    tax_id: { type: String, default: '' },
    currency: { type: String, default: CLIENT_DEFAULT_CURRENCY },
    tax_percent: {
      type: Number,
      min: CLIENT_TAX_PERCENT.min,
      max: CLIENT_TAX_PERCENT.max,
      default: CLIENT_TAX_PERCENT.default,
    },
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
