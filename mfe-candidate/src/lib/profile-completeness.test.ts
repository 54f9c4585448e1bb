import { describe, expect, it } from '@jest/globals';
import {
  AE_COMPLETENESS_FIELDS,
  COMMON_COMPLETENESS_FIELDS,
  isFilled,
  profileCompleteness,
  SDR_COMPLETENESS_FIELDS,
} from './profile-completeness.ts';

const COMMON = {
  name: 'Ada Lovelace',
  location: 'London',
  headline: 'Closer',
  shortBio: 'Sells things.',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  methodologies: ['MEDDIC'],
  industries: ['SaaS'],
  dealCycles: ['30-60 days'],
};

describe('profileCompleteness', () => {
  it('reads the spec’s field lists: 8 common, 4 for SDR, 5 for the others', () => {
    expect(COMMON_COMPLETENESS_FIELDS).toHaveLength(8);
    expect(SDR_COMPLETENESS_FIELDS).toEqual(['workPreference', 'salesCareerReason', 'education', 'passions']);
    expect(AE_COMPLETENESS_FIELDS).toEqual([
      'quota',
      'quotaAttainment',
      'dealWalkthroughSituation',
      'dealWalkthroughAction',
      'dealWalkthroughResult',
    ]);
  });

  it('is 100 for a complete SDR profile and 67 with only the common fields (8 of 12)', () => {
    const sdr = {
      ...COMMON,
      role: 'SDR',
      workPreference: ['Remote'],
      salesCareerReason: 'I like people and numbers.',
      education: { school: 'MIT', graduationDate: '2024-06', major: 'Maths' },
      passions: ['Chess'],
    };
    expect(profileCompleteness(sdr)).toBe(100);
    expect(profileCompleteness({ ...COMMON, role: 'SDR' })).toBe(67);
  });

  it('reads an SDR’s own fields from its sdrProfile', () => {
    const profile = {
      ...COMMON,
      role: 'SDR',
      passions: [],
      sdrProfile: {
        workPreference: ['Hybrid'],
        salesCareerReason: 'Because I love it.',
        education: { school: 'MIT', graduationDate: '2024', major: 'Maths' },
        passions: ['Golf'],
      },
    };
    expect(profileCompleteness(profile)).toBe(100);
  });

  it('measures an AE on 13 fields and rounds', () => {
    const ae = {
      ...COMMON,
      role: 'AE',
      quota: '$650K',
      quotaAttainment: '153%',
      dealWalkthroughSituation: 'A long situation',
      dealWalkthroughAction: 'A long action',
      dealWalkthroughResult: 'A long result',
    };
    expect(profileCompleteness(ae)).toBe(100);
    // 10 of 13 = 76.9
    expect(
      profileCompleteness({ ...ae, quota: null, quotaAttainment: '', dealWalkthroughResult: null }),
    ).toBe(77);
    // 1 of 13 = 7.7
    expect(profileCompleteness({ name: 'Ada', role: 'AE' })).toBe(8);
  });

  it('counts empty lists and objects as unfilled', () => {
    expect(isFilled([])).toBe(false);
    expect(isFilled({})).toBe(false);
    expect(isFilled({ school: '', major: '  ' })).toBe(false);
    expect(isFilled([''])).toBe(false);
    expect(isFilled('   ')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(['x'])).toBe(true);
    expect(isFilled(false)).toBe(true);
    const empty = {
      ...COMMON,
      role: 'SDR',
      methodologies: [],
      industries: [],
      dealCycles: [],
      education: {},
    };
    // 5 of 12
    expect(profileCompleteness(empty)).toBe(42);
  });
});
