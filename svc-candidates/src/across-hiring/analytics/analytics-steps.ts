import { FIRST_VIEW_BUCKETS, FUNNEL_STAGES } from '@gtm/contracts/analytics';
import type { TAnalytics, TFirstViewBucket, TFunnel, TFunnelStage } from '@gtm/contracts/analytics';
import type { THiringEvent } from '@gtm/contracts/hiring-events';

/**
 * The analytics' pure logic: which funnel marks an event sets or clears, and how rollup rows add up to the
 * answer of `GET /api/admin/analytics`. The consumer (analytics.consumer.ts) and the scale seed both use it.
 */

const HOUR_MS = 3600 * 1000;

/** Where a mark is counted: the share (a combine with one company) and its company, on a UTC day. */
export type TMarkScope = {
  shareId: string;
  combineId: string;
  companyId: string;
  companyName: string;
  onePagerId: string;
};

/**
 * One change an event makes: a candidate of a share reaches a funnel stage (`add`, counted once per stage,
 * share and one-pager, on the event's day) or no longer does (`remove`: an admin's correction to a lower
 * outcome). A first view carries its time since the share.
 */
export type TStep = TMarkScope & {
  op: 'add' | 'remove';
  stage: TFunnelStage;
  at: number;
  firstViewMs?: number;
};

/** The id of a mark: one per stage, share and candidate. */
export const markIdOf = (step: Pick<TStep, 'stage' | 'shareId' | 'onePagerId'>) =>
  `${step.stage}|${step.shareId}|${step.onePagerId}`;

/** The UTC day (YYYY-MM-DD) of an instant. */
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The first-view histogram bucket of a duration. */
export const firstViewBucketOf = (ms: number): TFirstViewBucket => {
  const hours = Math.max(0, ms) / HOUR_MS;
  for (const bucket of FIRST_VIEW_BUCKETS)
    if (bucket.upToHours !== null && hours <= bucket.upToHours) return bucket.key;
  return 'later';
};

/** The outcome stages a stage reaches in the funnel: a hire is an offer taken. */
const OUTCOME_REACHES = {
  interviewing: [],
  offer: ['offer'],
  hired: ['offer', 'hired'],
  'not-selected': [],
} as const satisfies Record<string, readonly TFunnelStage[]>;

/**
 * The funnel marks an event sets (and, for an admin's correction, clears). A stage reached implies every stage
 * before it (an interview request implies interest, a hire every stage), so each stage counts the candidates who
 * reached it or a later one, and the funnel never grows from one stage to the next; a mark set before counts
 * nothing again. An implied view carries no first-view time.
 */
export const stepsOf = (event: THiringEvent): TStep[] => {
  const steps = new Map<string, TStep>();
  for (const step of stepsOfEvent(event)) {
    if (step.op === 'add') {
      const { firstViewMs: _firstViewMs, ...implied } = step;
      for (const stage of FUNNEL_STAGES.slice(0, FUNNEL_STAGES.indexOf(step.stage))) {
        const key = `add ${stage} ${step.onePagerId}`;
        if (!steps.has(key)) steps.set(key, { ...implied, stage });
      }
    }
    // The event's own step wins over one it implied (a view keeps its first-view time).
    steps.set(`${step.op} ${step.stage} ${step.onePagerId}`, step);
  }
  return [...steps.values()];
};

