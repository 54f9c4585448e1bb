import type { Model } from 'mongoose';
import { searchFieldsOf } from './text-search.ts';

/** How many documents one backfill round reads and writes. */
const BATCH_SIZE = 500;

/**
 * Gives text-search's fields (`searchText`, `searchGrams`) to the documents of a collection stored before it
 * was searchable, in batches, and answers how many it filled. It reads only documents without `searchGrams`
 * (`{ searchGrams: null }` is an index probe on the `searchGrams` index), so once they are filled a start
 * costs one empty lookup. Safe to run from several instances at once: a document filled in between is skipped.
 * `fields` are the fields `textsOf` reads; `moreOf` may set other derived fields of the same documents.
 */
export const backfillSearchFields = async <TDoc extends { _id: unknown }>(
  model: Model<never>,
  fields: readonly (keyof TDoc & string)[],
  textsOf: (doc: TDoc) => readonly (string | null | undefined)[],
  moreOf: (doc: TDoc) => Record<string, unknown> = () => ({}),
): Promise<number> => {
  let filled = 0;
  for (;;) {
    const docs = await model
      .find({ searchGrams: null }, Object.fromEntries(fields.map((field) => [field, 1])))
      .limit(BATCH_SIZE)
      .lean<TDoc[]>()
      .exec();
    if (docs.length === 0) return filled;
    await model.bulkWrite(
      docs.map((doc) => ({
        updateOne: {
          filter: { _id: doc._id, searchGrams: null },
          update: { $set: { ...moreOf(doc), ...searchFieldsOf(...textsOf(doc)) } },
        },
      })) as never,
      { ordered: false },
    );
    filled += docs.length;
    if (docs.length < BATCH_SIZE) return filled;
  }
};
