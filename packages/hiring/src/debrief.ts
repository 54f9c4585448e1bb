/**
 * The debrief's order (a combine day's candidates after the afternoon): what the company decided first
 * (interested, maybe, undecided, pass), then its rating (highest first, none last), then the segment's time.
 */

export type TDebriefDecision = 'interested' | 'maybe' | 'pass' | null;

export type TDebriefEntry = { decision: TDebriefDecision; rating: number | null; start: Date };

const DECISION_RANK: Record<string, number> = { interested: 0, maybe: 1, undecided: 2, pass: 3 };

/** Compares two entries in the debrief's order. */
export const debriefOrder = (a: TDebriefEntry, b: TDebriefEntry): number =>
  (DECISION_RANK[a.decision ?? 'undecided'] ?? 2) - (DECISION_RANK[b.decision ?? 'undecided'] ?? 2) ||
  (b.rating ?? 0) - (a.rating ?? 0) ||
  a.start.getTime() - b.start.getTime();

/** The entries in the debrief's order (a new array). */
export const rankForDebrief = <T extends TDebriefEntry>(entries: readonly T[]): T[] =>
  [...entries].sort(debriefOrder);

/** The entries "Pass on the rest" decides: those with no decision yet. */
export const undecided = <T extends TDebriefEntry>(entries: readonly T[]): T[] =>
  entries.filter((entry) => entry.decision === null);
