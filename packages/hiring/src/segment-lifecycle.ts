/**
 * The lifecycle of a combine day segment (issues 35 and 47) as one table: the statuses a candidate's segment of a
 * company's afternoon goes through and what each of the candidate's answers makes of it. A plan (or a late add)
 * invites the candidate; they confirm it, move it to a free time of the afternoon or decline it. A move is the
 * candidate choosing that time themselves, so it confirms the segment at its new time (issue 47: it went back to
 * invited, and its e-mail asked them to confirm the time they had just picked). A declined segment gives its time
 * back and takes no answer after. The service's writes, the invitations and the tests read the same table. Pure:
 * no I/O.
 */

export const SEGMENT_STATUSES = ['invited', 'confirmed', 'declined'] as const;
export type TSegmentStatus = (typeof SEGMENT_STATUSES)[number];

/** The candidate's answers to their segment. */
export const SEGMENT_ANSWERS = ['confirm', 'move', 'decline'] as const;
export type TSegmentAnswer = (typeof SEGMENT_ANSWERS)[number];

/** The status of a segment a plan or a late add books: the candidate is asked to answer it. */
export const FIRST_SEGMENT_STATUS: TSegmentStatus = 'invited';

/**
 * Each status and what each answer makes of it: the whole lifecycle. An answer a status does not list is
 * refused (a declined segment is final).
 */
export const SEGMENT_TRANSITIONS: Readonly<
  Record<TSegmentStatus, Readonly<Partial<Record<TSegmentAnswer, TSegmentStatus>>>>
> = {
  invited: { confirm: 'confirmed', move: 'confirmed', decline: 'declined' },
  confirmed: { confirm: 'confirmed', move: 'confirmed', decline: 'declined' },
  declined: {},
};

/** The status an answer leaves a segment in, or null when the segment takes no such answer. */
export const segmentAfter = (status: TSegmentStatus, answer: TSegmentAnswer): TSegmentStatus | null =>
  SEGMENT_TRANSITIONS[status][answer] ?? null;

/**
 * What an answer does to a segment: refused (its status takes no such answer), unchanged (a confirmation of a
 * confirmed segment, or a move to the time it has: answered as it is, nothing written or sent), or a change to
 * `status`, its calendar invitation's SEQUENCE raised (the same event, updated) and, for a move, booked again at
 * its new time (reminded again before it).
 */
export type TSegmentChange =
  | { kind: 'refused' }
  | { kind: 'unchanged' }
  | { kind: 'changed'; status: TSegmentStatus; rebooked: boolean };

export const answerSegment = (
  segment: { status: TSegmentStatus; start: Date },
  answer: { action: 'confirm' | 'decline' } | { action: 'move'; start: Date },
): TSegmentChange => {
  const status = segmentAfter(segment.status, answer.action);
  if (status === null) return { kind: 'refused' };
  if (answer.action === 'confirm' && segment.status === status) return { kind: 'unchanged' };
  if (answer.action === 'move' && answer.start.getTime() === segment.start.getTime())
    return { kind: 'unchanged' };
  return { kind: 'changed', status, rebooked: answer.action === 'move' };
};

/** Whether a segment holds its time of the afternoon (and its candidate's booking): any but a declined one. */
export const isLiveSegment = (segment: { status: TSegmentStatus }): boolean => segment.status !== 'declined';
