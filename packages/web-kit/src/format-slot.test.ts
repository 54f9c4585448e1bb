import { describe, expect, it } from '@jest/globals';
import { formatSlot } from './format-slot.ts';

/** ICU puts narrow no-break spaces before AM/PM: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatSlot', () => {
  it('shows the start in the given time zone, names the zone and gives the length', () => {
    const slot = { start: '2026-01-06T14:00:00Z', durationMinutes: 30 };
    expect(plain(formatSlot(slot, 'America/New_York'))).toBe('Tue, Jan 6, 2026, 9:00 AM EST (30 min)');
    expect(plain(formatSlot(slot, 'UTC'))).toBe('Tue, Jan 6, 2026, 2:00 PM UTC (30 min)');
    expect(plain(formatSlot(slot, 'America/Los_Angeles'))).toBe('Tue, Jan 6, 2026, 6:00 AM PST (30 min)');
    expect(plain(formatSlot(slot, 'Asia/Tokyo'))).toBe('Tue, Jan 6, 2026, 11:00 PM GMT+9 (30 min)');
  });

  it('reads a start given with an offset as the same instant', () => {
    const slot = { start: '2026-07-01T09:30:00+02:00', durationMinutes: 45 };
    expect(plain(formatSlot(slot, 'Europe/London'))).toBe('Wed, Jul 1, 2026, 8:30 AM GMT+1 (45 min)');
    expect(plain(formatSlot({ ...slot, durationMinutes: 60 }, 'UTC'))).toBe(
      'Wed, Jul 1, 2026, 7:30 AM UTC (60 min)',
    );
  });

  it("gives 'Invalid date' for a start that is not a date", () => {
    expect(formatSlot({ start: 'soon', durationMinutes: 30 }, 'UTC')).toBe('Invalid date');
  });
});
