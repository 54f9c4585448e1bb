import { z } from 'zod';
import { FREE_TEXT_MESSAGES, freeText, isSavableText } from './free-text.ts';

describe('isSavableText', () => {
  it.each([
    ['plain text', 'Closed a $1.2M deal with the CFO.'],
    ['line breaks and tabs', 'First line\nSecond line\n\tindented'],
    ['CRLF line breaks', 'First line\r\nSecond line\r\n'],
    ['a surrogate pair (an emoji)', 'Great call \u{1F600}'],
    ['accents and other scripts', 'Zoë, Łukasz, 山田, Ол'],
    ['format characters', 'soft\u00ADhyphen, zero\u200Bwidth'],
    ['the empty text', ''],
  ])('keeps %s', (_, text) => {
    expect(isSavableText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'note\u0000'],
    ['a bell', 'ding\u0007'],
    ['an escape (terminal codes)', '\u001b[31mred'],
    ['a vertical tab', 'a\u000bb'],
    ['a form feed', 'a\u000cb'],
    ['a lone CR', 'line\rover'],
    ['a CR at the end', 'line\r'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'broken \uD83D'],
    ['a lone low surrogate', '\uDE00 broken'],
    ['a reversed pair', '\uDE00\uD83D'],
  ])('refuses %s', (_, text) => {
    expect(isSavableText(text)).toBe(false);
  });
});

describe('freeText', () => {
  const schema = z.object({ note: freeText(z.string()).max(20).trim() });

  it('keeps the rest of the schema: trimmed, within its length', () => {
    expect(schema.parse({ note: '  two\nlines  ' })).toEqual({ note: 'two\nlines' });
    expect(schema.safeParse({ note: 'x'.repeat(21) }).success).toBe(false);
  });

  it('refuses an unsavable character in the house words, on the field', () => {
    const result = schema.safeParse({ note: 'a\u0000b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['note'], message: FREE_TEXT_MESSAGES.unsavable }),
    ]);
  });

  it('checks what was sent, before trimming: a trailing NUL is refused, not trimmed away', () => {
    expect(schema.safeParse({ note: 'ok\u0000' }).success).toBe(false);
    expect(schema.safeParse({ note: 'ok\r' }).success).toBe(false);
  });

  it('takes its own message', () => {
    const result = freeText(z.string(), 'No.').safeParse('\uD800');
    expect(result.error?.issues[0]?.message).toBe('No.');
  });
});
