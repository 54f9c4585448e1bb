import { addCalendarDays, dateInZone } from './time-zones.ts';

/** How far ahead an afternoon may be booked: a year, in days. */
export const BOOKING_WINDOW_DAYS = 365;

/**
 * Whether a combine day's date may be booked at `now`: from today to a year ahead, both read in the day's own zone
 * (a New York afternoon planned from Berlin at 01:00 is still "today" in New York).
 */
export const isBookableDate = (date: string, zone: string, now: Date): boolean => {
  const today = dateInZone(now, zone);
  return date >= today && date <= addCalendarDays(today, BOOKING_WINDOW_DAYS);
};
