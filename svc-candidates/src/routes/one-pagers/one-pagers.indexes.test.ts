import { ONE_PAGER_SORTS, ONE_PAGER_STATUSES, ZOnePagersQuery } from '@gtm/contracts/talent';
import type { TOnePagersQuery } from '@gtm/contracts/talent';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { onePagerSchema } from './one-pagers.model.ts';
import { onePagerQueries as Q, onePagersFilter, onePagersSort } from './one-pagers.repository.ts';

/** Every query the list screen issues: each sort in both orders, with and without the status filter, and searches. */
const LIST_QUERIES: TOnePagersQuery[] = ONE_PAGER_SORTS.flatMap((sort) =>
  (['asc', 'desc'] as const).flatMap((order) =>
    ['all', ...ONE_PAGER_STATUSES].map((status) => ({ sort, order, status }) as TOnePagersQuery),
  ),
);
LIST_QUERIES.push(
  { search: 'jordan' } as TOnePagersQuery,
  { search: 'jo', status: ONE_PAGER_STATUSES[0], sort: ONE_PAGER_SORTS[1] } as TOnePagersQuery,
);

const IDS = ['665f1c0ffee0000000000abc', '665f1c0ffee0000000000abd'];

/** Every query other screens read one-pagers with (the admin dashboard, the employer portal). */
const CASES: [string, TQueryShape][] = [
  ['byStatus', Q.byStatus('active')],
  ['newest', Q.newest()],
  ['ofCombines', Q.ofCombines(IDS)],
  ['ofCandidate', Q.ofCandidate(IDS[0]!)],
  // memberLookup's join (and findMember).
  ['byId', Q.byId(IDS[0]!)],
];

const onePagerIndexes = declaredIndexes(onePagerSchema);

describe('one-pager indexes', () => {
  it.each(
    LIST_QUERIES.map((input) => {
      const query = ZOnePagersQuery.parse(input);
      const shape = { filter: onePagersFilter(query), sort: onePagersSort(query) };
      return [JSON.stringify(input), JSON.stringify(servingIndex(onePagerIndexes, shape))] as const;
    }),
  )('one-pagers query %s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });

  it('checks every query other screens read with', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(CASES.map(([name, shape]) => [name, JSON.stringify(servingIndex(onePagerIndexes, shape))]))(
    '%s is served by index %s',
    (_name, index) => {
      expect(index).not.toBe('null');
    },
  );
});
