import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { combineShareSchema } from './combine-shares.model.ts';
import { combineShareQueries as Q } from './combine-shares.repository.ts';

const ID = '665f1c0ffee0000000000abc';
const IDS = [ID, '665f1c0ffee0000000000abd'];

/** Every query the repository issues (its `$lookup` stage's shapes included), by name. */
const CASES: [string, TQueryShape][] = [
  ['byCombine', Q.byCombine(ID)],
  ['byCombineAndCompany', Q.byCombineAndCompany(ID, ID)],
  ['liveOfCompany', Q.liveOfCompany(ID)],
  ['liveOfCombines', Q.liveOfCombines(IDS)],
  ['live', Q.live()],
  ['byIds', Q.byIds(IDS)],
];

describe('combine share indexes', () => {
  it('checks every query of the repository', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(combineShareSchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
