import { describe, expect, it } from '@jest/globals';
import { filterByName } from './filter-by-name.ts';

const companies = [{ name: 'Acme Corp' }, { name: 'Globex' }, { name: 'ACME Labs' }];

describe('filterByName', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(filterByName(companies, 'acme')).toEqual([{ name: 'Acme Corp' }, { name: 'ACME Labs' }]);
    expect(filterByName(companies, 'OBE')).toEqual([{ name: 'Globex' }]);
  });

  it('keeps everything for an empty or blank term', () => {
    expect(filterByName(companies, '')).toBe(companies);
    expect(filterByName(companies, '   ')).toBe(companies);
  });
});
