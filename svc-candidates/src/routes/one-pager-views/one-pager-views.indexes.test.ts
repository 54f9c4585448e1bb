import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { onePagerViewSchema } from './one-pager-views.model.ts';
import { onePagerViewQueries as Q } from './one-pager-views.repository.ts';

const ID = '665f1c0ffee0000000000abc';
const IDS = [ID, '665f1c0ffee0000000000abd'];

/** Every query the repository issues (its `$lookup` stage's shapes included), by name. */
const CASES: [string, TQueryShape][] = [
  ['allOfCompany', Q.allOfCompany(ID)],
  ['ofCompany', Q.ofCompany(ID, IDS)],
  ['ofShare', Q.ofShare(ID, IDS)],
  ['ofCandidate', Q.ofCandidate(ID)],
  ['counter', Q.counter(ID, ID)],
];

describe('one-pager view indexes', () => {
  it('checks every query of the repository', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(onePagerViewSchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
