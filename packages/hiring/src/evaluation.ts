/**
 * A company's evaluation of a candidate it was shared (the employer portal's Interested, Maybe or Pass, a reason
 * on Pass, a 1-4 rating): what a change makes of the stored one. A field the change leaves out keeps its stored
 * value, a null clears it; a decision other than Pass drops the reason, and Pass needs one; an evaluation says
 * something (a decision, a rating or both).
 */

export type TEvaluationDecision = 'interested' | 'maybe' | 'pass';

/** An evaluation's fields (each null: none). */
export type TEvaluationFields = {
  decision: TEvaluationDecision | null;
  passReason: string | null;
  rating: number | null;
};

/** A change: each field given replaces the stored one (null or an empty reason clears it). */
export type TEvaluationChange = {
  decision?: TEvaluationDecision | null | undefined;
  passReason?: string | null | undefined;
  rating?: number | null | undefined;
};

/** Why a change is refused: Pass without a reason, or an evaluation left with neither decision nor rating. */
export type TEvaluationRefusal = 'pass-reason-required' | 'empty';

/**
 * The evaluation a change makes of `current` (null: none yet): `refused` when it may not be, `unchanged` when
 * it is what is stored (nothing to write, nothing to announce), else `next`.
 */
export const evaluationAfter = (
  current: TEvaluationFields | null,
  change: TEvaluationChange,
):
  | { kind: 'refused'; refusal: TEvaluationRefusal }
  | { kind: 'unchanged' }
  | { kind: 'changed'; next: TEvaluationFields } => {
  const decision = change.decision !== undefined ? change.decision : (current?.decision ?? null);
  const kept = change.passReason !== undefined ? change.passReason || null : (current?.passReason ?? null);
  const passReason = decision === 'pass' ? kept : null;
  if (decision === 'pass' && !passReason) return { kind: 'refused', refusal: 'pass-reason-required' };
  const rating = change.rating !== undefined ? change.rating : (current?.rating ?? null);
  if (decision === null && rating === null) return { kind: 'refused', refusal: 'empty' };
  const unchanged =
    current !== null &&
    current.decision === decision &&
    current.passReason === passReason &&
    current.rating === rating;
  return unchanged ? { kind: 'unchanged' } : { kind: 'changed', next: { decision, passReason, rating } };
};
