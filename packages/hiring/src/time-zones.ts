import { timeZonesNames } from '@vvo/tzdb';

/**
 * Time zones, one rule for every service and screen: a zone is any name `Intl` accepts, in any case, and it is
 * stored as one canonical name, today's IANA name (`Asia/Kolkata`, `Europe/Kyiv`,
 * `America/Argentina/Buenos_Aires`). The runtimes disagree on spelling: V8 resolves a zone to ICU's legacy id
 * (`Asia/Calcutta`, `Europe/Kiev`), Firefox reports the IANA one; both name the same zone, so a zone is keyed by
 * what `Intl` resolves it to and named by the current IANA name with that key (`@vvo/tzdb`'s list).
 */

/** The zone of a company until an admin sets its own, and of anything that names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** What `Intl` resolves a zone to (its alias-free id in this runtime), or null for a name it refuses. */
const resolvedId = (zone: string): string | null => {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
};

let currentNames: Map<string, string> | undefined;
/** The runtime's id of each current IANA zone -> that zone's current name. */
const currentNameById = () => {
  if (!currentNames) {
    currentNames = new Map();
    for (const name of timeZonesNames) {
      const id = resolvedId(name);
      if (id && !currentNames.has(id)) currentNames.set(id, name);
    }
  }
  return currentNames;
};

/** A fixed-offset zone Intl accepts ('+05:30', 'Etc/GMT+5') has no place name: only UTC itself is kept. */
const isPlaceOrUtc = (id: string) => id === 'UTC' || id.includes('/');

/**
 * The canonical name of a zone (`asia/calcutta` -> `Asia/Kolkata`, `Etc/UTC` -> `UTC`), or null when it is not a
 * time zone (or only an offset).
 */
export const canonicalTimeZone = (zone: string): string | null => {
  const id = resolvedId(zone);
  if (!id) return null;
  const name = currentNameById().get(id) ?? id;
  return isPlaceOrUtc(name) ? name : null;
};

/** Whether `zone` names a time zone (any alias or case `Intl` accepts). */
export const isTimeZone = (zone: string): boolean => canonicalTimeZone(zone) !== null;

/** Whether two names are one zone (`Asia/Kolkata` and `Asia/Calcutta` are). */
export const sameTimeZone = (a: string, b: string): boolean => {
  const zone = canonicalTimeZone(a);
  return zone !== null && zone === canonicalTimeZone(b);
};

let pickable: readonly string[] | undefined;
/** Every zone by its canonical name, sorted, UTC included: what a zone picker offers. */
export const timeZoneChoices = (): readonly string[] => {
  pickable ??= [
    ...new Set([
      DEFAULT_TIME_ZONE,
      ...Intl.supportedValuesOf('timeZone').flatMap((zone) => canonicalTimeZone(zone) ?? []),
    ]),
  ].sort();
  return pickable;
};

/** The zone luxon and Intl should read: the canonical name, or UTC for what is no zone. */
export const zoneOrDefault = (zone: string | null | undefined): string =>
  (zone && canonicalTimeZone(zone)) || DEFAULT_TIME_ZONE;

/** The calendar date (YYYY-MM-DD) of an instant in a zone ('2026-12-07'). */
export const dateInZone = (at: Date, zone: string): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrDefault(zone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** A calendar date `days` after another (plain calendar arithmetic: '2026-12-31' + 1 is '2027-01-01'). */
export const addCalendarDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