/** The marks an event sets or clears itself, before what they imply. */
const stepsOfEvent = (event: THiringEvent): TStep[] => {
  switch (event.type) {
    case 'combine.shared':
      return event.candidates.map((candidate) => ({
        op: 'add',
        stage: 'shared',
        at: event.at,
        shareId: event.shareId,
        combineId: event.combineId,
        companyId: event.companyId,
        companyName: event.companyName,
        onePagerId: candidate.onePagerId,
      }));
    case 'candidate.viewed': {
      const { type: _type, eventId: _id, candidateUserId: _user, sharedAt, at, ...scope } = event;
      return [
        {
          op: 'add',
          stage: 'viewed',
          at,
          ...scope,
          ...(sharedAt !== undefined ? { firstViewMs: Math.max(0, at - sharedAt) } : {}),
        },
      ];
    }
    case 'evaluation.decided':
      return event.decision === 'interested' ? [{ op: 'add', stage: 'interested', ...scopeOf(event) }] : [];
    case 'interview.requested':
      return [{ op: 'add', stage: 'interviewRequested', ...scopeOf(event) }];
    case 'interview.answered':
      return event.action === 'accept' ? [{ op: 'add', stage: 'interviewAccepted', ...scopeOf(event) }] : [];
    case 'interview.updated':
      return event.action === 'confirm' ? [{ op: 'add', stage: 'interviewAccepted', ...scopeOf(event) }] : [];
    case 'outcome.recorded': {
      const reached: readonly TFunnelStage[] = OUTCOME_REACHES[event.stage];
      const adds = reached.map((stage): TStep => ({ op: 'add', stage, ...scopeOf(event) }));
      // An admin's correction says the earlier record was wrong: the stages it no longer reaches are cleared.
      const removes =
        event.by === 'admin'
          ? (['offer', 'hired'] as const)
              .filter((stage) => !reached.includes(stage))
              .map((stage): TStep => ({ op: 'remove', stage, ...scopeOf(event) }))
          : [];
      return [...adds, ...removes];
    }
    case 'one-pager.ready':
    case 'candidate.registered':
    case 'decision.reminder':
    case 'decision.overdue':
    case 'placement.claimed':
    case 'placement.confirmed':
    case 'placement.rejected':
    case 'placement.check-due':
    case 'placement.left':
    case 'combine-day.segment':
      return [];
  }
};

const scopeOf = (event: TMarkScope & { at: number }) => ({
  at: event.at,
  shareId: event.shareId,
  combineId: event.combineId,
  companyId: event.companyId,
  companyName: event.companyName,
  onePagerId: event.onePagerId,
});

// --- Rollup rows and the answer ---

/**
 * The rollups each mark is counted in: per day, per company and day, per company and month (a long range's
 * side-by-side list reads whole months), per share and day, per company.
 */
/** What a company's row sums for `byCompany`: the funnel and the first views' count and time. */
export const COMPANY_FIGURES = [...FUNNEL_STAGES, 'firstViewCount', 'firstViewMs'] as const;

/**
 * Whether a day's row keeps this company's share of the day (`companies.<companyId>`): only for an id that can
 * name a field (every company's can). Another's day does not add up, and is read from the company rows.
 */
export const keepsDayBreakdown = (companyId: string) => /^[\w-]+$/.test(companyId);

export const ROLLUP_LEVELS = ['day', 'companyDay', 'companyMonth', 'shareDay', 'company'] as const;
export type TRollupLevel = (typeof ROLLUP_LEVELS)[number];

/** What a rollup row holds: a count per stage, and the first views' total time and histogram. */
export type TRollupFigures = TFunnel & {
  firstViewCount: number;
  firstViewMs: number;
} & Record<`firstView_${TFirstViewBucket}`, number>;

export const ROLLUP_FIELDS = [
  ...FUNNEL_STAGES,
  'firstViewCount',
  'firstViewMs',
  ...FIRST_VIEW_BUCKETS.map((bucket) => `firstView_${bucket.key}` as const),
] as const satisfies readonly (keyof TRollupFigures)[];

export const emptyFigures = (): TRollupFigures =>
  Object.fromEntries(ROLLUP_FIELDS.map((field) => [field, 0])) as TRollupFigures;

/** What one step adds to a rollup row ($inc), signed by its op. */
export const incrementsOf = (step: Pick<TStep, 'op' | 'stage' | 'firstViewMs'>) => {
  const sign = step.op === 'add' ? 1 : -1;
  const inc: Partial<Record<keyof TRollupFigures, number>> = { [step.stage]: sign };
  if (step.firstViewMs !== undefined) {
    inc.firstViewCount = sign;
    inc.firstViewMs = sign * step.firstViewMs;
    inc[`firstView_${firstViewBucketOf(step.firstViewMs)}`] = sign;
  }
  return inc;
};

export const addFigures = (into: TRollupFigures, row: Partial<TRollupFigures>) => {
  for (const field of ROLLUP_FIELDS) into[field] += row[field] ?? 0;
  return into;
};

/** The figures of the funnel stages, as they are (what each day's activity shows). */
const stagesOf = (figures: TRollupFigures): TFunnel =>
  Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, Math.max(0, figures[stage])])) as TFunnel;

/**
 * A funnel over a range: each stage at least the next one, since whoever reached a later stage reached this one
 * (its mark is implied on the later stage's day, so a range that starts between the two still counts it; rollups
 * written before marks were implied are floored the same way).
 */
