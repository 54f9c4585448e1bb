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
