import { describe, expect, it } from '@jest/globals';
import type { TOnePagerContent } from '@gtm/contracts/talent';
import { formValuesOf, onePagerBodyOf, splitCommas, splitLines } from './one-pager-form.ts';

const CONTENT: TOnePagerContent = {
  name: 'Priya Raman',
  title: 'AE',
  location: 'Denver, CO',
  salaryExpectations: '',
  methodologies: ['MEDDIC', 'SPIN'],
  industries: ['SaaS'],
  dealCycles: ['3-6 months'],
  targetRoles: [],
  quota: '120%',
  quotaAttainment: '120%',
  averageACV: '$50,000 - $100,000',
  achievements: ["President's Club, 2023", 'Top AE'],
  summaryItems: ['Sells to: CFO, VP Finance'],
  dealWalkthroughSituation: '',
  dealWalkthroughAction: '',
  dealWalkthroughResult: '',
};

describe('the one-pager form', () => {
  it('shows short lists comma-separated and sentences one per line, and sends them back as they were', () => {
    const values = formValuesOf({ title: 'Priya', status: null, summary: null, content: CONTENT });
    expect(values.status).toBe('active');
    expect(values.summary).toBe('');
    expect(values.content.methodologies).toBe('MEDDIC, SPIN');
    expect(values.content.achievements).toBe("President's Club, 2023\nTop AE");
    // Commas inside a sentence survive: sentences are split by line only.
    expect(onePagerBodyOf(values).content).toEqual(CONTENT);
  });

  it('trims entries and drops empty ones', () => {
    expect(splitCommas(' MEDDIC,, SPIN ,')).toEqual(['MEDDIC', 'SPIN']);
    expect(splitLines('one\r\n\n  two  \n')).toEqual(['one', 'two']);
  });
});
