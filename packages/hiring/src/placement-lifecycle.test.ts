import {
  candidatePlacementStatus,
  canMovePlacement,
  isActivePlacement,
  PLACEMENT_STATUSES,
  placementStatusesBefore,
} from './placement-lifecycle.ts';

describe('placement lifecycle', () => {
  it('names the hires that stand', () => {
    expect(PLACEMENT_STATUSES.filter(isActivePlacement)).toEqual(['confirmed', 'replacement-due']);
  });

  it('allows only the moves of its table', () => {
    expect(canMovePlacement('pending', 'confirmed')).toBe(true);
    expect(canMovePlacement('rejected', 'confirmed')).toBe(false);
    expect(canMovePlacement('confirmed', 'refunded')).toBe(false);
    expect(placementStatusesBefore('cancelled')).toEqual(['confirmed', 'replacement-due']);
    expect(placementStatusesBefore('refunded')).toEqual(['replacement-due']);
  });

  it('tells the candidate pending, confirmed or rejected', () => {
    expect(PLACEMENT_STATUSES.map(candidatePlacementStatus)).toEqual([
      'pending',
      'confirmed',
      'rejected',
      'rejected',
      'confirmed',
      'rejected',
      'confirmed',
    ]);
  });
});
