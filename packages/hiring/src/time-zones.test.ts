import fc from 'fast-check';
import { canonicalTimeZone, dateInZone, isTimeZone, sameTimeZone, timeZoneChoices } from './time-zones.ts';

describe('time zones', () => {
  it('reads today’s IANA names and their legacy aliases as one zone, stored by the current name', () => {
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(sameTimeZone('Asia/Kolkata', 'Asia/Calcutta')).toBe(true);
    expect(sameTimeZone('Asia/Kolkata', 'Asia/Dhaka')).toBe(false);
  });

  it('refuses what is no place’s zone', () => {
    for (const zone of ['Mars/Olympus', '', '+05:30', 'x'.repeat(200)]) expect(isTimeZone(zone)).toBe(false);
  });

  it('offers every zone once, by its canonical name, each one a zone', () => {
    const choices = timeZoneChoices();
    expect(new Set(choices).size).toBe(choices.length);
    expect(choices).toContain('Asia/Kolkata');
    expect(choices).not.toContain('Asia/Calcutta');
    fc.assert(
      fc.property(fc.constantFrom(...Intl.supportedValuesOf('timeZone')), (zone) => {
        const canonical = canonicalTimeZone(zone);
        expect(canonical !== null && choices.includes(canonical)).toBe(true);
        expect(canonicalTimeZone(canonical!)).toBe(canonical);
      }),
    );
  });

  it('tells the calendar date of an instant in a zone', () => {
    const at = new Date('2026-12-08T02:30:00Z');
    expect(dateInZone(at, 'America/New_York')).toBe('2026-12-07');
    expect(dateInZone(at, 'Asia/Kolkata')).toBe('2026-12-08');
  });
});
