import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { availabilitySchema } from './availability.model.ts';
import { availabilityQueries as Q } from './availability.repository.ts';

const ID = '665f1c0ffee0000000000abc';

/** Every query the repository issues, by name. */
const CASES: [string, TQueryShape][] = [
  ['ofUser', Q.ofUser(ID)],
  ['ofUsers', Q.ofUsers([ID, '665f1c0ffee0000000000abd'])],
];

describe('candidate availability indexes', () => {
  it('checks every query of the repository', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(availabilitySchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
