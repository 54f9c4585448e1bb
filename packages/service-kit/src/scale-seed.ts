import { z } from 'zod';
import type { Connection } from 'mongoose';
import type { TServiceName } from '@gtm/contracts/services';
import { serviceEnvShape } from './env.ts';
import { connectMongo, databaseName } from './mongo.ts';
import { createRandom, scaledCounts } from './scale-data.ts';
import type { TRandom, TScaleCounts } from './scale-data.ts';

const ZScaleSeedEnv = z.object({
  MONGODB_URI: serviceEnvShape.MONGODB_URI,
  MONGODB_DB: serviceEnvShape.MONGODB_DB,
  /** 1 writes issue 12's counts; a test writes a fraction. */
  SCALE_FACTOR: z.coerce.number().positive().max(10).default(1),
  /** The random seed: the same seed writes the same rows. */
  SCALE_SEED: z.coerce.number().int().default(12),
});

/** What a service's scale seed gets: its database, the counts, a seeded random source and the time "now". */
export type TScaleSeedContext = {
  mongo: Connection;
  counts: TScaleCounts;
  random: TRandom;
  now: number;
};

/**
 * Writes a service's share of the scale data (`npm run seed:scale` runs each service's command): connects to
 * the service's own database as the service does, runs `seed`, and prints what it wrote and how long it took.
 */
export const runScaleSeed = async (
  service: TServiceName,
  seed: (context: TScaleSeedContext) => Promise<Record<string, number>>,
): Promise<number> => {
  const env = ZScaleSeedEnv.safeParse(process.env);
  if (!env.success) {
    process.stderr.write(`${service} scale seed: ${z.prettifyError(env.error)}\n`);
    return 2;
  }
  const mongo = await connectMongo({
    uri: env.data.MONGODB_URI,
    dbName: databaseName(service, env.data.MONGODB_DB),
  });
  try {
    const started = performance.now();
    const written = await seed({
      mongo,
      counts: scaledCounts(env.data.SCALE_FACTOR),
      random: createRandom(env.data.SCALE_SEED),
      now: Date.now(),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${service}: wrote ${JSON.stringify(written)} in ${seconds} s\n`);
    return 0;
  } finally {
    await mongo.close();
  }
};
