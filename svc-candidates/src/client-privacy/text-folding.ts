import { createRequire } from 'node:module';

/**
 * A text as a reader sees it (issue 45): what the scrubber matches names and numbers in, and what the PDFs print.
 * A character that draws nothing is dropped, a compatibility form reads as its plain one (fullwidth 'Ｊ' is 'J',
 * 'ﬁ' is 'fi'), a decimal digit of any script reads as its value ('٥' and '５' are '5'), and a look-alike letter
 * as the letter it mimics (Cyrillic 'о' is 'o').
 */

/**
 * Characters that draw nothing: Unicode's `Default_Ignorable_Code_Point` (U+200B-U+200F, U+2060-U+206F, the soft
 * hyphen, variation selectors, tags...), every format character (`Cf`, U+0600-U+0605 among them, which are not
 * default-ignorable), and the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, named here as well: they are letters
 * (`Lo`) that some Unicode versions do not count as default-ignorable.
 */
const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\p{Cf}\u115f\u1160\u3164\uffa0]$/u;
export const isInvisible = (char: string) => INVISIBLE.test(char);

const DECIMAL_DIGIT = /^\p{Nd}$/u;
const DIGIT_VALUES = new Map<number, number>();
/**
 * The value of a decimal digit (`\p{Nd}`) of any script, else null. Unicode encodes decimal digits only in
 * contiguous runs of ten, 0 to 9 in order (a stability policy of the standard), and where runs touch (the five
 * sets of mathematical digits at U+1D7CE) each one is whole: a digit's value is its distance from the first digit
 * of the unbroken stretch of `Nd` it stands in, modulo 10. No table to keep up to date: the regex engine's Unicode
 * data says which characters are digits.
 */
export const decimalDigitValue = (char: string): number | null => {
  const codePoint = char.codePointAt(0);
  if (codePoint === undefined || !DECIMAL_DIGIT.test(char)) return null;
  let value = DIGIT_VALUES.get(codePoint);
  if (value === undefined) {
    let first = codePoint;
    while (DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first -= 1;
    value = (codePoint - first) % 10;
    DIGIT_VALUES.set(codePoint, value);
  }
  return value;
};

/**
 * Unicode's confusables (UTS #39), as the `unhomoglyph` package keeps them: each look-alike character to its
 * prototype, case kept (Cyrillic 'о' to 'o', 'Ѕ' to 'S', 'ɑ' to 'a').
 */
const CONFUSABLES = new Map<string, string>(
  Object.entries(createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>),
);
const LETTERS = /^\p{L}+$/u;
/**
 * A non-ASCII letter by its confusables prototype, in lower case, when the prototype is made of letters; a letter
 * the data leaves out whose other case it has reads as that one's prototype (the data has Cyrillic 'һ' as 'h',
 * not 'Һ'). The data's prototypes of two ASCII letters are other ASCII ('I' is 'l', 'm' is 'rn'), and ASCII is
 * compared by its lower case alone, so a look-alike of a capital I reads 'i' and one whose prototype is 'rn'
 * reads 'm'.
 */
const prototypeOf = (char: string) => {
  if (!LETTERS.test(char)) return char.toLowerCase();
  const prototype = [char, char.toLowerCase(), char.toUpperCase()]
    .map((form) => CONFUSABLES.get(form))
    .find((found) => found !== undefined && LETTERS.test(found));
  if (prototype === undefined) return char.toLowerCase();
  if (prototype === 'rn') return 'm';
  if (prototype === 'l' && char !== char.toLowerCase()) return 'i';
  return prototype.toLowerCase();
};

/** One unit of a character's compatibility decomposition, read: invisible dropped, digits by value. */
const readUnit = (unit: string) => {
  if (unit.charCodeAt(0) < 0x80) return unit.toLowerCase();
  if (isInvisible(unit)) return '';
  const digit = decimalDigitValue(unit);
  return digit === null ? prototypeOf(unit) : String(digit);
};

/**
 * One character as names and numbers are compared: nothing for a character that draws nothing; ASCII in lower
 * case; a decimal digit of any script as its ASCII digit; else its compatibility decomposition (NFKD: NFKC's
 * folding, with accents apart), marks (accents) removed, and each letter by its confusables prototype in lower
 * case ('É' is 'e', 'ﬁ' is 'fi', '５' is '5', Cyrillic 'о' is 'o'). Digits stay digits ('10' never reads 'lo').
 */
const foldChar = (char: string) => {
  if (char.charCodeAt(0) < 0x80) return char.toLowerCase();
  if (isInvisible(char)) return '';
  const digit = decimalDigitValue(char);
  if (digit !== null) return String(digit);
  return [...char.normalize('NFKD').replace(/\p{M}/gu, '')].map(readUnit).join('');
};

/**
 * What kind of character a folded unit comes from, for where words join: 'U' an upper-case (or title-case)
 * letter, 'L' a lower-case one, 'O' a letter without case, 'D' a digit, ' ' anything else.
 */
export type TCharKind = 'U' | 'L' | 'O' | 'D' | ' ';
const kindOf = (char: string): TCharKind => {
  if (/^[\p{Lu}\p{Lt}]$/u.test(char)) return 'U';
  if (/^\p{Ll}$/u.test(char)) return 'L';
  if (/^\p{L}$/u.test(char)) return 'O';
  if (/^\p{N}$/u.test(char)) return 'D';
  return ' ';
};
/**
 * The kind of each UTF-16 unit of a folded character: its own character's, or (a symbol that reads as letters,
 * '℡') the unit's.
 */
const unitKinds = (char: string, folded: string) => {
  const kind = kindOf(char);
  return [...folded].map((unit) => (kind === ' ' ? kindOf(unit) : kind).repeat(unit.length)).join('');
};

/** A character folded: its units, and the kind of each UTF-16 unit of them. */
type TFoldedChar = { units: string; kinds: string };
const FOLDED = new Map<string, TFoldedChar>();
/** {@link foldChar} and its kinds, remembered: a text's characters are few, and they repeat. */
const foldCached = (char: string) => {
  let folded = FOLDED.get(char);
  if (folded === undefined) {
    const units = foldChar(char);
    folded = { units, kinds: unitKinds(char, units) };
    if (FOLDED.size < 100_000) FOLDED.set(char, folded);
  }
  return folded;
};

/** ASCII's characters folded, looked up by code: most of a text. */
const ASCII = Array.from({ length: 0x80 }, (_, code) => foldCached(String.fromCharCode(code)));
/** The character of `text` at `at` (a whole code point), folded. */
const foldedAt = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  if (code < 0x80) return { char: ASCII[code]!, length: 1 };
  const char = String.fromCodePoint(text.codePointAt(at)!);
  return { char: foldCached(char), length: char.length };
};

