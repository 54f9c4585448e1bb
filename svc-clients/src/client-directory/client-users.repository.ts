import { isValidObjectId } from 'mongoose';
import type { Connection } from 'mongoose';
import type { z } from 'zod';
import type { TClientUser, ZClientUsersQuery } from '@gtm/contracts/clients';
import type { TPage } from '@gtm/contracts/list-query';
import { backfillSearchFields } from '@gtm/service-kit/search-backfill';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import type { TClientCompaniesRepository } from './client-companies.repository.ts';
import { clientUserModel } from './client-users.model.ts';
import type { TClientUserRecord } from './client-users.model.ts';

/** A client user as the admin list shows it, its company embedded with its name (null when it is gone). */
export const toClientUser = (
  record: TClientUserRecord,
  companyNames: ReadonlyMap<string, string>,
): TClientUser => {
  const companyId = record.clientCompanyId?.toString();
  const companyName = companyId === undefined ? undefined : companyNames.get(companyId);
  return {
    _id: record._id.toString(),
    name: record.name,
    email: record.email,
    clientCompanyId:
      companyId !== undefined && companyName !== undefined ? { _id: companyId, name: companyName } : null,
    sign_in_count: record.sign_in_count,
    last_sign_in_at: record.last_sign_in_at ? record.last_sign_in_at.toISOString() : null,
    is_enabled: record.is_enabled,
    awaiting_approval: record.access_request?.status === 'pending',
  };
};

export type TNewClientUser = {
  name: string;
  email: string;
  clientCompanyId: string;
  sign_in_count: number;
  last_sign_in_at: Date | null;
  is_enabled: boolean;
  created_at: Date;
};

type TClientUsersQuery = z.output<typeof ZClientUsersQuery>;

/** The filter of the admin list's query: a search inside the name and the e-mail. */
export const clientUsersFilter = (query: TClientUsersQuery) => searchFilter(query.search);

/** The sort of the admin list's query, `_id` breaking ties so pages never overlap. */
export const clientUsersSort = (query: TClientUsersQuery): Record<string, 1 | -1> => {
  return listSort('created_at', query.order);
};

/**
 * The only code that touches `client_users`. The companies' names come from their own repository (one query by
 * ids, as populate() made).
 */
