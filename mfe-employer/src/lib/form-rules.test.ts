import { describe, expect, it } from '@jest/globals';
import type { FormRule } from 'antd';
import { EMPLOYER_ANSWERS, EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import { EMPLOYER_FORM_RULES } from './form-rules.ts';

/** What antd's form would show for a value: the first rule's message, or null when every rule passes. */
async function problemOf(rules: FormRule[], value: unknown): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function' || !rule.validator) throw new Error('a zod rule has a validator');
    try {
      await rule.validator({}, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('the employer forms rules', () => {
  it("ask for a pass reason in the server's words, and keep it within its limit", async () => {
    expect(await problemOf(EMPLOYER_FORM_RULES.passReason, undefined)).toBe(
      EMPLOYER_ANSWERS.passReasonRequired,
    );
    expect(await problemOf(EMPLOYER_FORM_RULES.passReason, '   ')).toBe(EMPLOYER_ANSWERS.passReasonRequired);
    expect(await problemOf(EMPLOYER_FORM_RULES.passReason, 'x'.repeat(EMPLOYER_LIMITS.passReason + 1))).toBe(
      EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.passReason),
    );
    expect(await problemOf(EMPLOYER_FORM_RULES.passReason, 'Not enough closing experience')).toBeNull();
  });

  it('ask for a comment and keep it within its limit', async () => {
    expect(await problemOf(EMPLOYER_FORM_RULES.comment, undefined)).toBe(EMPLOYER_ANSWERS.commentRequired);
    expect(await problemOf(EMPLOYER_FORM_RULES.comment, ' \n ')).toBe(EMPLOYER_ANSWERS.commentRequired);
    expect(await problemOf(EMPLOYER_FORM_RULES.comment, 'x'.repeat(EMPLOYER_LIMITS.comment + 1))).toBe(
      EMPLOYER_ANSWERS.tooLong(EMPLOYER_LIMITS.comment),
    );
    expect(await problemOf(EMPLOYER_FORM_RULES.comment, 'Strong discovery call.')).toBeNull();
  });
});
