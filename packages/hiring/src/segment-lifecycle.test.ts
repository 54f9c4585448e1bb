import {
  answerSegment,
  FIRST_SEGMENT_STATUS,
  isLiveSegment,
  SEGMENT_ANSWERS,
  SEGMENT_STATUSES,
  segmentAfter,
} from './segment-lifecycle.ts';

const AT = new Date('2026-12-09T18:00:00Z');
const LATER = new Date('2026-12-09T18:20:00Z');

describe('segment lifecycle', () => {
  it('books a segment invited, and every live status holds its time', () => {
    expect(FIRST_SEGMENT_STATUS).toBe('invited');
    expect(SEGMENT_STATUSES.filter((status) => isLiveSegment({ status }))).toEqual(['invited', 'confirmed']);
  });

  it('confirms a moved segment at its new time (issue 47), whatever it was before', () => {
    expect(segmentAfter('invited', 'move')).toBe('confirmed');
    expect(segmentAfter('confirmed', 'move')).toBe('confirmed');
    expect(answerSegment({ status: 'invited', start: AT }, { action: 'move', start: LATER })).toEqual({
      kind: 'changed',
      status: 'confirmed',
      rebooked: true,
    });
  });

  it('allows only the answers of its table: a declined segment takes none', () => {
    expect(segmentAfter('invited', 'confirm')).toBe('confirmed');
    expect(segmentAfter('invited', 'decline')).toBe('declined');
    expect(segmentAfter('confirmed', 'decline')).toBe('declined');
    for (const answer of SEGMENT_ANSWERS) expect(segmentAfter('declined', answer)).toBeNull();
    expect(answerSegment({ status: 'declined', start: AT }, { action: 'confirm' })).toEqual({
      kind: 'refused',
    });
    expect(answerSegment({ status: 'declined', start: AT }, { action: 'move', start: LATER })).toEqual({
      kind: 'refused',
    });
  });

  it('changes nothing for a confirmation of a confirmed segment or a move to the time it has', () => {
    expect(answerSegment({ status: 'confirmed', start: AT }, { action: 'confirm' })).toEqual({
      kind: 'unchanged',
    });
    expect(answerSegment({ status: 'invited', start: AT }, { action: 'move', start: new Date(AT) })).toEqual({
      kind: 'unchanged',
    });
    expect(answerSegment({ status: 'invited', start: AT }, { action: 'confirm' })).toEqual({
      kind: 'changed',
      status: 'confirmed',
      rebooked: false,
    });
    expect(answerSegment({ status: 'confirmed', start: AT }, { action: 'decline' })).toEqual({
      kind: 'changed',
      status: 'declined',
      rebooked: false,
    });
  });
});
