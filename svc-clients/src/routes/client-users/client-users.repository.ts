import type { Connection, Types } from 'mongoose';
import type { TClientUser } from '@gtm/contracts/clients';
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

/** The only code that touches `client_users`. */
export const createClientUsersRepository = async (connection: Connection) => {
  // populate() resolves `ref` by model name on this connection, so the company model must be registered.
  clientCompanyModel(connection);
  const ClientUser = clientUserModel(connection);
  await ClientUser.init();

  return {
    count: () => ClientUser.countDocuments().exec(),

    /** Every client user, newest first, with its company's name. */
    async listWithCompany(): Promise<TClientUser[]> {
      const records = await ClientUser.find()
        .sort({ created_at: -1, _id: -1 })
        .populate('clientCompanyId', 'name')
        .lean<TPopulatedClientUser[]>();
      return records.map(toClientUser);
    },

    /** Inserts each user unless one with its e-mail exists; returns how many were new. */
    async upsertByEmail(users: readonly TNewClientUser[]): Promise<number> {
      const result = await ClientUser.bulkWrite(
        users.map((user) => ({
          updateOne: { filter: { email: user.email }, update: { $setOnInsert: user }, upsert: true },
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
          $setOnInsert: { name: entry.name, clientCompanyId: null, is_enabled: true, created_at: entry.at },
        },
        { upsert: true },
      ).exec();
    },

    findByEmail: (email: string) => ClientUser.findOne({ email }).lean<TClientUserRecord>().exec(),
  };
};
export type TClientUsersRepository = Awaited<ReturnType<typeof createClientUsersRepository>>;
