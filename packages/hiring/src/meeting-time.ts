import { canonicalTimeZone, DEFAULT_TIME_ZONE } from './time-zones.ts';

/**
 * A meeting's time in words, in its reader's own zone (issue 47): 'Wednesday, December 9, 1:10-1:25 PM CST'.
 * The e-mails of combine days write each reader's time with it (the candidate's availability zone, the
 * company's zone for its users); when the day is held in another zone its clock follows in brackets, so nobody
 * misreads whose afternoon it is: '... 1:10-1:25 PM CST (2:10-2:25 PM EST, the day's time)'.
 *
 * Pure: Intl's en-US words, the zone's short name (CST, GMT+5:30, UTC). A zone Intl does not know is read as UTC.
 */

type TParts = { date: string; time: string; period: string; zone: string };

/** The parts of an instant in a zone: 'Wednesday, December 9', '1:10', 'PM', 'CST'. */
const partsOf = (at: Date, zone: string): TParts => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((row) => row.type === type)?.value ?? '';
  return {
    date: `${part('weekday')}, ${part('month')} ${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    period: part('dayPeriod'),
    zone: part('timeZoneName'),
  };
};

/** '1:10-1:25 PM CST', '11:50 AM-12:05 PM EST', or with the end's date when it falls on the next day. */
const range = (start: Date, end: Date, zone: string, withDate: boolean) => {
  const from = partsOf(start, zone);
  const to = partsOf(end, zone);
  const head = withDate ? `${from.date}, ` : '';
  if (from.date !== to.date)
    return `${head}${from.time} ${from.period} ${from.zone}-${to.date}, ${to.time} ${to.period} ${to.zone}`;
  const opening = from.period === to.period ? from.time : `${from.time} ${from.period}`;
  return `${head}${opening}-${to.time} ${to.period} ${to.zone}`;
};

/** A zone Intl knows by its canonical name, else UTC. */
const zoneOf = (zone: string | null | undefined) => (zone && canonicalTimeZone(zone)) || DEFAULT_TIME_ZONE;

/**
 * From `start` to `end` in the reader's `zone`, in words; the day's zone (`dayZone`) follows in brackets when its
 * clock differs, with its date when that differs too.
 */
export const formatMeetingTime = (
  start: Date,
  end: Date,
  zone: string | null | undefined,
  dayZone?: string | null,
): string => {
  const reader = zoneOf(zone);
  const own = range(start, end, reader, true);
  if (!dayZone) return own;
  const day = zoneOf(dayZone);
  const theirs = range(start, end, day, partsOf(start, day).date !== partsOf(start, reader).date);
  return theirs === range(start, end, reader, false) || day === reader
    ? own
    : `${own} (${theirs}, the day's time)`;
};
