import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import {
  clientCommentSchema,
  clientEvaluationSchema,
  combineShareSchema,
  interviewRequestSchema,
  onePagerViewSchema,
} from './employer-portal.model.ts';
import { employerQueries as Q } from './employer-portal.repository.ts';

const ID = '665f1c0ffee0000000000abc';
const IDS = [ID, '665f1c0ffee0000000000abd'];

/**
 * Every query the employer repository issues on its own collections, with the schema of each (its reads of
 * one-pagers and profiles are their repositories', checked beside their models).
 */
const CASES: [string, { indexes(): [Record<string, unknown>, unknown][] }, TQueryShape][] = [
  ['combineShares.byCombine', combineShareSchema, Q.combineShares.byCombine(ID)],
  ['combineShares.byCombineAndCompany', combineShareSchema, Q.combineShares.byCombineAndCompany(ID, ID)],
  ['combineShares.liveOfCompany', combineShareSchema, Q.combineShares.liveOfCompany(ID)],
  ['combineShares.liveOfCombines', combineShareSchema, Q.combineShares.liveOfCombines(IDS)],
  ['combineShares.live', combineShareSchema, Q.combineShares.live()],
  ['clientEvaluations.of', clientEvaluationSchema, Q.clientEvaluations.of(IDS, IDS)],
  ['clientEvaluations.ofCandidate', clientEvaluationSchema, Q.clientEvaluations.ofCandidate(ID)],
  ['clientEvaluations.ofCompany', clientEvaluationSchema, Q.clientEvaluations.ofCompany(ID)],
  ['clientComments.ofCompany', clientCommentSchema, Q.clientComments.ofCompany(ID)],
  ['clientComments.of', clientCommentSchema, Q.clientComments.of([ID], IDS)],
  ['interviewRequests.of', interviewRequestSchema, Q.interviewRequests.of([ID], IDS)],
  ['interviewRequests.ofCompany', interviewRequestSchema, Q.interviewRequests.ofCompany(ID)],
  ['interviewRequests.ofCandidate', interviewRequestSchema, Q.interviewRequests.ofCandidate(ID)],
  ['onePagerViews.allOfCompany', onePagerViewSchema, Q.onePagerViews.allOfCompany(ID)],
  ['onePagerViews.ofCompany', onePagerViewSchema, Q.onePagerViews.ofCompany(ID, IDS)],
  ['onePagerViews.ofShare', onePagerViewSchema, Q.onePagerViews.ofShare(ID, IDS)],
  ['onePagerViews.ofCandidate', onePagerViewSchema, Q.onePagerViews.ofCandidate(ID)],
];

describe('employer portal indexes', () => {
  it('checks every query of the repository', () => {
    const declared = Object.entries(Q).flatMap(([collection, queries]) =>
      Object.keys(queries).map((name) => `${collection}.${name}`),
    );
    expect(CASES.map(([name]) => name).sort()).toEqual(declared.sort());
  });

  it.each(
    CASES.map(([name, schema, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(schema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
