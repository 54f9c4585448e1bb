import type { TClientDecision, TClientEvaluation, TEvaluationUpdate } from '@gtm/contracts/employer';

/** The evaluation form: a decision, the reason when it is Pass, and a 1-4 rating (antd's Rate gives 0 for none). */
export type TEvaluationFormValues = {
  decision: TClientDecision | null;
  passReason: string;
  rating: number;
};

/** The form's values for the evaluation as stored. */
export const evaluationFormValues = (evaluation: TClientEvaluation): TEvaluationFormValues => ({
  decision: evaluation.decision,
  passReason: evaluation.passReason ?? '',
  rating: evaluation.rating ?? 0,
});

/**
 * What the form saves: the decision, its reason only on Pass (another decision clears it), and the rating
 * (none clears it).
 */
export function evaluationUpdateOf(values: TEvaluationFormValues): TEvaluationUpdate {
  const decision = values.decision ?? null;
  const reason = values.passReason?.trim() ?? '';
  return {
    decision,
    passReason: decision === 'pass' ? reason : null,
    rating: values.rating >= 1 ? values.rating : null,
  };
}

/** Whether the form says nothing yet (no decision, no rating): the server refuses such an evaluation. */
export const isEmptyEvaluation = (values: Partial<Pick<TEvaluationFormValues, 'decision' | 'rating'>>) =>
  !values.decision && !((values.rating ?? 0) >= 1);
