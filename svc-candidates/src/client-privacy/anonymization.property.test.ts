import { createRequire } from 'node:module';
import fc from 'fast-check';
import { createScrubber } from './anonymization.ts';

/**
 * Properties of the scrubber (issue 45): generated names and phone numbers, hidden by each way of writing them a
 * reader still reads (characters that draw nothing inserted, fullwidth forms, look-alike letters, digits of other
 * scripts, glued to other words at camel-case and letter-digit joins, spelt out), never survive it. What a reader
 * reads is decided here independently of the scrubber's own folding: NFKC, every `Default_Ignorable_Code_Point`
 * and the Hangul fillers dropped, digits read by ICU's numbering systems, look-alikes by `unhomoglyph`.
 */

const RUNS = 400;
const ALIAS = 'Candidate ABCD';
const unhomoglyph = createRequire(import.meta.url)('unhomoglyph') as (text: string) => string;
const CONFUSABLES = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;

/** Every character that draws nothing: the default-ignorable ones and the Hangul fillers. */
const INVISIBLES: string[] = ['\u115f', '\u1160', '\u3164', '\uffa0'];
for (let codePoint = 0; codePoint <= 0xe0fff; codePoint += 1) {
  const char = String.fromCodePoint(codePoint);
  if (/^\p{Default_Ignorable_Code_Point}$/u.test(char) && !INVISIBLES.includes(char)) INVISIBLES.push(char);
}

/** Each numbering system ICU writes in Unicode decimal digits: its ten digits, 0 to 9. */
const DIGIT_SETS = Intl.supportedValuesOf('numberingSystem')
  .map((system) => [
    ...new Intl.NumberFormat('en-US', { numberingSystem: system, useGrouping: false }).format(1234567890),
  ])
  .filter((digits) => digits.every((char) => /^\p{Nd}$/u.test(char)))
  .map((digits) => [digits[9]!, ...digits.slice(0, 9)]);
const DIGIT_VALUES = new Map(
  DIGIT_SETS.flatMap((digits) => digits.map((char, value) => [char, String(value)])),
);

/** The look-alikes of each ASCII letter, of the same case, from Unicode's confusables. */
const LOOK_ALIKES = new Map<string, string[]>();
for (const [char, prototype] of Object.entries(CONFUSABLES)) {
  if (!/^[a-zA-Z]$/.test(prototype) || char.charCodeAt(0) < 0x80) continue;
  const sameCase =
    (/^\p{Ll}$/u.test(char) && prototype === prototype.toLowerCase()) ||
    (/^\p{Lu}$/u.test(char) && prototype === prototype.toUpperCase());
  if (sameCase) LOOK_ALIKES.set(prototype, [...(LOOK_ALIKES.get(prototype) ?? []), char]);
}

/** A text as a reader reads its digits: NFKC, nothing invisible, every decimal digit by its value. */
const readDigits = (text: string) =>
  [...text.normalize('NFKC')]
    .filter((char) => !INVISIBLES.includes(char))
    .map((char) => DIGIT_VALUES.get(char) ?? char)
    .join('');
/** A text as a reader reads its words: the same, in lower case, each look-alike as its prototype. */
const readWords = (text: string) => unhomoglyph(readDigits(text).toLowerCase()).toLowerCase();

const lower = 'abcdefghijklmnopqrstuvwxyzéñüø';
/** A name of 2 to 10 letters, capitalized, a few of them accented. */
const nameArbitrary = fc
  .tuple(
    fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÉÖ'),
    fc.array(fc.constantFrom(...lower), { minLength: 1, maxLength: 9 }),
  )
  .map(([first, rest]) => first + rest.join(''));

/** Inserts characters from `pool` at random places of `chars` (whole characters, never inside one). */
const sprinkle = (pool: fc.Arbitrary<string>) => (chars: string[]) =>
  fc.array(fc.tuple(fc.nat(), pool), { minLength: 1, maxLength: 3 }).map((insertions) => {
    const result = [...chars];
    for (const [at, char] of insertions) result.splice(at % (result.length + 1), 0, char);
    return result;
  });

/** A name's letters, some swapped for look-alikes, some made fullwidth, with invisible characters among them. */
const disguisedLetters = (name: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }),
      fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }),
      fc.nat(),
      fc.boolean(),
    )
    .map(([alike, wide, pick, invisible]) => ({
      invisible,
      chars: [...name].map((char, index) => {
        const lookAlikes = LOOK_ALIKES.get(char) ?? [];
        if (alike[index] && lookAlikes.length > 0) return lookAlikes[(pick + index) % lookAlikes.length]!;
        if (wide[index] && /^[a-zA-Z]$/.test(char))
          return String.fromCodePoint(char.codePointAt(0)! + 0xfee0);
        return char;
      }),
    }))
    .chain(({ invisible, chars }) =>
      invisible ? sprinkle(fc.constantFrom(...INVISIBLES))(chars) : fc.constant(chars),
    );

/**
 * How a name is set in the text: alone, glued to a word at a camel-case or letter-digit join, or spelt out; in
 * capitals for one glue (written so before it is disguised: a look-alike's upper case need not look alike).
 */
