import type { Connection } from 'mongoose';
import type { TClientCompany } from '@gtm/contracts/clients';
import { clientCompanyModel } from './client-companies.model.ts';
import type { TClientCompanyRecord } from './client-companies.model.ts';

/** A company as the admin list shows it (spec field names, ISO dates, string ids). */
const toClientCompany = (record: TClientCompanyRecord): TClientCompany => ({
  _id: record._id.toString(),
  name: record.name,
  email_frequency: record.email_frequency,
  view_type: record.view_type,
  deleted: record.deleted,
  created_at: record.created_at.toISOString(),
});

export type TNewClientCompany = Omit<TClientCompany, '_id' | 'created_at'> & { created_at: Date };

/** The only code that touches `client_companies`. */
export const createClientCompaniesRepository = async (connection: Connection) => {
  const ClientCompany = clientCompanyModel(connection);
  await ClientCompany.init();

  return {
    count: () => ClientCompany.countDocuments().exec(),

    /** Every company, newest first (the admin screen pages and filters on the client). */
    async listNewestFirst(): Promise<TClientCompany[]> {
      const records = await ClientCompany.find()
        .sort({ created_at: -1, _id: -1 })
        .lean<TClientCompanyRecord[]>();
      return records.map(toClientCompany);
    },

    /** Ids by name, for linking seeded users to their companies. */
    async idsByName(names: readonly string[]): Promise<Map<string, string>> {
      const records = await ClientCompany.find({ name: { $in: names } }, { name: 1 }).lean<
        TClientCompanyRecord[]
      >();
      return new Map(records.map((record) => [record.name, record._id.toString()]));
    },

    /** Inserts each company unless one with its name exists; returns how many were new. */
    async upsertByName(companies: readonly TNewClientCompany[]): Promise<number> {
      const result = await ClientCompany.bulkWrite(
        companies.map((company) => ({
          updateOne: { filter: { name: company.name }, update: { $setOnInsert: company }, upsert: true },
        })),
        { ordered: false },
      );
      return result.upsertedCount;
    },

    /** The id of the company with this name, created with the defaults if there is none. */
    async ensureByName(name: string): Promise<string> {
      const company = await ClientCompany.findOneAndUpdate(
        { name },
        { $setOnInsert: { name, created_at: new Date() } },
        { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
      )
        .lean<TClientCompanyRecord>()
        .exec();
      return (company as TClientCompanyRecord)._id.toString();
    },
  };
};
export type TClientCompaniesRepository = Awaited<ReturnType<typeof createClientCompaniesRepository>>;
