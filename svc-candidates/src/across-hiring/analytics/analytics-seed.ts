import type { THiringEvent } from '@gtm/contracts/hiring-events';
import {
  COMPANY_FIGURES,
  ROLLUP_LEVELS,
  dayOf,
  monthOf,
  emptyFigures,
  incrementsOf,
  keepsDayBreakdown,
  markIdOf,
  stepsOf,
} from './analytics-steps.ts';
import type { TRollupFigures } from './analytics-steps.ts';

type TRandom = { int: (max: number) => number; next: () => number };
const HOUR_MS = 3600 * 1000;

/** One seeded share: a combine shared with a company, and the candidates it held. */
export type TSeedShare = {
  shareId: string;
  combineId: string;
  companyId: string;
  companyName: string;
  sharedAt: number;
  candidates: { onePagerId: string; candidateUserId: string }[];
};

/**
 * The hiring events a seeded share would have produced: the share, then per candidate a first view (most),
 * and for fewer each later stage (interested, interview requested and accepted, offer or hire), each after
 * the one before and never after `now`. Deterministic for a seeded random.
 */
export const seedEventsOf = (share: TSeedShare, random: TRandom, now: number): THiringEvent[] => {
  const events: THiringEvent[] = [
    {
      eventId: `seed.shared.${share.shareId}`,
      type: 'combine.shared',
      at: share.sharedAt,
      shareId: share.shareId,
      combineId: share.combineId,
      combineName: 'Seeded combine',
      companyId: share.companyId,
      companyName: share.companyName,
      candidates: share.candidates,
    },
  ];
  const later = (at: number, maxHours: number) => Math.min(now, at + (1 + random.int(maxHours)) * HOUR_MS);
  for (const candidate of share.candidates) {
    const scope = {
      shareId: share.shareId,
      combineId: share.combineId,
      companyId: share.companyId,
      companyName: share.companyName,
      ...candidate,
    };
    const id = `${share.shareId}.${candidate.onePagerId}`;
    if (random.next() > 0.75) continue;
    // Most first looks within a day, some within the week, a few later.
    const spread = [2, 24, 72, 168, 400][Math.min(4, random.int(6))]!;
    const viewedAt = later(share.sharedAt, spread);
    events.push({
      eventId: `seed.viewed.${id}`,
      type: 'candidate.viewed',
      at: viewedAt,
      sharedAt: share.sharedAt,
      ...scope,
    });
    if (random.next() > 0.4) continue;
    const decidedAt = later(viewedAt, 72);
    events.push({
      eventId: `seed.decided.${id}`,
      type: 'evaluation.decided',
      at: decidedAt,
      ...scope,
      decision: 'interested',
      previousDecision: null,
    });
    if (random.next() > 0.5) continue;
    const requestId = `seed-${id}`;
    const requestedAt = later(decidedAt, 48);
    events.push({
      eventId: `seed.requested.${id}`,
      type: 'interview.requested',
      at: requestedAt,
      ...scope,
      requestId,
    });
    if (random.next() > 0.6) continue;
    const acceptedAt = later(requestedAt, 48);
    events.push({
      eventId: `seed.accepted.${id}`,
      type: 'interview.answered',
      at: acceptedAt,
      ...scope,
      requestId,
      action: 'accept',
    });
    if (random.next() > 0.35) continue;
    events.push({
      eventId: `seed.outcome.${id}`,
      type: 'outcome.recorded',
      at: later(acceptedAt, 240),
      ...scope,
      stage: random.next() < 0.5 ? 'hired' : 'offer',
      previousStage: null,
      by: 'employer',
    });
  }
  return events;
};

type TFigureRow = Partial<TRollupFigures>;

/**
 * The rollup rows the analytics consumer would have written for these events, computed with its own steps
 * (each mark once), as whole documents for the scale seed to insert: what replaying the events through the
 * consumer stores, without a round trip per event.
 */
export const rollupsOf = (events: readonly THiringEvent[]) => {
  const marks = new Map<string, Record<string, unknown>>();
  const days = new Map<
    string,
    TFigureRow & { _id: string; day: string; companies: Record<string, Record<string, unknown>> }
  >();
  const companyDays = new Map<string, TFigureRow & Record<string, unknown>>();
  const companyMonths = new Map<string, TFigureRow & Record<string, unknown>>();
  const shareDays = new Map<string, TFigureRow & Record<string, unknown>>();
  const companies = new Map<string, TFigureRow & Record<string, unknown>>();
  const add = (row: TFigureRow, inc: Partial<Record<keyof TRollupFigures, number>>) => {
    for (const [field, value] of Object.entries(inc)) {
      const key = field as keyof TRollupFigures;
      row[key] = (row[key] ?? 0) + (value ?? 0);
    }
  };
  const rowOf = <T extends TFigureRow>(
    map: Map<string, T>,
    id: string,
    make: () => Record<string, unknown>,
  ) => {
    let row = map.get(id);
    if (!row) {
      row = { ...emptyFigures(), ...make() } as T;
      map.set(id, row);
    }
    return row;
  };
  for (const event of events) {
    for (const step of stepsOf(event)) {
      if (step.op !== 'add') continue;
      const _id = markIdOf(step);
      if (marks.has(_id)) continue;
      const day = dayOf(step.at);
      const { shareId, combineId, companyId, companyName } = step;
      marks.set(_id, {
        _id,
        day,
        shareId,
        combineId,
        companyId,
        companyName,
        firstViewMs: step.firstViewMs ?? null,
        done: [...ROLLUP_LEVELS],
      });
      const inc = incrementsOf(step);
      const dayRow = rowOf(days, day, () => ({ _id: day, day, companies: {} }));
      add(dayRow, inc);
      if (keepsDayBreakdown(companyId)) {
        const ofCompany = (dayRow.companies[companyId] ??= { companyName });
        for (const field of COMPANY_FIGURES)
          if (inc[field] !== undefined)
            ofCompany[field] = ((ofCompany[field] as number | undefined) ?? 0) + inc[field];
      }
      add(
        rowOf(companyDays, `${companyId}|${day}`, () => ({
          _id: `${companyId}|${day}`,
          day,
          companyId,
          companyName,
        })),
        inc,
      );
      add(
        rowOf(shareDays, `${shareId}|${day}`, () => ({
          _id: `${shareId}|${day}`,
          day,
          shareId,
          combineId,
          companyId,
          companyName,
        })),
        inc,
      );
      const month = monthOf(day);
      add(
        rowOf(companyMonths, `${companyId}|${month}`, () => ({
          _id: `${companyId}|${month}`,
          month,
          companyId,
          companyName,
        })),
        inc,
      );
      add(
        rowOf(companies, companyId, () => ({ _id: companyId, companyName })),
        inc,
      );
    }
  }
  return {
    marks: [...marks.values()],
    days: [...days.values()],
    companyDays: [...companyDays.values()],
    companyMonths: [...companyMonths.values()],
    shareDays: [...shareDays.values()],
    companies: [...companies.values()],
  };
};
