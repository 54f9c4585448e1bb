import { COMBINE_DAY_ANSWERS } from '@gtm/contracts/combine-days';
import { availabilityBody, initialAvailabilityValues, nextWindow, problemAt } from './availability-form.ts';

describe('the availability form', () => {
  it('offers the browser’s zone before anything is stated, and keeps a stated one', () => {
    expect(initialAvailabilityValues({ timeZone: 'UTC', windows: [] }, () => 'Europe/Paris').timeZone).toBe(
      'Europe/Paris',
    );
    const stated = { timeZone: 'UTC', windows: [{ day: 'mon' as const, from: '13:00', to: '17:00' }] };
    expect(initialAvailabilityValues(stated, () => 'Europe/Paris')).toEqual(stated);
    expect(
      initialAvailabilityValues({ timeZone: 'Asia/Tokyo', windows: [] }, () => 'Europe/Paris').timeZone,
    ).toBe('Asia/Tokyo');
  });

  it('adds the next day with the last window’s times, an afternoon first', () => {
    expect(nextWindow([])).toEqual({ day: 'mon', from: '13:00', to: '17:00' });
    expect(nextWindow([{ day: 'tue', from: '09:00', to: '11:00' }])).toEqual({
      day: 'wed',
      from: '09:00',
      to: '11:00',
    });
    expect(nextWindow([{ day: 'sun', from: '09:00', to: '11:00' }])?.day).toBe('mon');
  });

  it('names each field’s problem in the request schema’s words, overlaps on the later window', () => {
    const values = {
      timeZone: 'Europe/Paris',
      windows: [
        { day: 'mon' as const, from: '13:00', to: '17:00' },
        { day: 'mon' as const, from: '16:00', to: '18:00' },
        { day: 'tue' as const, from: '10:00', to: '10:00' },
        { day: undefined, from: '', to: '12:00' },
      ],
    };
    expect(problemAt(values, ['windows', 0, 'from'])).toBeNull();
    expect(problemAt(values, ['windows', 2, 'to'])).toBe(COMBINE_DAY_ANSWERS.windowOrder);
    expect(problemAt(values, ['windows', 3, 'day'])).toBe(COMBINE_DAY_ANSWERS.windowDay);
    expect(problemAt(values, ['windows', 3, 'from'])).toBe(COMBINE_DAY_ANSWERS.timeInvalid);
    expect(problemAt({ ...values, windows: values.windows.slice(0, 2) }, ['windows', 1, 'from'])).toBe(
      COMBINE_DAY_ANSWERS.windowsOverlap,
    );
    expect(problemAt({ ...values, timeZone: 'Nowhere/Atlantis' }, ['timeZone'])).toBe(
      COMBINE_DAY_ANSWERS.timeZoneInvalid,
    );
    expect(availabilityBody({ timeZone: 'UTC', windows: [{ day: 'fri' }] })).toEqual({
      timeZone: 'UTC',
      windows: [{ day: 'fri', from: '', to: '' }],
    });
  });
});
