import { dayCounts, dayLayout } from './day-layout.ts';

const at = (minutes: number) => new Date(Date.UTC(2031, 0, 14, 18, 0) + minutes * 60_000);
const slot = (from: number) => ({ start: at(from), end: at(from + 15) });

describe('dayLayout', () => {
  it('lays out held slots as segments, the rest free, with a break wherever one slot ends before the next', () => {
    // Two slots, a 10-minute break, two slots.
    const slots = [slot(0), slot(15), slot(40), slot(55)];
    const layout = dayLayout(slots, [
      { ...slot(15), onePagerId: 'b' },
      { ...slot(40), onePagerId: 'c' },
    ]);
    expect(layout.map((cell) => [cell.kind, cell.start.toISOString()])).toEqual([
      ['free', at(0).toISOString()],
      ['segment', at(15).toISOString()],
      ['break', at(30).toISOString()],
      ['segment', at(40).toISOString()],
      ['free', at(55).toISOString()],
    ]);
    expect(
      dayCounts(layout, [{ status: 'invited' }, { status: 'confirmed' }, { status: 'declined' }], 1),
    ).toEqual({ placed: 2, invited: 1, confirmed: 1, declined: 1, unplaced: 1, free: 2 });
  });
});
