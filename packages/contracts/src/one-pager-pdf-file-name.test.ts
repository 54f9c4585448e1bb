import { describe, expect, it } from '@jest/globals';
import { onePagerPdfFileName } from './talent.ts';

describe('onePagerPdfFileName', () => {
  it('names the file after the shown name: accents dropped, lower case, dashes', () => {
    expect(onePagerPdfFileName('Sofía Martínez')).toBe('sofia-martinez-one-pager.pdf');
    expect(onePagerPdfFileName('Candidate K7Q2')).toBe('candidate-k7q2-one-pager.pdf');
  });

  it("falls back to 'candidate' when nothing of the name is left", () => {
    expect(onePagerPdfFileName('  ---  ')).toBe('candidate-one-pager.pdf');
  });
});
