import { declaredIndexes, servingIndex } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import {
  analyticsCompanyDaySchema,
  analyticsCompanyMonthSchema,
  analyticsCompanySchema,
  analyticsDaySchema,
  analyticsShareDaySchema,
} from './analytics.model.ts';
import { analyticsQueries } from './analytics.repository.ts';

const ID = '665f1c0ffee0000000000abc';
const RANGE = { from: '2031-01-01', to: '2031-01-31' };

/** Every query of the analytics repository, with the schema of its collection. */
const CASES: [string, { indexes(): [Record<string, unknown>, unknown][] }, TQueryShape][] = [
  ['analytics.days', analyticsDaySchema, analyticsQueries.days(RANGE)],
  ['analytics.companyDays', analyticsCompanyDaySchema, analyticsQueries.companyDays(RANGE)],
  [
    'analytics.companyDays of one',
    analyticsCompanyDaySchema,
    analyticsQueries.companyDays({ companyId: ID }),
  ],
  ['analytics.shareDays', analyticsShareDaySchema, analyticsQueries.shareDays({ ...RANGE, combineId: ID })],
  [
    'analytics.shareDays of one company',
    analyticsShareDaySchema,
    analyticsQueries.shareDays({ companyId: ID, combineId: ID }),
  ],
  [
    'analytics.companyDaysOn',
    analyticsCompanyDaySchema,
    analyticsQueries.companyDaysOn(['2031-01-01', '2031-01-31']),
  ],
  [
    'analytics.companyMonths',
    analyticsCompanyMonthSchema,
    analyticsQueries.companyMonths({ from: '2031-01', to: '2031-03' }),
  ],
  ['analytics.topCompanies', analyticsCompanySchema, analyticsQueries.topCompanies()],
];

describe('analytics indexes', () => {
  it.each(
    CASES.map(([name, schema, shape]) => [
      name,
      JSON.stringify(servingIndex(declaredIndexes(schema), shape)),
    ]),
  )('%s is served by index %s', (_query, index) => {
    expect(index).not.toBe('null');
  });
});