/** `text` as a reader sees it, as names and numbers are compared ({@link foldChar}, character by character). */
export const foldText = (text: string) => {
  let folded = '';
  for (let at = 0; at < text.length;) {
    const { char, length } = foldedAt(text, at);
    folded += char.units;
    at += length;
  }
  return folded;
};

/**
 * `text` folded ({@link foldText}), with, for each folded UTF-16 unit, where its character starts and ends in
 * `text` and its {@link TCharKind}: a match found in the folded text is replaced at the same place in the
 * original, and whether it stands at a word's edge is read from the original's letters.
 */
export type TFolded = { text: string; folded: string; starts: number[]; ends: number[]; kinds: string };
export const foldWithOrigins = (text: string): TFolded => {
  let folded = '';
  let kinds = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (let at = 0; at < text.length;) {
    const { char, length } = foldedAt(text, at);
    const end = at + length;
    for (let index = 0; index < char.units.length; index += 1) {
      starts.push(at);
      ends.push(end);
    }
    folded += char.units;
    kinds += char.kinds;
    at = end;
  }
  return { text, folded, starts, ends, kinds };
};

/**
 * Whether a word may end or begin between folded units `at - 1` and `at`, as a reader splits words: at the
 * text's ends, next to anything that is not a letter or digit, where letters meet digits ('Quokka2024'), where
 * a letter without case meets one with ('Quokka销售'), and at a camel-case join: lower case then upper case
 * ('salesQuokka', 'QuokkaSales'), or an upper-case letter followed by an upper-case letter that begins a
 * lower-case word ('QUOKKASales'). Letters of one case run together are one word ('QUOKKASALES', 'quokkasales').
 */
export const isWordJoin = (kinds: string, at: number) => {
  const before = kinds[at - 1];
  const after = kinds[at];
  if (before === undefined || after === undefined || before === ' ' || after === ' ') return true;
  if ((before === 'D') !== (after === 'D') || (before === 'O') !== (after === 'O')) return true;
  if (before === 'L' && after === 'U') return true;
  return before === 'U' && after === 'U' && kinds[at + 1] === 'L';
};
