import { rankForDebrief, undecided } from './debrief.ts';

const at = (minutes: number) => new Date(Date.UTC(2031, 0, 14, 18, 0) + minutes * 60_000);

describe('the debrief’s order', () => {
  it('ranks interested > maybe > undecided > pass, then rating, then time; passes only the undecided', () => {
    const rows = [
      { id: 'pass', decision: 'pass' as const, rating: 4, start: at(0) },
      { id: 'undecided-late', decision: null, rating: null, start: at(60) },
      { id: 'undecided-early', decision: null, rating: null, start: at(15) },
      { id: 'maybe', decision: 'maybe' as const, rating: 2, start: at(30) },
      { id: 'interested-3', decision: 'interested' as const, rating: 3, start: at(0) },
      { id: 'interested-4', decision: 'interested' as const, rating: 4, start: at(45) },
    ];
    expect(rankForDebrief(rows).map((row) => row.id)).toEqual([
      'interested-4',
      'interested-3',
      'maybe',
      'undecided-early',
      'undecided-late',
      'pass',
    ]);
    expect(undecided(rows).map((row) => row.id)).toEqual(['undecided-late', 'undecided-early']);
  });
});
