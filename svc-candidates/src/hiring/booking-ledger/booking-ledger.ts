import { spanOfMinutes } from '@gtm/hiring/intervals';
import type { TTimeSpan } from '@gtm/hiring/intervals';
import type { THold } from './booking-ledger.model.ts';
import { FOREVER } from './booking-ledger.repository.ts';
import type { TBookingLedgerRepository } from './booking-ledger.repository.ts';

/**
 * The booking ledger: the one place that books a candidate's time ("one candidate, one place at a time"). Every
 * path that books claims here first and writes its own record after; a claim that fails is answered (409) or
 * re-planned around, never stored. Below the hiring aggregates (combine days, interview requests, placements): they
 * call it, it reads none of them except through `recordedHolds`, which carries existing bookings into a ledger the
 * first time it is opened.
 */

/** The ids of holds: what holds them (a candidate holds one segment per day and start). */
export const holdIds = {
  segment: (dayId: string, start: Date) => `segment:${dayId}:${start.getTime()}`,
  interview: (requestId: string) => `interview:${requestId}`,
  placement: (placementId: string) => `placement:${placementId}`,
};

/** The hold of a combine day segment (one per candidate, day and start). */
export const segmentHold = (dayId: string, span: TTimeSpan, at: Date): THold => ({
  id: holdIds.segment(dayId, span.start),
  kind: 'segment',
  start: span.start,
  end: span.end,
  at,
});

/** The hold of an agreed interview, from its start for its duration. */
export const interviewHold = (
  requestId: string,
  slot: { start: Date; durationMinutes: number },
  at: Date,
): THold => ({
  id: holdIds.interview(requestId),
  kind: 'interview',
  ...spanOfMinutes(slot.start, slot.durationMinutes),
  at,
});

/** The hold of a confirmed hire: everything from its confirmation on (the candidate is off the market). */
export const placementHold = (placementId: string, confirmedAt: Date): THold => ({
  id: holdIds.placement(placementId),
  kind: 'placement',
  start: confirmedAt,
  end: FOREVER,
  at: confirmedAt,
});

export type TBookingLedgerDeps = {
  ledger: TBookingLedgerRepository;
  /** The holds candidates' records already make (live segments, agreed interviews, confirmed hires), by user id. */
  recordedHolds: (userIds: readonly string[]) => Promise<Map<string, THold[]>>;
  now?: () => Date;
};

/** What a candidate's holds say to a planner: the intervals they are busy, and whether they are placed. */
export type TCandidateBookings = { busy: TTimeSpan[]; placed: boolean };

export const createBookingLedger = (deps: TBookingLedgerDeps) => {
  const now = deps.now ?? (() => new Date());

  /** The ledgers of these candidates, opened (with their recorded holds) where they had none. */
  const holdsOf = async (userIds: readonly string[]): Promise<Map<string, THold[]>> => {
    const unique = [...new Set(userIds)];
    const ledgers = await deps.ledger.ofCandidates(unique);
    const missing = unique.filter((userId) => !ledgers.has(userId));
    if (missing.length > 0) {
      const recorded = await deps.recordedHolds(missing);
      await Promise.all(missing.map((userId) => deps.ledger.open(userId, recorded.get(userId) ?? [], now())));
      for (const [userId, ledger] of await deps.ledger.ofCandidates(missing)) ledgers.set(userId, ledger);
    }
    return new Map(unique.map((userId) => [userId, ledgers.get(userId)?.holds ?? []]));
  };

  return {
    holdsOf,

    /** Each candidate's bookings as a planner reads them (`exceptIds`: holds the plan itself would replace). */
    async bookingsOf(
      userIds: readonly string[],
      exceptIds: ReadonlySet<string> = new Set(),
    ): Promise<Map<string, TCandidateBookings>> {
      const holds = await holdsOf(userIds);
      return new Map(
        [...holds].map(([userId, rows]) => [
          userId,
          {
            busy: rows
              .filter((hold) => !exceptIds.has(hold.id))
              .map((hold) => ({ start: hold.start, end: hold.end })),
            placed: rows.some((hold) => hold.kind === 'placement'),
          },
        ]),
      );
    },

    /** Claims a hold for the candidate: false when another of their holds overlaps it. */
    async claim(userId: string, hold: THold): Promise<boolean> {
      await holdsOf([userId]);
      return deps.ledger.claim(userId, hold);
    },

    /** Records a confirmed hire: the candidate holds everything from then on, whatever else they held. */
    async place(userId: string, hold: THold): Promise<void> {
      await holdsOf([userId]);
      await deps.ledger.force(userId, hold);
    },

    /** Releases holds (nothing for one not held). */
    release: (holds: readonly { userId: string; holdId: string }[]) => deps.ledger.releaseAll(holds),

    /** Forgets a candidate's ledger (the purge of their data). */
    forgetCandidate: (userId: string) => deps.ledger.forgetCandidate(userId),
  };
};
export type TBookingLedger = ReturnType<typeof createBookingLedger>;
