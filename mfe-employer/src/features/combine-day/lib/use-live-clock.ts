import { useCallback, useEffect, useState } from 'react';
import { liveStateOf } from '@gtm/web-kit/combine-day-times.ts';
import type { TLiveDay, TLiveState } from '@gtm/web-kit/combine-day-times.ts';

/** Where the run of show reads the time: the system clock, or a test's. */
export type TClock = () => number;
export const systemClock: TClock = () => Date.now();

/** How often the run of show looks at the clock. */
export const TICK_MS = 1000;

/** The clock's time, read again every {@link TICK_MS} (a component showing a countdown re-renders each second). */
export function useNow(clock: TClock): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}

type TLivePlace = Pick<TLiveState, 'phase' | 'current' | 'next'>;
const samePlace = (a: TLivePlace, b: TLivePlace) =>
  a.phase === b.phase && a.current === b.current && a.next === b.next;

/**
 * Which segment is on and which comes next, looked at every second but changed only when they change, so the
 * page around (its forms) re-renders on a segment's start or end, not every second.
 */
export function useLivePlace(day: TLiveDay, clock: TClock): TLivePlace {
  const read = useCallback((): TLivePlace => {
    const { phase, current, next } = liveStateOf(day, clock());
    return { phase, current, next };
  }, [day, clock]);
  const [place, setPlace] = useState(read);
  useEffect(() => {
    const update = () => {
      const now = read();
      setPlace((previous) => (samePlace(previous, now) ? previous : now));
    };
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [read]);
  return place;
}

/** A value once it has stayed the same for `ms` (the first at once): skimming through segments loads nothing. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
