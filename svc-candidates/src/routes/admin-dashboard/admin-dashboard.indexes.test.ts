import mongoose from 'mongoose';
import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import { candidateProfileModel } from '../candidate-profiles/candidate-profiles.model.ts';
import { contactSubmissionModel } from '../contact-submissions/contact-submissions.model.ts';
import { combineShareSchema } from '../employer/employer.model.ts';
import { onePagerModel } from '../one-pagers/one-pagers.model.ts';
import { talentCombineModel } from '../talent-combines/talent-combines.model.ts';
import { dashboardQueries } from './admin-dashboard.repository.ts';

// Models on a connection that never opens: only their schemas' declared indexes are read.
const connection = mongoose.createConnection();
afterAll(() => connection.close());

const SCHEMAS = {
  candidateProfiles: candidateProfileModel(connection).schema,
  onePagers: onePagerModel(connection).schema,
  talentCombines: talentCombineModel(connection).schema,
  contactSubmissions: contactSubmissionModel(connection).schema,
  combineShares: combineShareSchema,
};

const CASES = Object.entries(dashboardQueries(new Date())).flatMap(([collection, queries]) =>
  Object.entries(queries).map(([name, shape]) => [
    `${collection}.${name}`,
    JSON.stringify(
      servingIndex(declaredIndexes(SCHEMAS[collection as keyof typeof SCHEMAS]), shape as never),
    ),
  ]),
);

describe('admin dashboard indexes', () => {
  it.each(CASES)('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
