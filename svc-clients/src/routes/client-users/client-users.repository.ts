import type { Connection, Types } from 'mongoose';
import type { z } from 'zod';
import type { TClientUser, ZClientUsersQuery } from '@gtm/contracts/clients';
import type { TPage } from '@gtm/contracts/list-query';
import { backfillSearchFields } from '@gtm/service-kit/search-backfill';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { clientCompanyModel } from '../client-companies/client-companies.model.ts';
import { clientUserModel } from './client-users.model.ts';
import type { TClientUserRecord } from './client-users.model.ts';

type TPopulatedClientUser = Omit<TClientUserRecord, 'clientCompanyId'> & {
  clientCompanyId: { _id: Types.ObjectId; name: string } | null;
};

/** A client user as the admin list shows it, its company embedded with its name. */
const toClientUser = (record: TPopulatedClientUser): TClientUser => ({
  _id: record._id.toString(),
  name: record.name,
  email: record.email,
  clientCompanyId: record.clientCompanyId
    ? { _id: record.clientCompanyId._id.toString(), name: record.clientCompanyId.name }
    : null,
  sign_in_count: record.sign_in_count,
  last_sign_in_at: record.last_sign_in_at ? record.last_sign_in_at.toISOString() : null,
  is_enabled: record.is_enabled,
});

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

/** The only code that touches `client_users`. */
export const createClientUsersRepository = async (connection: Connection) => {
  // populate() resolves `ref` by model name on this connection, so the company model must be registered.
  clientCompanyModel(connection);
  const ClientUser = clientUserModel(connection);
  const readPage = pageReader(ClientUser);
  await ClientUser.init();
  // Users stored before the list was searchable get their search fields once.
  await backfillSearchFields<TClientUserRecord>(ClientUser as never, ['name', 'email'], (user) => [
    user.name,
    user.email,
  ]);

  return {
    count: () => ClientUser.countDocuments().exec(),

    /** One page of the admin list with each user's company name, searched inside the name and e-mail. */
    async list(query: TClientUsersQuery): Promise<TPage<TClientUser>> {
      const page = await readPage<TPopulatedClientUser>(query, {
        filter: clientUsersFilter(query),
        sort: clientUsersSort(query),
        populate: { path: 'clientCompanyId', select: 'name' },
      });
      return { ...page, items: page.items.map(toClientUser) };
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

    /** The client user of a newly registered employer; a replayed registration changes nothing. */
    async registered(entry: { email: string; name: string; clientCompanyId: string | null; at: Date }) {
      await ClientUser.updateOne(
        { email: entry.email },
        {
          $setOnInsert: {
            name: entry.name,
            clientCompanyId: entry.clientCompanyId,
            sign_in_count: 0,
            last_sign_in_at: null,
            is_enabled: true,
            created_at: entry.at,
            ...searchFieldsOf(entry.name, entry.email),
          },
        },
        { upsert: true },
      ).exec();
    },

    /**
     * Counts one sign-in. An employer account that predates this service's record of it (an operator-made
     * account) gets its client user here, without a company.
     */
    async signedIn(entry: { email: string; name: string; at: Date }) {
      await ClientUser.updateOne(
        { email: entry.email },
        {
          $inc: { sign_in_count: 1 },
          $max: { last_sign_in_at: entry.at },
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

    findByEmail: (email: string) => ClientUser.findOne({ email }).lean<TClientUserRecord>().exec(),
  };
};
export type TClientUsersRepository = Awaited<ReturnType<typeof createClientUsersRepository>>;
