import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { interviewRequestSchema } from './interview-requests.model.ts';
import { interviewRequestQueries as Q } from './interview-requests.repository.ts';

const ID = '665f1c0ffee0000000000abc';
const IDS = [ID, '665f1c0ffee0000000000abd'];

/** Every query the repository issues (its `$lookup` stage's shapes included), by name. */
const CASES: [string, TQueryShape][] = [
  ['of', Q.of([ID], IDS)],
  ['ofCompany', Q.ofCompany(ID)],
  ['ofCandidate', Q.ofCandidate(ID)],
  ['acceptedOfCandidates', Q.acceptedOfCandidates([ID])],
  // requestLookup's join (and findRequest).
  ['byId', Q.byId(ID)],
];

describe('interview request indexes', () => {
  it('checks every query of the repository', () => {
    expect(CASES.map(([name]) => name).sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(interviewRequestSchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
