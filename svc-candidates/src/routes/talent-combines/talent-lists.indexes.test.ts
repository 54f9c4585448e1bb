import {
  ONE_PAGER_SORTS,
  ONE_PAGER_STATUSES,
  TALENT_COMBINE_SORTS,
  TALENT_COMBINE_STATUSES,
  ZOnePagersQuery,
  ZTalentCombinesQuery,
} from '@gtm/contracts/talent';
import type { TOnePagersQuery, TTalentCombinesQuery } from '@gtm/contracts/talent';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { onePagerSchema } from '../one-pagers/one-pagers.model.ts';
import { onePagersFilter, onePagersSort } from '../one-pagers/one-pagers.repository.ts';
import { talentCombineSchema } from './talent-combines.model.ts';
import { talentCombinesFilter, talentCombinesSort } from './talent-combines.repository.ts';

/** Every query a list screen issues: each sort in both orders, with and without the status filter, and searches. */
const queriesOf = <TQuery>(sorts: readonly string[], statuses: readonly string[]) => {
  const queries = sorts.flatMap((sort) =>
    (['asc', 'desc'] as const).flatMap((order) =>
      ['all', ...statuses].map((status) => ({ sort, order, status }) as TQuery),
    ),
  );
  queries.push(
    { search: 'jordan' } as TQuery,
    { search: 'jo', status: statuses[0], sort: sorts[1] } as TQuery,
  );
  return queries;
};

const onePagerIndexes = declaredIndexes(onePagerSchema);
const combineIndexes = declaredIndexes(talentCombineSchema);

describe('one-pager and talent combine list indexes', () => {
  it.each(
    queriesOf<TOnePagersQuery>(ONE_PAGER_SORTS, ONE_PAGER_STATUSES).map((input) => {
      const query = ZOnePagersQuery.parse(input);
      const shape = { filter: onePagersFilter(query), sort: onePagersSort(query) };
      return [JSON.stringify(input), JSON.stringify(servingIndex(onePagerIndexes, shape))] as const;
    }),
  )('one-pagers query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });

  it.each(
    queriesOf<TTalentCombinesQuery>(TALENT_COMBINE_SORTS, TALENT_COMBINE_STATUSES).map((input) => {
      const query = ZTalentCombinesQuery.parse(input);
      const shape = { filter: talentCombinesFilter(query), sort: talentCombinesSort(query) };
      return [JSON.stringify(input), JSON.stringify(servingIndex(combineIndexes, shape))] as const;
    }),
  )('talent combines query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
