import { describe, expect, it } from '@jest/globals';
import type { TCandidatePlacement } from '@gtm/contracts/placements';
import {
  CANDIDATE_PLACEMENT_LABELS,
  PLACEMENT_DONE,
  placementClaimText,
  placementTerms,
  splitPlacements,
} from './placement-view.ts';

const placement = (id: string, status: TCandidatePlacement['status']): TCandidatePlacement => ({
  id,
  companyName: 'Acme Corp',
  status,
  startDate: '2026-04-01',
  annualSalary: 80_000,
  currency: 'EUR',
  createdAt: '2026-03-15T18:00:00.000Z',
});

describe("the candidate's placements", () => {
  it('shows the terms to check before confirming: company, start date, salary and its currency', () => {
    expect(placementTerms(placement('a', 'pending'))).toEqual([
      { label: 'Company', value: 'Acme Corp' },
      { label: 'Start date', value: 'Apr 1, 2026' },
      { label: 'Annual salary', value: 'EUR 80,000.00' },
      { label: 'Currency', value: 'EUR' },
    ]);
  });

  it("says the company's claim with the start day as written, whatever the reader's time zone", () => {
    expect(placementClaimText({ companyName: 'Acme Corp', startDate: '2026-04-01' })).toBe(
      'Acme Corp recorded that they hired you, starting Apr 1, 2026.',
    );
  });

  it('keeps the claims waiting for an answer apart from the answered ones, in their order', () => {
    const { pending, answered } = splitPlacements([
      placement('a', 'confirmed'),
      placement('b', 'pending'),
      placement('c', 'rejected'),
      placement('d', 'pending'),
    ]);
    expect(pending.map(({ id }) => id)).toEqual(['b', 'd']);
    expect(answered.map(({ id }) => id)).toEqual(['a', 'c']);
  });

  it('names each status and each answer in the contract’s words', () => {
    expect(CANDIDATE_PLACEMENT_LABELS.confirmed).toBe('Confirmed');
    expect(CANDIDATE_PLACEMENT_LABELS.rejected).toBe('Rejected');
    expect(PLACEMENT_DONE).toEqual({ confirm: 'Hire confirmed', reject: 'Hire rejected' });
  });
});
