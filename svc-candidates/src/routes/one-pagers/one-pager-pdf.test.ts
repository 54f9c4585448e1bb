import { printable } from './one-pager-pdf.ts';

describe('printable', () => {
  it('keeps what Helvetica prints, and prints nothing for what draws nothing', () => {
    expect(printable('Café – “quoted” • 1½ €')).toBe('Café – “quoted” • 1½ €');
    expect(printable('Quo\u3164kka Quo\u115fkka Quo\uffa0kka Jo\u200bse\u0301 Sm\u00adith')).toBe(
      'Quokka Quokka Quokka José Smith',
    );
  });

  it('prints digits of any script by their value and compatibility forms as their plain ones', () => {
    expect(printable('５１２ ٥١٢ ५१२ Ｊｏ')).toBe('512 512 512 Jo');
  });

  it("prints '?' for other scripts' letters, which Helvetica has no glyph for", () => {
    expect(printable('Ωmega 東京')).toBe('?mega ??');
  });
});
