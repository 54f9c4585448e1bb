import { describe, expect, it } from '@jest/globals';
import type { TCombineShare } from '@gtm/contracts/employer';
import { alreadySharedCompanies, decisionCounts, decisionSummary, ratingText } from './share-summary.ts';

const decision = (
  onePagerId: string,
  value: TCombineShare['decisions'][number]['decision'],
  rating: number | null = null,
): TCombineShare['decisions'][number] => ({
  onePagerId,
  candidateName: `Candidate ${onePagerId}`,
  decision: value,
  passReason: value === 'pass' ? 'Not enough SaaS experience' : null,
  rating,
  updatedAt: '2026-01-05T10:00:00Z',
  updatedByName: 'Erin Employer',
});

const share = (id: string, companyId: string, withdrawnAt: string | null): TCombineShare => ({
  id,
  talentCombineId: 'c1',
  companyId,
  companyName: `Company ${companyId}`,
  sharedAt: '2026-01-01T10:00:00Z',
  sharedByName: 'Demo Admin',
  withdrawnAt,
  firstViewedAt: null,
  decisions: [],
  commentCount: 0,
  interviewRequestCount: 0,
});

describe('decisionCounts', () => {
  it('counts each decision and leaves out candidates only rated', () => {
    const counts = decisionCounts([
      decision('a', 'interested', 4),
      decision('b', 'interested'),
      decision('c', 'pass', 1),
      decision('d', null, 3),
    ]);
    expect(counts).toEqual({ interested: 2, maybe: 0, pass: 1 });
  });
});

describe('decisionSummary', () => {
  it('names every decision with its count', () => {
    expect(decisionSummary([decision('a', 'maybe'), decision('b', 'pass')])).toBe(
      'Interested 0 · Maybe 1 · Pass 1',
    );
  });

  it('says so when nothing is decided, even if candidates are rated', () => {
    expect(decisionSummary([])).toBe('No decisions yet');
    expect(decisionSummary([decision('a', null, 2)])).toBe('No decisions yet');
  });
});

describe('ratingText', () => {
  it('reads a rating out of 4, or none', () => {
    expect(ratingText(3)).toBe('3 of 4');
    expect(ratingText(null)).toBe('Not rated');
  });
});

describe('alreadySharedCompanies', () => {
  it('holds the companies that see the combine now, not those whose share was withdrawn', () => {
    const unavailable = alreadySharedCompanies([
      share('s1', 'acme', null),
      share('s2', 'globex', '2026-01-03T10:00:00Z'),
    ]);
    expect([...unavailable]).toEqual([['acme', 'already shared']]);
  });
});