const GLUES = [
  (name: string) => name,
  (name: string) => `${name}Sales`,
  (name: string) => `${name}Rocks`,
  (name: string) => `${name}Team`,
  (name: string) => `sales${name}`,
  (name: string) => `${name}2024`,
  (name: string) => `٣${name}`,
  (name: string) => `@${name}_`,
] as const;

/** A name hidden in a sentence, and the sentence it must become (the name replaced by the alias). */
const hiddenNameArbitrary = fc.tuple(nameArbitrary, fc.boolean()).chain(([name, capitals]) =>
  fc
    .record({
      letters: disguisedLetters(capitals ? name.toUpperCase() : name),
      glue: fc.nat({ max: GLUES.length - 1 }),
      spelt: name.length >= 4 ? fc.boolean() : fc.constant(false),
      gap: fc.constantFrom(' ', '.', '-', '_', '·'),
    })
    .map(({ letters, glue, spelt, gap }) => ({
      name,
      text: `Ask ${spelt ? letters.join(gap) : GLUES[glue]!(letters.join(''))} about the pilot.`,
      ideal: `Ask ${spelt ? ALIAS : GLUES[glue]!(ALIAS)} about the pilot.`,
    })),
);

describe('the scrubber, on names in disguise', () => {
  it('never lets a reader find the name in what it gives', () => {
    fc.assert(
      fc.property(hiddenNameArbitrary, nameArbitrary, ({ name, text, ideal }, other) => {
        // The sentence without the name must not hold it already ('Sal' in 'Sales').
        fc.pre(!readWords(ideal).includes(readWords(name)));
        const scrub = createScrubber(
          { names: [`${other} ${name}`], emails: [], phones: [], urls: [] },
          ALIAS,
        );
        const scrubbed = scrub(text);
        expect({ text, scrubbed, holds: readWords(scrubbed).includes(readWords(name)) }).toMatchObject({
          holds: false,
        });
      }),
      { numRuns: RUNS },
    );
  });
});

/** A phone number of 7 to 15 digits, grouped as people write them: 3 digits first, then groups of 3 or 4. */
const phoneArbitrary = fc
  .record({
    digits: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 15 }),
    fours: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    separator: fc.constantFrom(' ', '-', '.', '–', '/', '_', '\u3000', '', ' - ', '·'),
    plus: fc.boolean(),
    brackets: fc.boolean(),
  })
  .map(({ digits, fours, separator, plus, brackets }) => {
    const groups: number[][] = [digits.slice(0, 3)];
    let at = 3;
    for (let index = 0; at < digits.length; index += 1) {
      const size = fours[index % fours.length] ? 4 : 3;
      groups.push(digits.slice(at, at + size));
      at += size;
    }
    const [first, ...rest] = groups.map((group) => group.join(''));
    const head = brackets ? `(${first}) ` : `${first}${separator}`;
    return { digits: digits.join(''), written: `${plus ? '+' : ''}${head}${rest.join(separator)}` };
  });

/** A phone number in the digits of any script (one for the number, or one per digit), maybe with invisibles. */
const hiddenPhoneArbitrary = phoneArbitrary.chain(({ digits, written }) =>
  fc
    .record({
      script: fc.nat({ max: DIGIT_SETS.length - 1 }),
      mixed: fc.boolean(),
      scripts: fc.array(fc.nat({ max: DIGIT_SETS.length - 1 }), { minLength: 30, maxLength: 30 }),
      invisible: fc.boolean(),
      glued: fc.boolean(),
    })
    .chain(({ script, mixed, scripts, invisible, glued }) => {
      const chars = [...written].map((char, index) =>
        /^\d$/.test(char)
          ? DIGIT_SETS[mixed ? scripts[index % scripts.length]! : script]![Number(char)]!
          : char,
      );
      return (invisible ? sprinkle(fc.constantFrom(...INVISIBLES))(chars) : fc.constant(chars)).map(
        (hidden) => ({
          digits,
          text: glued ? `Call${hidden.join('')}now` : `Call ${hidden.join('')} today`,
        }),
      );
    }),
);

describe('the scrubber, on phone numbers in disguise', () => {
  it('never lets a reader find the number in what it gives', () => {
    const scrub = createScrubber({ names: [], emails: [], phones: [], urls: [] }, null);
    fc.assert(
      fc.property(hiddenPhoneArbitrary, ({ digits, text }) => {
        const scrubbed = scrub(text);
        const read = readDigits(scrubbed).replace(/\D/g, '');
        expect({ text, scrubbed, holds: read.includes(digits) }).toMatchObject({ holds: false });
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps year ranges and numbers under 7 digits in any script', () => {
    const scrub = createScrubber({ names: [], emails: [], phones: [], urls: [] }, null);
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2098 }),
        fc.integer({ min: 0, max: 999_999 }),
        fc.nat({ max: DIGIT_SETS.length - 1 }),
        (year, small, script) => {
          const digits = DIGIT_SETS[script]!;
          const inScript = (value: number) => [...String(value)].map((char) => digits[Number(char)]).join('');
          const text = `From ${inScript(year)}-${inScript(year + 1)}, ${inScript(small)} units.`;
          expect(scrub(text)).toBe(text);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
