import { decimalDigitValue, foldText, foldWithOrigins, isInvisible, isWordJoin } from './text-folding.ts';

/** Every numbering system the runtime's ICU knows whose digits are Unicode decimal digits. */
const DECIMAL_SYSTEMS = Intl.supportedValuesOf('numberingSystem').filter((system) =>
  [
    ...new Intl.NumberFormat('en-US', { numberingSystem: system, useGrouping: false }).format(1234567890),
  ].every((char) => /^\p{Nd}$/u.test(char)),
);

describe('decimalDigitValue', () => {
  it("reads every digit of every numbering system ICU writes as its value (ICU's word, not ours)", () => {
    expect(DECIMAL_SYSTEMS.length).toBeGreaterThan(50);
    for (const system of DECIMAL_SYSTEMS) {
      const format = new Intl.NumberFormat('en-US', { numberingSystem: system, useGrouping: false });
      for (let value = 0; value <= 9; value += 1) {
        expect({ system, value: decimalDigitValue(format.format(value)) }).toEqual({ system, value });
      }
    }
  });

  it('reads the mathematical digits, five sets of ten side by side, and nothing that is not a decimal digit', () => {
    expect(decimalDigitValue('\u{1d7ce}')).toBe(0);
    expect(decimalDigitValue('\u{1d7d7}')).toBe(9);
    expect(decimalDigitValue('\u{1d7d8}')).toBe(0);
    expect(decimalDigitValue('\u{1d7ff}')).toBe(9);
    for (const char of ['a', '²', '①', '一', 'Ⅻ', '']) expect(decimalDigitValue(char)).toBeNull();
  });

  it("finds every decimal digit's zero within its run of ten", () => {
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      const char = String.fromCodePoint(codePoint);
      const value = decimalDigitValue(char);
      if (value === null) continue;
      const zero = String.fromCodePoint(codePoint - value);
      expect({ char, zero: decimalDigitValue(zero) }).toEqual({ char, zero: 0 });
    }
  });
});

describe('foldText', () => {
  it('drops what draws nothing, the Hangul fillers among it', () => {
    for (const char of ['\u115f', '\u1160', '\u3164', '\uffa0', '\u200b', '\u00ad', '\ufe0f', '\u{e0041}']) {
      expect(isInvisible(char)).toBe(true);
      expect(foldText(`Quo${char}kka`)).toBe('quokka');
    }
    expect(isInvisible('a')).toBe(false);
  });

  it('reads compatibility forms, look-alikes, accents and digits of any script as a reader does', () => {
    expect(foldText('Ｑｕｏｋｋａ ５１２ ٥١٢ ५१२ 𝟓𝟏𝟐')).toBe('quokka 512 512 512 512');
    expect(foldText('Quоkkа QUÖKKA ﬁ ⅼ')).toBe('quokka quokka fi l');
  });

  it("keeps where each folded unit came from, and the case of the original's letters", () => {
    const folded = foldWithOrigins('Ａ\u3164b٥');
    expect(folded.folded).toBe('ab5');
    expect(folded.starts).toEqual([0, 2, 3]);
    expect(folded.ends).toEqual([1, 3, 4]);
    expect(folded.kinds).toBe('ULD');
  });
});

describe('isWordJoin', () => {
  const joins = (text: string) => {
    const { kinds } = foldWithOrigins(text);
    return Array.from({ length: kinds.length + 1 }, (_, at) => at).filter((at) => isWordJoin(kinds, at));
  };

  it('joins words at spaces, letter-digit and camel-case joins, and a caseless letter beside a cased one', () => {
    expect(joins('QuokkaSales')).toEqual([0, 6, 11]);
    expect(joins('QUOKKASales')).toEqual([0, 6, 11]);
    expect(joins('salesQuokka')).toEqual([0, 5, 11]);
    expect(joins('Quokka2024')).toEqual([0, 6, 10]);
    expect(joins('a b')).toEqual([0, 1, 2, 3]);
    expect(joins('Quokka销售')).toEqual([0, 6, 8]);
    expect(joins('Quokkas')).toEqual([0, 7]);
    expect(joins('QUOKKASALES')).toEqual([0, 11]);
  });
});
