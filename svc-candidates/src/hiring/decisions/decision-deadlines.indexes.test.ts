import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { decisionDeadlineSchema } from './decision-deadlines.model.ts';
import { decisionDeadlineQueries as Q } from './decision-deadlines.repository.ts';

const ID = '665f1c0ffee0000000000abc';
const AT = new Date('2031-03-07T23:00:00Z');

/** Every query the repository issues, by name (each shape the analytics' filters give). */
const CASES: [string, TQueryShape][] = [
  ['byId', Q.byId(ID)],
  ['openMet', Q.openMet(ID, ID, AT)],
  ['open (every company)', Q.open()],
  ['open (one company)', Q.open(ID)],
  ['open (due: met since)', Q.open(undefined, { from: AT })],
  ['open (overdue: met before, one company)', Q.open(ID, { to: AT })],
  ['toSweep', Q.toSweep()],
  ['figures (all time)', Q.figures({})],
  ['figures (range)', Q.figures({ from: AT, to: AT })],
  ['figures (company)', Q.figures({ companyId: ID, from: AT })],
  ['figures (combine)', Q.figures({ combineId: ID, to: AT })],
  ['figures (company and combine)', Q.figures({ companyId: ID, combineId: ID, from: AT, to: AT })],
  ['ofCandidate', Q.ofCandidate(ID)],
];

describe('decision deadline indexes', () => {
  it('checks every query of the repository', () => {
    expect([...new Set(CASES.map(([name]) => name.split(' ')[0]))].sort()).toEqual(Object.keys(Q).sort());
  });

  it.each(
    CASES.map(([name, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(decisionDeadlineSchema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
