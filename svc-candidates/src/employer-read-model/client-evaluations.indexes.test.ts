import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { clientEvaluationSchema } from './client-evaluations.model.ts';
import { clientEvaluationQueries as Q } from './client-evaluations.repository.ts';

const ID = '665f1c0ffee0000000000abc';
const IDS = [ID, '665f1c0ffee0000000000abd'];

/** Every query the repository issues (its `$lookup` stage's shapes included), by name. */
const CASES: [string, TQueryShape][] = [
  ['of', Q.of(IDS, IDS)],
  ['ofCandidate', Q.ofCandidate(ID)],
  ['ofCompany', Q.ofCompany(ID)],
];

describe('client evaluation indexes', () => {
  it('checks every query of the repository', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(clientEvaluationSchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
