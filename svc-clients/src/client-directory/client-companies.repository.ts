import { isValidObjectId } from 'mongoose';
import type { Connection } from 'mongoose';
import type { z } from 'zod';
import {
  CLIENT_DEFAULT_CURRENCY,
  CLIENT_DEFAULT_TIME_ZONE,
  CLIENT_FEE_PERCENT,
  CLIENT_TAX_PERCENT,
} from '@gtm/contracts/clients';
import type { TClientCompany, TClientCompanyUpdate, ZClientCompaniesQuery } from '@gtm/contracts/clients';
import type { TPage } from '@gtm/contracts/list-query';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { backfillSearchFields } from '@gtm/service-kit/search-backfill';
import { normalizeForSearch, searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { clientCompanyModel } from './client-companies.model.ts';
import type { TClientCompanyRecord } from './client-companies.model.ts';

/**
 * A company as the admin list shows it (spec field names, ISO dates, string ids). Lean reads apply no mongoose
 * defaults: a company stored before the success fee and time zone has the defaults here.
 */
export const toClientCompany = (record: TClientCompanyRecord): TClientCompany => ({
  _id: record._id.toString(),
  name: record.name,
  email_frequency: record.email_frequency,
  view_type: record.view_type,
  fee_percent: record.fee_percent ?? CLIENT_FEE_PERCENT.default,
  time_zone: record.time_zone ?? CLIENT_DEFAULT_TIME_ZONE,
  legal_name: record.legal_name ?? '',
  billing_address: record.billing_address ?? '',
  billing_email: record.billing_email ?? '',
  tax_id: record.tax_id ?? '',
  currency: record.currency ?? CLIENT_DEFAULT_CURRENCY,
  tax_percent: record.tax_percent ?? CLIENT_TAX_PERCENT.default,
  deleted: record.deleted,
  created_at: record.created_at.toISOString(),
});

/** The settings a new company may leave out: they default as the model's do. */
type TDefaulted =
  | 'fee_percent'
  | 'time_zone'
  | 'legal_name'
  | 'billing_address'
  | 'billing_email'
  | 'tax_id'
  | 'currency'
  | 'tax_percent';

/** A company to insert; the success fee, time zone and billing details default as the model's do. */
export type TNewClientCompany = Omit<TClientCompany, '_id' | 'created_at' | TDefaulted> &
  Partial<Pick<TClientCompany, TDefaulted>> & { created_at: Date };

type TClientCompaniesQuery = z.output<typeof ZClientCompaniesQuery>;

/** The filter of the admin list's query: a search inside the name. */
export const clientCompaniesFilter = (query: TClientCompaniesQuery) => searchFilter(query.search);

/** The sort of the admin list's query, `_id` breaking ties so pages never overlap. */
export const clientCompaniesSort = (query: TClientCompaniesQuery): Record<string, 1 | -1> => {
  // Names are unique: no tie to break.
  if (query.sort === 'name') return { name: query.order === 'asc' ? 1 : -1 };
  return listSort('created_at', query.order);
};

/** The only code that touches `client_companies`. */
export const createClientCompaniesRepository = async (connection: Connection) => {
  const ClientCompany = clientCompanyModel(connection);
  const readPage = pageReader(ClientCompany);
  await ClientCompany.init();
  // Companies stored before the list was searchable get their search fields once.
  await backfillSearchFields<TClientCompanyRecord>(ClientCompany as never, ['name'], (company) => [
    company.name,
  ]);

  return {
    count: () => ClientCompany.countDocuments().exec(),

    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents as they are, unordered, through the driver
     * (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await ClientCompany.collection.insertMany(docs, { ordered: false });
    },

    /** One page of the admin list: searched inside the name, sorted, with the count of every match. */
    async list(query: TClientCompaniesQuery): Promise<TPage<TClientCompany>> {
      const page = await readPage<TClientCompanyRecord>(query, {
        filter: clientCompaniesFilter(query),
        sort: clientCompaniesSort(query),
      });
      return { ...page, items: page.items.map(toClientCompany) };
    },

    findById: (id: string) =>
      isValidObjectId(id)
        ? ClientCompany.findById(id).lean<TClientCompanyRecord>().exec()
        : Promise.resolve(null),

    /** Companies by id (ids of companies that are gone are absent). */
    async byIds(ids: readonly string[]): Promise<Map<string, TClientCompanyRecord>> {
      const valid = [...new Set(ids)].filter((id) => isValidObjectId(id));
      const records = await ClientCompany.find({ _id: { $in: valid } }).lean<TClientCompanyRecord[]>();
      return new Map(records.map((record) => [record._id.toString(), record]));
    },

    /** The names of some companies, by id (ids of companies that are gone are absent; none asked, no query). */
    async namesByIds(ids: readonly string[]): Promise<Map<string, string>> {
      const valid = [...new Set(ids)].filter((id) => isValidObjectId(id));
      if (valid.length === 0) return new Map();
      const records = await ClientCompany.find({ _id: { $in: valid } }, { name: 1 })
        .lean<Pick<TClientCompanyRecord, '_id' | 'name'>[]>()
        .exec();
      return new Map(records.map((record) => [record._id.toString(), record.name]));
    },

    /**
     * Applies an admin's edit and answers the company before and after it (null when there is no such company).
     * `deleted_changed_at` moves only when `deleted` really changes (one conditional update), so it dates the
     * deletion or restore the access events announce, and repeating an edit announces nothing new.
     */
    async update(
      id: string,
      changes: TClientCompanyUpdate,
      now = new Date(),
    ): Promise<{ before: TClientCompanyRecord; after: TClientCompanyRecord } | null> {
      if (!isValidObjectId(id)) return null;
      const { deleted, ...settings } = changes;
      const set = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
      const before = await ClientCompany.findByIdAndUpdate(id, { $set: set }, { runValidators: true })
        .lean<TClientCompanyRecord>()
        .exec();
      if (before === null) return null;
      if (deleted !== undefined) {
        await ClientCompany.updateOne(
          { _id: id, deleted: { $ne: deleted } },
          { $set: { deleted, deleted_changed_at: now } },
        ).exec();
      }
      const after = await ClientCompany.findById(id).lean<TClientCompanyRecord>().exec();
      return after === null ? null : { before, after };
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
          updateOne: {
            filter: { name: company.name },
            update: {
              $setOnInsert: {
                fee_percent: CLIENT_FEE_PERCENT.default,
                time_zone: CLIENT_DEFAULT_TIME_ZONE,
                ...company,
                ...searchFieldsOf(company.name),
              },
            },
            upsert: true,
          },
        })),
        { ordered: false },
      );
      return result.upsertedCount;
    },

    /**
     * The live companies whose names are these, with case, spacing and accents ignored, by normalized name
     * (one query on the `searchText` index: a company's `searchText` is its normalized name).
     */
    async liveByLooseNames(names: readonly string[]): Promise<Map<string, TClientCompanyRecord>> {
      const keys = [...new Set(names.map(normalizeForSearch).filter((key) => key !== ''))];
      if (keys.length === 0) return new Map();
      const records = await ClientCompany.find({ searchText: { $in: keys }, deleted: false })
        .lean<TClientCompanyRecord[]>()
        .exec();
      return new Map(records.map((record) => [normalizeForSearch(record.name), record]));
    },

    /** The id of the company with this name, created with the defaults if there is none. */
    async ensureByName(name: string): Promise<string> {
      const company = await ClientCompany.findOneAndUpdate(
        { name },
        { $setOnInsert: { name, created_at: new Date(), ...searchFieldsOf(name) } },
        { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
      )
        .lean<TClientCompanyRecord>()
        .exec();
      return (company as TClientCompanyRecord)._id.toString();
    },
  };
};
export type TClientCompaniesRepository = Awaited<ReturnType<typeof createClientCompaniesRepository>>;
