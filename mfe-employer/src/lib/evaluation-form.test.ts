import { describe, expect, it } from '@jest/globals';
import { ZEvaluationUpdate } from '@gtm/contracts/employer';
import { evaluationFormValues, evaluationUpdateOf, isEmptyEvaluation } from './evaluation-form.ts';

describe('the evaluation form', () => {
  it('starts from the stored evaluation, empty where nothing was decided', () => {
    expect(
      evaluationFormValues({
        decision: null,
        passReason: null,
        rating: null,
        updatedAt: null,
        updatedByName: null,
      }),
    ).toEqual({ decision: null, passReason: '', rating: 0 });
    expect(
      evaluationFormValues({
        decision: 'pass',
        passReason: 'Too junior',
        rating: 2,
        updatedAt: '2025-01-01T00:00:00.000Z',
        updatedByName: 'Erin Employer',
      }),
    ).toEqual({ decision: 'pass', passReason: 'Too junior', rating: 2 });
  });

  it('saves the reason only on Pass, trimmed', () => {
    expect(evaluationUpdateOf({ decision: 'pass', passReason: '  Too junior ', rating: 2 })).toEqual({
      decision: 'pass',
      passReason: 'Too junior',
      rating: 2,
    });
    expect(evaluationUpdateOf({ decision: 'interested', passReason: 'left over', rating: 4 })).toEqual({
      decision: 'interested',
      passReason: null,
      rating: 4,
    });
  });

  it('clears the rating when no star is chosen', () => {
    expect(evaluationUpdateOf({ decision: 'maybe', passReason: '', rating: 0 })).toEqual({
      decision: 'maybe',
      passReason: null,
      rating: null,
    });
  });

  it('sends what the server accepts, and a Pass without a reason is refused with the words the form shows', () => {
    expect(
      ZEvaluationUpdate.safeParse(evaluationUpdateOf({ decision: 'maybe', passReason: '', rating: 3 }))
        .success,
    ).toBe(true);
    const refused = ZEvaluationUpdate.safeParse(
      evaluationUpdateOf({ decision: 'pass', passReason: ' ', rating: 0 }),
    );
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please tell us why you are passing');
  });
});

describe('isEmptyEvaluation', () => {
  it('is true with neither a decision nor a rating, false with either', () => {
    expect(isEmptyEvaluation({ decision: null, rating: 0 })).toBe(true);
    expect(isEmptyEvaluation({})).toBe(true);
    expect(isEmptyEvaluation({ decision: 'maybe', rating: 0 })).toBe(false);
    expect(isEmptyEvaluation({ decision: null, rating: 2 })).toBe(false);
  });
});
