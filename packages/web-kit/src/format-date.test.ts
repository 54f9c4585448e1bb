import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime } from './format-date.ts';

/** Runs `formatDate` and `formatDateTime` in a Node process of its own in a time zone: `[value, shown]` pairs. */
function formattedIn(timeZone: string, values: string[]): Record<string, string> {
  const moduleUrl = new URL('./format-date.ts', import.meta.url).href;
  const script = `
    const { formatDate, formatDateTime } = await import(${JSON.stringify(moduleUrl)});
    const values = ${JSON.stringify(values)};
    const shown = Object.fromEntries(values.map((value) => [value, formatDate(value)]));
    shown.zoneOffsetMinutes = String(new Date('2026-03-15T12:00:00Z').getTimezoneOffset());
    shown.moment = formatDateTime('2026-03-15T20:30:00Z');
    console.log(JSON.stringify(shown));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TZ: timeZone },
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<string, string>;
}

describe('formatDate', () => {
  it("formats like 'Jan 5, 2025'", () => {
    expect(formatDate(new Date(2025, 0, 5, 13, 30))).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2024, 11, 31).toISOString())).toBe('Dec 31, 2024');
    expect(formatDate(new Date(2025, 0, 5, 12).getTime())).toBe('Jan 5, 2025');
  });

  it('shows a calendar day as that day', () => {
    expect(formatDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
  });

  it("gives 'Invalid date' for what is not a date", () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate('')).toBe('Invalid date');
    expect(formatDate('2025-02-30')).toBe('Invalid date');
    expect(formatDate(Number.NaN)).toBe('Invalid date');
  });

  it('shows a calendar day as that day at UTC-8 too (a combine target date was a day early there)', () => {
    const shown = formattedIn('America/Los_Angeles', ['2026-03-15', '2026-01-01', '2025-12-31']);
    // The child really runs west of UTC: Los Angeles is 7 hours behind in mid-March (8 in winter).
    expect(Number(shown.zoneOffsetMinutes)).toBeGreaterThanOrEqual(420);
    expect(shown['2026-03-15']).toBe('Mar 15, 2026');
    expect(shown['2026-01-01']).toBe('Jan 1, 2026');
    expect(shown['2025-12-31']).toBe('Dec 31, 2025');
    // A moment is still the reader's own day and hour.
    expect(shown.moment?.replace(/\s/g, ' ')).toBe('Mar 15, 2026, 1:30 PM PDT');
  });

  it('shows a calendar day as that day east of UTC', () => {
    const shown = formattedIn('Pacific/Auckland', ['2026-03-15']);
    expect(Number(shown.zoneOffsetMinutes)).toBeLessThan(0);
    expect(shown['2026-03-15']).toBe('Mar 15, 2026');
  });
});

describe('formatDateTime', () => {
  it("formats like 'Jan 5, 2025, 1:30 PM EST' in the local time zone, the zone named", () => {
    expect(formatDateTime(new Date(2025, 0, 5, 13, 30)).replace(/\s/g, ' ')).toMatch(
      /^Jan 5, 2025, 1:30 PM [A-Z]+(?:[+-]\d+)?$/,
    );
    expect(formatDateTime(new Date(2025, 0, 5, 15, 30).toISOString()).replace(/\s/g, ' ')).toMatch(
      /^Jan 5, 2025, 3:30 PM [A-Z]+(?:[+-]\d+)?$/,
    );
  });

  it("gives 'Invalid date' for what is not a date", () => {
    expect(formatDateTime('not a date')).toBe('Invalid date');
    expect(formatDateTime('')).toBe('Invalid date');
  });
});
