import { randomBytes } from 'node:crypto';

/**
 * A database name of its own for one integration test file, so tests running against the shared server never
 * see each other's data: `<prefix>_<random>` (MongoDB database names stay well under 64 bytes).
 */
export function uniqueDatabaseName(prefix: string): string {
  const safe = prefix.replace(/[^a-zA-Z0-9_]/g, '_').slice(0, 40);
  return `${safe}_${randomBytes(4).toString('hex')}`;
}
