import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { SERVICE_DATABASES } from '@gtm/contracts/services';

/** How many documents of each collection are hashed from each end (by `_id`): the sample. */
const SAMPLE_EACH_END = 100;

/** One collection as seen at one moment: its row count and a hash per sampled document. */
type TCollectionState = { count: number; documents: Map<string, string> };

/** Every collection of every service database, by `database.collection`. */
export type TDataSnapshot = Map<string, TCollectionState>;

const hashOf = (document: unknown) => createHash('sha256').update(JSON.stringify(document)).digest('hex');

/** Row counts of every collection of the three service databases, and a hash of a sample of their documents. */
export const takeSnapshot = async (mongoUrl: string): Promise<TDataSnapshot> => {
  const snapshot: TDataSnapshot = new Map();
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    for (const database of Object.values(SERVICE_DATABASES)) {
      const db = connection.useDb(database, { useCache: false }).db!;
      const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name);
      for (const name of names.sort()) {
        const collection = db.collection(name);
        const count = await collection.countDocuments({});
        const ends = await Promise.all(
          [1, -1].map((order) =>
            collection
              .find({})
              .sort({ _id: order as 1 | -1 })
              .limit(SAMPLE_EACH_END)
              .toArray(),
          ),
        );
        const documents = new Map<string, string>();
        for (const document of ends.flat()) documents.set(String(document._id), hashOf(document));
        snapshot.set(`${database}.${name}`, { count, documents });
      }
    }
  } finally {
    await connection.close();
  }
  return snapshot;
};

/** What differs between two snapshots, one line per collection (empty when nothing does). */
export const compareSnapshots = (before: TDataSnapshot, after: TDataSnapshot): string[] => {
  const differences: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(name);
    const is = after.get(name);
    if (!was || !is) {
      differences.push(`${name}: collection ${was ? 'removed' : 'created'}`);
      continue;
    }
    if (was.count !== is.count) differences.push(`${name}: ${was.count} rows before, ${is.count} after`);
    const changed = [...was.documents]
      .filter(([id, hash]) => is.documents.has(id) && is.documents.get(id) !== hash)
      .map(([id]) => id);
    if (changed.length > 0) differences.push(`${name}: documents changed: ${changed.slice(0, 5).join(', ')}`);
    // With the count unchanged, a sampled document gone means one was removed and another added.
    const gone = [...was.documents.keys()].filter((id) => !is.documents.has(id));
    if (was.count === is.count && gone.length > 0)
      differences.push(`${name}: documents replaced: ${gone.slice(0, 5).join(', ')}`);
  }
  return differences;
};

/**
 * Waits until the data stops changing (seeding, account events and e-mail jobs settle in the workers): two
 * snapshots `quietMs` apart alike. Answers the last one; gives up after `timeoutMs` with what still changes.
 */
export const settledSnapshot = async (
  mongoUrl: string,
  { quietMs = 3_000, timeoutMs = 120_000 } = {},
): Promise<TDataSnapshot> => {
  const deadline = Date.now() + timeoutMs;
  let previous = await takeSnapshot(mongoUrl);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const current = await takeSnapshot(mongoUrl);
    const differences = compareSnapshots(previous, current);
    if (differences.length === 0) return current;
    if (Date.now() > deadline) {
      throw new Error(`the data did not settle in ${timeoutMs} ms:\n  ${differences.join('\n  ')}`);
    }
    previous = current;
  }
};
