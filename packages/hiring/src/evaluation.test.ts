import { evaluationAfter } from './evaluation.ts';
import type { TEvaluationFields } from './evaluation.ts';

const stored: TEvaluationFields = { decision: 'interested', passReason: null, rating: 3 };

describe('what a change makes of an evaluation', () => {
  it('keeps the fields a change leaves out, and clears those it sets to null', () => {
    expect(evaluationAfter(stored, { rating: 4 })).toEqual({
      kind: 'changed',
      next: { decision: 'interested', passReason: null, rating: 4 },
    });
    expect(evaluationAfter(stored, { decision: null })).toEqual({
      kind: 'changed',
      next: { decision: null, passReason: null, rating: 3 },
    });
    expect(evaluationAfter(null, { decision: 'maybe' })).toEqual({
      kind: 'changed',
      next: { decision: 'maybe', passReason: null, rating: null },
    });
  });

  it('asks a Pass for its reason, and drops the reason of any other decision', () => {
    expect(evaluationAfter(stored, { decision: 'pass' })).toEqual({
      kind: 'refused',
      refusal: 'pass-reason-required',
    });
    expect(evaluationAfter(stored, { decision: 'pass', passReason: '' })).toEqual({
      kind: 'refused',
      refusal: 'pass-reason-required',
    });
    const passed = { decision: 'pass' as const, passReason: 'Too junior', rating: null };
    expect(evaluationAfter(stored, passed)).toEqual({ kind: 'changed', next: passed });
    expect(evaluationAfter(passed, { rating: 2 })).toEqual({
      kind: 'changed',
      next: { ...passed, rating: 2 },
    });
    expect(evaluationAfter(passed, { decision: 'maybe' })).toEqual({
      kind: 'changed',
      next: { decision: 'maybe', passReason: null, rating: null },
    });
  });

  it('refuses an evaluation that says nothing, and writes nothing when nothing changes', () => {
    expect(evaluationAfter(null, {})).toEqual({ kind: 'refused', refusal: 'empty' });
    expect(evaluationAfter(stored, { decision: null, rating: null })).toEqual({
      kind: 'refused',
      refusal: 'empty',
    });
    expect(evaluationAfter(stored, { decision: 'interested', rating: 3 })).toEqual({ kind: 'unchanged' });
    expect(evaluationAfter(stored, {})).toEqual({ kind: 'unchanged' });
  });
});
