import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { candidateOutcomeSchema } from './outcomes.model.ts';
import { outcomeQueries } from './outcomes.repository.ts';

const ID = '665f1c0ffee0000000000abc';

/** Every query of the outcomes repository (the analytics' are checked beside their model). */
const CASES: [string, TQueryShape][] = [
  ['outcomes.one', outcomeQueries.one(ID, ID)],
  ['outcomes.of', outcomeQueries.of(ID, [ID])],
  ['outcomes.ofCandidate', outcomeQueries.ofCandidate(ID)],
  // outcomesOfCandidateLookup's join (localField on candidateUserId).
  ['outcomes.ofCandidate (outcomesOfCandidateLookup)', outcomeQueries.ofCandidate(ID)],
  ['outcomes.hiresOf', outcomeQueries.hiresOf([ID])],
];

describe('outcome indexes', () => {
  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(candidateOutcomeSchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
