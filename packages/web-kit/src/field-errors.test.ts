import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it("keeps each field's first message", () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required').max(3, 'Too long'),
      email: z.email('Bad e-mail'),
    });
    const result = schema.safeParse({ name: '', email: 'nope' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error?.issues ?? [])).toEqual({
      name: 'Name is required',
      email: 'Bad e-mail',
    });
  });

  it('names an issue without a path by the empty string, once', () => {
    expect(
      fieldErrorsOf([
        { path: [], message: 'first' },
        { path: [], message: 'second' },
      ]),
    ).toEqual({ '': 'first' });
  });
});
