import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { combineDaySchema } from './combine-days.model.ts';
import { combineDayQueries } from './combine-days.repository.ts';

const ID = '665f1c0ffee0000000000abc';

/** Every query of the combine days repository. */
const CASES: [string, TQueryShape][] = [
  ['combineDays.byId', combineDayQueries.byId(ID)],
  ['combineDays.ofShare', combineDayQueries.ofShare(ID)],
  ['combineDays.ofCandidate', combineDayQueries.ofCandidate(ID)],
  ['combineDays.ofCandidates (busyOf)', combineDayQueries.ofCandidates([ID])],
  ['combineDays.between', combineDayQueries.between(new Date(0), new Date())],
];

describe('combine day indexes', () => {
  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(combineDaySchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
