import { EMPLOYER_ANSWERS, ZCommentCreate, ZEvaluationUpdate } from '@gtm/contracts/employer';
import { zodTextRule } from '@gtm/web-kit/zod-rule.ts';

/** The pass reason the evaluation requires when the decision is Pass (the server's refinement, on the field). */
const passReason = ZEvaluationUpdate.shape.passReason
  .unwrap()
  .unwrap()
  .min(1, EMPLOYER_ANSWERS.passReasonRequired);

/**
 * The employer forms' rules: the request schemas svc-candidates validates with, field by field, so a field
 * says what the server would say, in its words, before anything is sent.
 */
export const EMPLOYER_FORM_RULES = {
  /** The evaluation's 'Why are you passing?' (shown only for Pass). */
  passReason: [zodTextRule(passReason)],
  /** A comment's body. */
  comment: [zodTextRule(ZCommentCreate.shape.body)],
};
