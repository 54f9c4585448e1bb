import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { placementSchema } from './placements.model.ts';
import { placementQueries } from './placements.repository.ts';

const ID = '665f1c0ffee0000000000abc';

/** Every query of the placements repository. */
const CASES: [string, TQueryShape][] = [
  ['placements.byId', placementQueries.byId(ID)],
  ['placements.ofCompanyCandidate', placementQueries.ofCompanyCandidate(ID, ID)],
  ['placements.ofCandidate', placementQueries.ofCandidate(ID)],
  ['placements.pendingOfCandidate', placementQueries.pendingOfCandidate(ID)],
  ['placements.list (all)', placementQueries.list(undefined)],
  ['placements.list (by status)', placementQueries.list('confirmed')],
  ['placements.search', placementQueries.search(undefined, 'smith')],
  ['placements.search (by status)', placementQueries.search('confirmed', 'smith')],
  ['placements.guaranteeDue', placementQueries.guaranteeDue('2031-01-01')],
  ['placements.invoiced', placementQueries.invoiced()],
];

describe('placement indexes', () => {
  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(placementSchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
