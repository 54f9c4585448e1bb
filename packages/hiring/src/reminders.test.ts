import { reminderDue } from './reminders.ts';

const start = new Date('2031-01-14T19:00:00.000Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('reminders before a meeting', () => {
  const booked = { start, bookedAt: hoursBefore(72), sent: null };

  it('owes the day’s reminder within the day, the hour’s within the hour, nothing before or after', () => {
    expect(reminderDue(booked, hoursBefore(25))).toBeNull();
    expect(reminderDue(booked, hoursBefore(24))).toBe('day');
    expect(reminderDue(booked, hoursBefore(2))).toBe('day');
    expect(reminderDue(booked, hoursBefore(1))).toBe('hour');
    expect(reminderDue(booked, hoursBefore(0.1))).toBe('hour');
    expect(reminderDue(booked, hoursBefore(0))).toBeNull();
    expect(reminderDue(booked, hoursBefore(-1))).toBeNull();
  });

  it('sends each once', () => {
    const sent = { day: hoursBefore(23), hour: null };
    expect(reminderDue({ ...booked, sent }, hoursBefore(5))).toBeNull();
    expect(reminderDue({ ...booked, sent }, hoursBefore(0.5))).toBe('hour');
    expect(
      reminderDue({ ...booked, sent: { ...sent, hour: hoursBefore(0.9) } }, hoursBefore(0.5)),
    ).toBeNull();
  });

  it('gives a meeting booked less than a day ahead the hour’s reminder only', () => {
    const late = { start, bookedAt: hoursBefore(10), sent: null };
    expect(reminderDue(late, hoursBefore(9))).toBeNull();
    expect(reminderDue(late, hoursBefore(0.5))).toBe('hour');
  });
});
