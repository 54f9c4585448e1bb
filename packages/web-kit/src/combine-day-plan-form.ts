import type { Dayjs } from 'dayjs';
import { clientTimeZones, isClientTimeZone } from '@gtm/contracts/clients';
import { COMBINE_DAY_LIMITS, ZCombineDayPlan } from '@gtm/contracts/combine-days';
import type { TCombineDayPlanInput } from '@gtm/contracts/combine-days';
import type { TFieldIssue } from '@gtm/web-kit/api-error.ts';

/**
 * What a combine day is sold as (the spec: meet 6-12 pre-vetted candidates in one afternoon). The service plans
 * 1 to 12; a preview with fewer placed says so, without stopping the company.
 */
export const SOLD_DAY_SIZE = { min: 6, max: 12 } as const;

/** The preview's warning when fewer candidates are placed than a combine day is sold with (null: enough). */
export const fewPlacedWarning = (placed: number): string | null =>
  placed > 0 && placed < SOLD_DAY_SIZE.min
    ? `Only ${placed} placed: a combine day is meant for ${SOLD_DAY_SIZE.min}-${SOLD_DAY_SIZE.max} candidates. Choose more, or widen the afternoon.`
    : null;

/** The planner's form, as antd holds it (pickers give dayjs values, an emptied number is null). */
export type TPlanFormValues = {
  date?: Dayjs | null;
  from?: Dayjs | null;
  to?: Dayjs | null;
  timeZone?: string;
  segmentMinutes?: number | null;
  breakMinutes?: number | null;
  breakAfter?: number | null;
  onePagerIds?: string[];
  meetingUrl?: string;
};

/** The form's fields: the plan's own names, so the service's issues land on them. */
export type TPlanField = keyof TPlanFormValues;

/** An issue as the form's `setFields` takes it. */
export type TPlanIssue = { name: TPlanField; errors: string[] };

/** The zone the planner starts in: the browser's, when the service accepts it, else UTC. */
export const defaultPlanZone = (browserZone: string) => (isClientTimeZone(browserZone) ? browserZone : 'UTC');

/** A new plan: the browser's zone and the contract's segment defaults, nothing else chosen. */
export const planFormDefaults = (browserZone: string): TPlanFormValues => ({
  timeZone: defaultPlanZone(browserZone),
  segmentMinutes: COMBINE_DAY_LIMITS.segmentMinutes.default,
  breakMinutes: COMBINE_DAY_LIMITS.breakMinutes.default,
  breakAfter: COMBINE_DAY_LIMITS.breakAfter.default,
  onePagerIds: [],
  meetingUrl: '',
});

/**
 * The plan request of the form's values: the date as YYYY-MM-DD, the times as HH:mm, no meeting link when
 * empty. What is missing is sent as what the contract refuses in its own words ('' or null), never guessed.
 */
export function planOf(values: TPlanFormValues): TCombineDayPlanInput {
  const meetingUrl = values.meetingUrl?.trim() ?? '';
  return {
    date: values.date ? values.date.format('YYYY-MM-DD') : '',
    from: values.from ? values.from.format('HH:mm') : '',
    to: values.to ? values.to.format('HH:mm') : '',
    timeZone: values.timeZone ?? '',
    // null is refused with the field's own words (undefined would be the default).
    segmentMinutes: values.segmentMinutes as number,
    breakMinutes: values.breakMinutes as number,
    breakAfter: values.breakAfter as number,
    onePagerIds: values.onePagerIds ?? [],
    ...(meetingUrl !== '' ? { meetingUrl } : {}),
  };
}

/** An issue of the plan as its form field takes it: a chosen candidate's issue is the candidates' field's. */
const fieldOf = (path: readonly PropertyKey[]): TPlanField => String(path[0] ?? '') as TPlanField;

/** Field issues (antd's `setFields`) named after the plan's fields; list positions go to the list's field. */
export function planFieldIssues(issues: readonly TFieldIssue[]): TPlanIssue[] {
  const byField = new Map<TPlanField, string[]>();
  for (const issue of issues) {
    const field = fieldOf(issue.name);
    byField.set(field, [...(byField.get(field) ?? []), ...issue.errors]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors: [...new Set(errors)] }));
}

/**
 * The plan of the form checked with the contract's schema (the service's own checks and words): the request
 * to send, or the issues to show on the fields (the first of each).
 */
export function checkPlan(
  values: TPlanFormValues,
): { plan: TCombineDayPlanInput; issues: null } | { plan: null; issues: TPlanIssue[] } {
  const plan = planOf(values);
  const parsed = ZCombineDayPlan.safeParse(plan);
  if (parsed.success) return { plan, issues: null };
  const seen = new Set<TPlanField>();
  const issues = parsed.error.issues.flatMap((issue): TPlanIssue[] => {
    const name = fieldOf(issue.path);
    if (seen.has(name)) return [];
    seen.add(name);
    return [{ name, errors: [issue.message] }];
  });
  return { plan: null, issues };
}

/** The time zone choices: every IANA zone the contract accepts, as spelled (America/Los_Angeles). */
export const timeZoneOptions = () => clientTimeZones().map((zone) => ({ value: zone, label: zone }));

const looseZone = (text: string) => text.toLowerCase().replaceAll('_', ' ');
/** Whether a typed search finds a time zone: case and underscores ignored ('new york', 'los_angeles'). */
export const timeZoneMatches = (search: string, zone: string) =>
  looseZone(zone).includes(looseZone(search.trim()));

/** Whether a candidate's box is closed: the plan holds the most candidates already and it is not one of them. */
export const candidateLocked = (chosen: readonly string[], onePagerId: string) =>
  chosen.length >= COMBINE_DAY_LIMITS.candidates.max && !chosen.includes(onePagerId);
