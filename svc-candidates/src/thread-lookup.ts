import { Types } from 'mongoose';
import type { PipelineStage } from 'mongoose';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';

/** How a company's records about its candidates (comments, interview requests) are joined into a read. */
export type TThreads = 'records' | 'counts';

/**
 * A `$lookup` stage that reads the records of `from` matching `shape` into `as`, for another collection's
 * aggregate to join them in the same command: as records in the shape's order ('records'), or counted per
 * one-pager ('counts': rows `{ _id: onePagerId, count }`). The collection's repository gives `from` and `shape`.
 */
export const threadLookup = (
  from: string,
  shape: TQueryShape,
  threads: TThreads,
  as: string,
): PipelineStage.Lookup => ({
  $lookup: {
    from,
    pipeline:
      threads === 'records'
        ? [{ $match: shape.filter }, ...(Object.keys(shape.sort).length > 0 ? [{ $sort: shape.sort }] : [])]
        : [{ $match: shape.filter }, { $group: { _id: '$onePagerId', count: { $sum: 1 } } }],
    as,
  },
});

/**
 * The stages that join the document of `from` with this id into `as` (an array of none or one), for another
 * collection's aggregate to read it in the same command. The id is set as an ObjectId field first and joined by
 * equality (`localField`, served by `_id`; a `let`/`$expr` join scans the joined collection per document on the
 * stand-in); an id that is no ObjectId joins none. `hidden`: fields of the joined document left out. The
 * collection's repository gives `from`.
 */
export const byIdLookup = (
  from: string,
  id: string,
  as: string,
  hidden: readonly string[] = [],
): PipelineStage[] => {
  const idField = `${as}Id`;
  return [
    { $addFields: { [idField]: Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null } },
    { $lookup: { from, localField: idField, foreignField: '_id', as } },
    { $project: { [idField]: 0, ...Object.fromEntries(hidden.map((field) => [`${as}.${field}`, 0])) } },
  ];
};