const funnelOf = (figures: TRollupFigures): TFunnel => {
  const funnel = stagesOf(figures);
  for (let index = FUNNEL_STAGES.length - 2; index >= 0; index -= 1) {
    const stage = FUNNEL_STAGES[index]!;
    funnel[stage] = Math.max(funnel[stage], funnel[FUNNEL_STAGES[index + 1]!]);
  }
  return funnel;
};

const hoursOf = (figures: TRollupFigures) =>
  figures.firstViewCount > 0
    ? Math.round((figures.firstViewMs / figures.firstViewCount / HOUR_MS) * 10) / 10
    : null;

/** The most companies `byCompany` lists. */
export const BY_COMPANY_LIMIT = 50;

/**
 * The answer from rollup rows (all but the decisions' figures, which are not rollups): `days` (one per day in range, summed over what the filters select) and
 * `companies` (one per company: its figures over the range).
 */
export const analyticsAnswer = (input: {
  from: string | null;
  to: string | null;
  days: readonly ({ day: string } & Partial<TRollupFigures>)[];
  companies: readonly ({ companyId: string; companyName: string } & Partial<TRollupFigures>)[];
}): Omit<TAnalytics, 'decisions' | 'retention' | 'combineDays'> => {
  const perDay = new Map<string, TRollupFigures>();
  for (const row of input.days) addFigures(perDay.get(row.day) ?? setGet(perDay, row.day), row);
  const total = emptyFigures();
  for (const figures of perDay.values()) addFigures(total, figures);
  const perCompany = new Map<string, { name: string; figures: TRollupFigures }>();
  for (const row of input.companies) {
    let entry = perCompany.get(row.companyId);
    if (!entry) {
      entry = { name: row.companyName, figures: emptyFigures() };
      perCompany.set(row.companyId, entry);
    }
    addFigures(entry.figures, row);
  }
  return {
    from: input.from,
    to: input.to,
    funnel: funnelOf(total),
    overTime: [...perDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, figures]) => ({ day, ...stagesOf(figures) })),
    byCompany: [...perCompany.entries()]
      .map(([companyId, { name, figures }]) => ({
        companyId,
        companyName: name,
        ...funnelOf(figures),
        averageHoursToFirstView: hoursOf(figures),
      }))
      .sort((a, b) => b.shared - a.shared || b.hired - a.hired || a.companyName.localeCompare(b.companyName))
      .slice(0, BY_COMPANY_LIMIT),
    timeToFirstView: {
      count: Math.max(0, total.firstViewCount),
      averageHours: hoursOf(total),
      buckets: FIRST_VIEW_BUCKETS.map((bucket) => ({
        key: bucket.key,
        label: bucket.label,
        count: Math.max(0, total[`firstView_${bucket.key}`]),
      })),
    },
  };
};

const setGet = (map: Map<string, TRollupFigures>, key: string) => {
  const figures = emptyFigures();
  map.set(key, figures);
  return figures;
};

/** The UTC month (YYYY-MM) of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

const shiftMonth = (month: string, by: number) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
};
const lastDayOf = (month: string) => {
  const date = new Date(`${shiftMonth(month, 1)}-01T00:00:00Z`);
  return new Date(date.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
};

/**
 * A day range (either end open) as the whole months inside it and the days at its ends outside them, so a
 * long range reads a row per company and month and only its ends per day. `months` is null when no whole
 * month fits.
 */
export const splitRange = (
  from: string | undefined,
  to: string | undefined,
): { months: { from: string; to: string } | null; days: { from?: string; to?: string }[] } => {
  const firstWhole =
    from === undefined ? '0000-01' : from.endsWith('-01') ? monthOf(from) : shiftMonth(monthOf(from), 1);
  const lastWhole =
    to === undefined ? '9999-12' : to === lastDayOf(monthOf(to)) ? monthOf(to) : shiftMonth(monthOf(to), -1);
  if (firstWhole > lastWhole)
    return { months: null, days: [{ ...(from ? { from } : {}), ...(to ? { to } : {}) }] };
  const days: { from?: string; to?: string }[] = [];
  if (from !== undefined && !from.endsWith('-01')) days.push({ from, to: lastDayOf(monthOf(from)) });
  if (to !== undefined && to !== lastDayOf(monthOf(to))) days.push({ from: `${monthOf(to)}-01`, to });
  return { months: { from: firstWhole, to: lastWhole }, days };
};