export const createClientUsersRepository = async (
  connection: Connection,
  companies: Pick<TClientCompaniesRepository, 'namesByIds'>,
) => {
  const ClientUser = clientUserModel(connection);
  const readPage = pageReader(ClientUser);
  await ClientUser.init();
  // Users stored before the list was searchable get their search fields once.
  await backfillSearchFields<TClientUserRecord>(ClientUser as never, ['name', 'email'], (user) => [
    user.name,
    user.email,
  ]);

  /** Users as the admin list shows them, each company's name read in one query. */
  const withCompanyNames = async (records: readonly TClientUserRecord[]): Promise<TClientUser[]> => {
    const names = await companies.namesByIds(
      records.flatMap((record) => (record.clientCompanyId ? [record.clientCompanyId.toString()] : [])),
    );
    return records.map((record) => toClientUser(record, names));
  };

  return {
    count: () => ClientUser.countDocuments().exec(),

    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents as they are, unordered, through the driver
     * (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await ClientUser.collection.insertMany(docs, { ordered: false });
    },

    /** One page of the admin list with each user's company name, searched inside the name and e-mail. */
    async list(query: TClientUsersQuery): Promise<TPage<TClientUser>> {
      const page = await readPage<TClientUserRecord>(query, {
        filter: clientUsersFilter(query),
        sort: clientUsersSort(query),
      });
      return { ...page, items: await withCompanyNames(page.items) };
    },

    /** Inserts each user unless one with its e-mail exists; returns how many were new. */
    async upsertByEmail(users: readonly TNewClientUser[]): Promise<number> {
      const result = await ClientUser.bulkWrite(
        users.map((user) => ({
          updateOne: {
            filter: { email: user.email },
            update: { $setOnInsert: { ...user, ...searchFieldsOf(user.name, user.email) } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
      return result.upsertedCount;
    },

    /**
     * The client user of a newly registered employer, linked to its account (`userId`); a replayed registration
     * changes nothing. An admin's invitation names the company (`explicitCompany`): it is set even on a user
     * stored before the account (a seeded one); a self-registration's company is only a new user's.
     */
    async registered(entry: {
      userId: string;
      email: string;
      name: string;
      clientCompanyId: string | null;
      explicitCompany?: boolean;
      /** A self-registration: a new user gets a pending access request naming the typed company. */
      accessRequest?: { company: string | null };
      at: Date;
    }): Promise<{ accessRequested: boolean }> {
      const explicit = entry.explicitCompany === true;
      const company = { clientCompanyId: entry.clientCompanyId };
      const linked = explicit
        ? (await ClientUser.updateOne({ userId: entry.userId }, { $set: company }).exec()).matchedCount === 1
        : (await ClientUser.exists({ userId: entry.userId }).exec()) !== null;
      if (linked) return { accessRequested: false };
      const request =
        explicit || entry.accessRequest === undefined
          ? {}
          : {
              access_request: {
                company: entry.accessRequest.company,
                status: 'pending',
                requested_at: entry.at,
                decided_at: null,
                decided_by: null,
              },
            };
      const result = await ClientUser.updateOne(
        { email: entry.email },
        {
          $set: { userId: entry.userId, ...(explicit ? company : {}) },
          $setOnInsert: {
            name: entry.name,
            ...(explicit ? {} : { ...company, ...request }),
            sign_in_count: 0,
            last_sign_in_at: null,
            is_enabled: true,
            created_at: entry.at,
            ...searchFieldsOf(entry.name, entry.email),
          },
        },
        { upsert: true },
      ).exec();
      return { accessRequested: 'access_request' in request && result.upsertedCount === 1 };
    },

    /** The pending access requests, oldest first (at most `limit`). */
    pendingAccessRequests: (limit = 200) =>
      ClientUser.find({ 'access_request.status': 'pending' })
        .sort({ 'access_request.requested_at': 1, _id: 1 })
        .limit(limit)
        .lean<TClientUserRecord[]>()
        .exec(),

    /** One user's stored record (null when there is no such user). */
    findRecordById: (id: string) =>
      isValidObjectId(id) ? ClientUser.findById(id).lean<TClientUserRecord>().exec() : Promise.resolve(null),

    /**
     * Decides a pending access request in one atomic update: approved, the user joins `clientCompanyId`; denied,
     * the user is disabled. Answers the user after it, or null when the request is not pending (any more): of two
     * admins deciding at once, one wins.
     */
    decideAccess: (
      id: string,
      decision:
        | { status: 'approved'; clientCompanyId: string; decidedBy: string }
        | { status: 'denied'; decidedBy: string },
      now = new Date(),
    ) =>
      ClientUser.findOneAndUpdate(
        { _id: id, 'access_request.status': 'pending' },
        {
          $set: {
            'access_request.status': decision.status,
            'access_request.decided_at': now,
            'access_request.decided_by': decision.decidedBy,
            access_changed_at: now,
            ...(decision.status === 'approved'
              ? { clientCompanyId: decision.clientCompanyId }
              : { is_enabled: false }),
          },
        },
        { returnDocument: 'after', runValidators: true },
      )
        .lean<TClientUserRecord>()
        .exec(),

    /**
     * Counts one sign-in of the account `userId` (linking it by e-mail if it was not yet). An employer account
     * that predates this service's record of it (an operator-made account) gets its client user here, without
     * a company.
     */
    async signedIn(entry: { userId: string; email: string; name: string; at: Date }) {
      const counted = { $inc: { sign_in_count: 1 }, $max: { last_sign_in_at: entry.at } };
      const linked = await ClientUser.updateOne({ userId: entry.userId }, counted).exec();
      if (linked.matchedCount === 1) return;
      await ClientUser.updateOne(
        { email: entry.email },
        {
          ...counted,
          $set: { userId: entry.userId },
          $setOnInsert: {
            name: entry.name,
            clientCompanyId: null,
            is_enabled: true,
            created_at: entry.at,
            ...searchFieldsOf(entry.name, entry.email),
          },
        },
        { upsert: true },
      ).exec();
    },

    /** One user as the admin list shows it (null when there is no such user). */
    async findById(id: string): Promise<TClientUser | null> {
      if (!isValidObjectId(id)) return null;
      const record = await ClientUser.findById(id).lean<TClientUserRecord>().exec();
      return record ? ((await withCompanyNames([record]))[0] ?? null) : null;
    },

    /** The client user of an employer account. */
    findByUserId: (userId: string) => ClientUser.findOne({ userId }).lean<TClientUserRecord>().exec(),

    /**
     * Applies an admin's edit and answers the user before and after it (null when there is no such user).
     * `access_changed_at` moves only when the edit changes something, dating the access event it causes.
     */
    async update(
      id: string,
      changes: { is_enabled?: boolean; clientCompanyId?: string },
      now = new Date(),
    ): Promise<{ before: TClientUserRecord; after: TClientUserRecord } | null> {
      if (!isValidObjectId(id)) return null;
      const before = await ClientUser.findById(id).lean<TClientUserRecord>().exec();
      if (before === null) return null;
      const set: Record<string, unknown> = {};
      if (changes.is_enabled !== undefined && changes.is_enabled !== before.is_enabled) {
        set.is_enabled = changes.is_enabled;
      }
      if (
        changes.clientCompanyId !== undefined &&
        changes.clientCompanyId !== before.clientCompanyId?.toString()
      ) {
        set.clientCompanyId = changes.clientCompanyId;
      }
      const after =
        Object.keys(set).length === 0
          ? before
          : await ClientUser.findByIdAndUpdate(
              id,
              { $set: { ...set, access_changed_at: now } },
              { returnDocument: 'after', runValidators: true },
            )
              .lean<TClientUserRecord>()
              .exec();
      return after === null ? null : { before, after };
    },

    /** The users of a company that have an account (whose access a deletion or a restore changes). */
    linkedUsersOf: (companyId: string) =>
      ClientUser.find(
        { clientCompanyId: companyId, userId: { $exists: true } },
        { userId: 1, is_enabled: 1, access_changed_at: 1 },
      )
        .lean<Pick<TClientUserRecord, '_id' | 'userId' | 'is_enabled' | 'access_changed_at'>[]>()
        .exec(),

    /** The enabled users of a company: who hears of a combine shared with it. */
    enabledUsersOf: (companyId: string) =>
      ClientUser.find({ clientCompanyId: companyId, is_enabled: true }, { name: 1, email: 1 })
        .sort({ _id: 1 })
        .lean<Pick<TClientUserRecord, '_id' | 'name' | 'email'>[]>()
        .exec(),

    findByEmail: (email: string) => ClientUser.findOne({ email }).lean<TClientUserRecord>().exec(),

    /** The account ids of a company's enabled users: who hears of its hiring events in the notification centre. */
    async enabledAccountsOf(companyId: string): Promise<string[]> {
      const rows = await ClientUser.find(
        { clientCompanyId: companyId, is_enabled: true, userId: { $exists: true } },
        { userId: 1 },
      )
        .sort({ _id: 1 })
        .lean<Pick<TClientUserRecord, '_id' | 'userId'>[]>()
        .exec();
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },
  };
};
export type TClientUsersRepository = Awaited<ReturnType<typeof createClientUsersRepository>>;
