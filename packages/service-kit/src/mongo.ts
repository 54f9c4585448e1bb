import mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import { SERVICE_DATABASES } from '@gtm/contracts/services';
import type { TServiceName } from '@gtm/contracts/services';

/** The database a service uses: MONGODB_DB when set (tests), else the service's own. */
export const databaseName = (service: TServiceName, override?: string) =>
  override ?? SERVICE_DATABASES[service];

/** Opens the service's own connection (one database per service) and waits until it is usable. */
export const connectMongo = async (options: {
  uri: string;
  dbName: string;
  serverSelectionTimeoutMS?: number;
  /** The driver's command monitoring (`commandStarted` events on the client): tests that count round trips. */
  monitorCommands?: boolean | undefined;
}): Promise<Connection> => {
  const connection = mongoose.createConnection(options.uri, {
    dbName: options.dbName,
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5_000,
    // Readiness must answer within its own deadline even when the server hangs.
    socketTimeoutMS: 30_000,
    ...(options.monitorCommands ? { monitorCommands: true } : {}),
  });
  return connection.asPromise();
};

/** Round-trips a ping to the server; throws when it is unreachable. */
export const pingMongo = async (connection: Connection): Promise<void> => {
  if (!connection.db) throw new Error('MongoDB connection is not open');
  await connection.db.command({ ping: 1 });
};
