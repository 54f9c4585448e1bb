import type { Schema } from 'mongoose';

/** Every mongoose write a model can make: queries, documents and the model's own bulk writes. */
export const QUERY_WRITES = [
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
