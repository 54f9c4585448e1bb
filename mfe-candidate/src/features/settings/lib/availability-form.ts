import { AVAILABILITY_DAYS, COMBINE_DAY_LIMITS } from '@gtm/contracts/combine-days';
import type { TAvailability, TAvailabilityDay } from '@gtm/contracts/combine-days';
import { clientTimeZones, isClientTimeZone } from '@gtm/contracts/clients';
import { updateAvailability } from '@gtm/contracts/operations/availability';

/** The words of the Availability tab. */
export const AVAILABILITY_TEXTS = {
  saved: 'Availability saved',
  saveFailed: 'Failed to save your availability. Please try again.',
  loadFailed: 'Failed to load your availability. Please try again.',
  noWindows: 'No windows: you can be placed at any time of a combine day.',
} as const;

export const DAY_LABELS: Record<TAvailabilityDay, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export const DAY_OPTIONS = AVAILABILITY_DAYS.map((day) => ({ value: day, label: DAY_LABELS[day] }));

/** At most this many windows (the contract's limit): 'Add a window' is disabled there. */
export const MAX_WINDOWS = COMBINE_DAY_LIMITS.availabilityWindows;

/** One window as the form holds it: a day and two times (HH:mm), each empty until chosen. */
export type TWindowField = { day?: TAvailabilityDay | undefined; from?: string; to?: string };
export type TAvailabilityForm = { timeZone: string; windows: TWindowField[] };

/** The time zone choices: every IANA zone the contracts accept, as spelled (America/Los_Angeles). */
export const timeZoneOptions = () => clientTimeZones().map((zone) => ({ value: zone, label: zone }));

const looseZone = (text: string) => text.toLowerCase().replaceAll('_', ' ');
/** Whether a typed search finds a time zone: case and underscores ignored ('los angeles', 'new_york'). */
export const timeZoneMatches = (search: string, zone: string) =>
  looseZone(zone).includes(looseZone(search.trim()));

/** The browser's time zone when the contracts accept it (some browsers name old aliases), else UTC. */
export const browserTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isClientTimeZone(zone) ? zone : 'UTC';
};

/**
 * The form's first values: the stated availability. Before any is stated the server answers UTC and no
 * windows, and the browser's zone is offered instead (without windows the zone changes nothing).
 */
export const initialAvailabilityValues = (
  availability: TAvailability,
  defaultZone: () => string = browserTimeZone,
): TAvailabilityForm => ({
  timeZone:
    availability.windows.length === 0 && availability.timeZone === 'UTC'
      ? defaultZone()
      : availability.timeZone,
  windows: availability.windows.map((window) => ({ ...window })),
});

/** The window 'Add a window' adds: the last one's times on the next day (Monday first), else an afternoon. */
export const nextWindow = (windows: readonly (TWindowField | undefined)[]): TWindowField => {
  const last = windows.at(-1);
  if (!last?.day) return { day: 'mon', from: '13:00', to: '17:00' };
  const next = AVAILABILITY_DAYS[(AVAILABILITY_DAYS.indexOf(last.day) + 1) % AVAILABILITY_DAYS.length];
  return { day: next, from: last.from ?? '', to: last.to ?? '' };
};

/** What the form sends: its values in the request's shape (an empty field is sent empty, and refused). */
export const availabilityBody = (values: TAvailabilityForm) => ({
  timeZone: values.timeZone,
  windows: (values.windows ?? []).map((window) => ({
    day: window?.day ?? '',
    from: window?.from ?? '',
    to: window?.to ?? '',
  })),
});

/**
 * The problem the server would name at `path` (`['windows', 1, 'from']`) in these values, checked with the
 * request's own schema (the one the service validates with, overlaps included), or null.
 */
export const problemAt = (values: TAvailabilityForm, path: readonly (string | number)[]): string | null => {
  const result = updateAvailability.request.body.safeParse(availabilityBody(values));
  if (result.success) return null;
  const key = path.join('.');
  return result.error.issues.find((issue) => issue.path.join('.') === key)?.message ?? null;
};
