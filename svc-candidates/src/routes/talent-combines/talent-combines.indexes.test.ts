import { TALENT_COMBINE_SORTS, TALENT_COMBINE_STATUSES, ZTalentCombinesQuery } from '@gtm/contracts/talent';
import type { TTalentCombinesQuery } from '@gtm/contracts/talent';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { talentCombineSchema } from './talent-combines.model.ts';
import {
  talentCombineQueries,
  talentCombinesFilter,
  talentCombinesSort,
} from './talent-combines.repository.ts';

/** Every query the list screen issues: each sort in both orders, with and without the status filter, and searches. */
const LIST_QUERIES: TTalentCombinesQuery[] = TALENT_COMBINE_SORTS.flatMap((sort) =>
  (['asc', 'desc'] as const).flatMap((order) =>
    ['all', ...TALENT_COMBINE_STATUSES].map((status) => ({ sort, order, status }) as TTalentCombinesQuery),
  ),
);
LIST_QUERIES.push(
  { search: 'jordan' } as TTalentCombinesQuery,
  { search: 'jo', status: TALENT_COMBINE_STATUSES[0], sort: TALENT_COMBINE_SORTS[1] } as TTalentCombinesQuery,
);

const combineIndexes = declaredIndexes(talentCombineSchema);

describe('talent combine indexes', () => {
  it.each(
    LIST_QUERIES.map((input) => {
      const query = ZTalentCombinesQuery.parse(input);
      const shape = { filter: talentCombinesFilter(query), sort: talentCombinesSort(query) };
      return [JSON.stringify(input), JSON.stringify(servingIndex(combineIndexes, shape))] as const;
    }),
  )('talent combines query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });

  it('the admin dashboard count by status is served by an index', () => {
    expect(servingIndex(combineIndexes, talentCombineQueries.byStatus('active'))).not.toBeNull();
  });
});
