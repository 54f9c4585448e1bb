import { ANALYTICS_ANSWERS, ZAnalyticsQuery } from './analytics.ts';

describe('the analytics query', () => {
  it.each(['', '0000-00-00', '2031-02-30', '3937-24-03', '2031-1-01', 'yesterday'])(
    "refuses the day '%s' with the readable answer, never by throwing",
    (day) => {
      for (const query of [{ from: day }, { to: day }]) {
        const parsed = ZAnalyticsQuery.safeParse(query);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((issue) => issue.message)).toContain(ANALYTICS_ANSWERS.dateInvalid);
      }
    },
  );

  it('takes real days in order, and refuses a range that ends before it starts', () => {
    expect(ZAnalyticsQuery.safeParse({ from: '2031-02-28', to: '2032-02-29' }).success).toBe(true);
    const reversed = ZAnalyticsQuery.safeParse({ from: '2031-03-01', to: '2031-02-28' });
    expect(reversed.error?.issues[0]?.message).toBe(ANALYTICS_ANSWERS.rangeInvalid);
  });
});
