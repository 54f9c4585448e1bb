import type { Schema } from 'mongoose';

/** Every mongoose query write (documents' save and deleteOne, insertMany and bulkWrite are hooked apart). */
const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

/**
 * Calls `changed` after every write of a schema's model, however it is made (a query, a saved or deleted
 * document, insertMany, bulkWrite), awaited before the write's own promise resolves: what keeps caches of what
 * the collection holds from outliving a change, without every writer having to remember to say so.
 */
export const afterEveryWrite = (schema: Schema, changed: () => Promise<void>) => {
  for (const write of QUERY_WRITES)
    schema.post(write, { document: false, query: true }, async () => changed());
  schema.post(['save', 'deleteOne'], { document: true, query: false }, async () => changed());
  schema.post('insertMany', async () => changed());
  schema.post('bulkWrite', async () => changed());
};

/** What a write names: a string field of its filter or of the record it wrote; null when it names none. */
export type TWriteName = (record: Record<string, unknown>) => string | null;

/** What a query write names: its filter's name, else that of the document it answered (`findOneAnd*`). */
export const nameOfWrite = (nameOf: TWriteName, filter: unknown, result: unknown): string | null => {
  const of = (value: unknown) =>
    value !== null && typeof value === 'object' ? nameOf(value as Record<string, unknown>) : null;
  return of(filter) ?? of(result);
};

/**
 * {@link afterEveryWrite}, saying what the write changed: `nameOf` reads a query's filter, else the document a
 * `findOneAnd*` answered, or the saved or deleted document; `changed(null)` when the write names nothing (a
 * filter by another field, insertMany, bulkWrite), which the caller reads as "everything". A cache kept per
 * company or per user then drops only what one write touched.
 */
export const afterEveryWriteOf = (
  schema: Schema,
  nameOf: TWriteName,
  changed: (name: string | null) => Promise<void>,
) => {
  for (const write of QUERY_WRITES)
    schema.post(
      write,
      { document: false, query: true },
      async function (this: { getFilter(): Record<string, unknown> }, result: unknown) {
        await changed(nameOfWrite(nameOf, this.getFilter(), result));
      },
    );
  schema.post(['save', 'deleteOne'], { document: true, query: false }, async (doc: unknown) =>
    changed(nameOfWrite(nameOf, doc, null)),
  );
  schema.post('insertMany', async () => changed(null));
  schema.post('bulkWrite', async () => changed(null));
};

/** A {@link TWriteName} reading one field, when it holds a non-empty string. */
export const stringField =
  (field: string): TWriteName =>
  (record) => {
    const value = record[field];
    return typeof value === 'string' && value !== '' ? value : null;
  };
