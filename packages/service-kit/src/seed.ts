import type { TLogger } from './logger.ts';

/**
 * Seeds one collection with demo data when it is empty and reports how many documents it wrote. Seeders
 * write with upserts on natural keys, so two instances starting at once cannot seed twice.
 */
export type TSeeder = { name: string; seedIfEmpty: () => Promise<number> };

/** Runs a service's demo seeders in order (SEED_DEMO=true); a seeder that fails stops the start. */
export const runDemoSeed = async (seeders: readonly TSeeder[], log: TLogger): Promise<void> => {
  for (const seeder of seeders) {
    const written = await seeder.seedIfEmpty();
    log.info(
      { seeder: seeder.name, written },
      written > 0 ? 'demo data seeded' : 'demo data present, not seeded',
    );
  }
};
