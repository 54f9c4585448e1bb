import { describe, expect, it } from '@jest/globals';
import { PLACEMENT_STATUSES } from '@gtm/contracts/placements';
import type { TEmployerPlacement } from '@gtm/contracts/placements';
import { HIRE_STATUS_TEXT, isConfirmedHire, retentionState } from './placement-view.ts';

const placement = (
  status: TEmployerPlacement['status'],
  guarantee: Partial<TEmployerPlacement['guarantee']> = {},
): Pick<TEmployerPlacement, 'status' | 'guarantee'> => ({
  status,
  guarantee: { checkOn: '2026-09-01', asked: false, answer: null, ...guarantee },
});

describe("the company's view of its claimed hire", () => {
  it('says where the claim stands in the screens’ words, and hides a withdrawn one', () => {
    expect(HIRE_STATUS_TEXT.pending).toBe('Waiting for the candidate to confirm');
    expect(HIRE_STATUS_TEXT.confirmed).toBe('Hire confirmed');
    expect(HIRE_STATUS_TEXT['replacement-due']).toBe('Hire confirmed');
    expect(HIRE_STATUS_TEXT.rejected).toBe('The candidate did not confirm this hire');
    expect(HIRE_STATUS_TEXT.withdrawn).toBeNull();
  });

  it('counts a hire as confirmed once the candidate confirmed it, a replacement due included', () => {
    expect(PLACEMENT_STATUSES.filter(isConfirmedHire)).toEqual(['confirmed', 'replacement-due']);
  });

  it('asks the 90-day question only of a confirmed hire that was asked and not answered', () => {
    expect(retentionState(placement('confirmed', { asked: true }))).toBe('ask');
    expect(retentionState(placement('confirmed'))).toBe('scheduled');
    expect(retentionState(placement('confirmed', { asked: true, answer: 'in-seat' }))).toBe('answered');
    expect(retentionState(placement('replacement-due', { asked: true, answer: 'left' }))).toBe('answered');
    for (const status of ['pending', 'rejected', 'withdrawn'] as const)
      expect(retentionState(placement(status, { asked: true }))).toBeNull();
  });
});
