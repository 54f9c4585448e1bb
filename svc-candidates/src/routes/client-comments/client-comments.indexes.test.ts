import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { clientCommentSchema } from './client-comments.model.ts';
import { clientCommentQueries as Q } from './client-comments.repository.ts';

const ID = '665f1c0ffee0000000000abc';
const IDS = [ID, '665f1c0ffee0000000000abd'];

/** Every query the repository issues (its `$lookup` stage's shapes included), by name. */
const CASES: [string, TQueryShape][] = [
  ['ofCompany', Q.ofCompany(ID)],
  ['of', Q.of([ID], IDS)],
];

describe('client comment indexes', () => {
  it('checks every query of the repository', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(clientCommentSchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
