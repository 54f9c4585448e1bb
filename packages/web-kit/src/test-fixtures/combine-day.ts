import type { TAdminCombineDays, TCombineDay, TCombineDaySegment } from '@gtm/contracts/combine-days';

/**
 * One combine day as the API answers it, for the screens' tests of every area (one builder, not a copy per
 * app). Tuesday 14 January 2031, 14:00 to 15:00 in New York (UTC-5), 15-minute segments with a 10-minute
 * break after every two: slots at 19:00Z and 19:15Z, the break, 19:40Z. Ava has confirmed the first, Ben is
 * invited to the second, Candidate K7Q2 declined the third (the server lays their slot out free). As the service
 * answers it, `startsAt` and `endsAt` are the first slot's start and the last slot's end. Tests only: images
 * leave test-fixtures out (.dockerignore).
 */

export const COMBINE_DAY_IDS = {
  share: '64f0c2aa0000000000000001',
  day: '64f0c2aa00000000000000d1',
  ava: '64f0c2aa0000000000000011',
  ben: '64f0c2aa0000000000000012',
  cy: '64f0c2aa0000000000000013',
  company: '64f0c2aa0000000000000002',
  combine: '64f0c2aa00000000000000c1',
} as const;

/** A segment of the day: its candidate, start (UTC, 'HH:mm' on the day) and answer; 15 minutes. */
export function segmentAt(
  onePagerId: string,
  start: string,
  status: TCombineDaySegment['status'],
  displayName: string,
): TCombineDaySegment {
  const from = Date.parse(`2031-01-14T${start}:00.000Z`);
  return {
    onePagerId,
    start: new Date(from).toISOString(),
    end: new Date(from + 15 * 60_000).toISOString(),
    status,
    displayName,
  };
}

/** A slot of the server's layout, from and to 'HH:mm' UTC on the day. */
export const slotAt = (
  kind: 'segment' | 'break' | 'free',
  start: string,
  end: string,
  onePagerId?: string,
) => ({
  kind,
  start: `2031-01-14T${start}:00.000Z`,
  end: `2031-01-14T${end}:00.000Z`,
  ...(onePagerId === undefined ? {} : { onePagerId }),
});

const { ava, ben, cy } = COMBINE_DAY_IDS;

/** The day (see above), with `over` laid on it. */
export const combineDayFixture = (over: Partial<TCombineDay> = {}): TCombineDay => ({
  id: COMBINE_DAY_IDS.day,
  shareId: COMBINE_DAY_IDS.share,
  combineName: 'Spring SDRs',
  companyName: 'Acme Analytics',
  date: '2031-01-14',
  from: '14:00',
  to: '15:00',
  timeZone: 'America/New_York',
  segmentMinutes: 15,
  breakMinutes: 10,
  breakAfter: 2,
  meetingUrl: null,
  status: 'planned',
  segments: [
    segmentAt(ava, '19:00', 'confirmed', 'Ava Stone'),
    segmentAt(ben, '19:15', 'invited', 'Ben Ray'),
    segmentAt(cy, '19:40', 'declined', 'Candidate K7Q2'),
  ],
  unplaced: [],
  startsAt: '2031-01-14T19:00:00.000Z',
  endsAt: '2031-01-14T19:55:00.000Z',
  slots: [
    slotAt('segment', '19:00', '19:15', ava),
    slotAt('segment', '19:15', '19:30', ben),
    slotAt('break', '19:30', '19:40'),
    slotAt('free', '19:40', '19:55'),
  ],
  counts: { placed: 2, invited: 1, confirmed: 1, declined: 1, unplaced: 0, free: 1 },
  ...over,
});

/** The day as the admins' list answers it (its company and combine too). */
export const adminCombineDayFixture = (
  over: Partial<TAdminCombineDays['items'][number]> = {},
): TAdminCombineDays['items'][number] => ({
  ...combineDayFixture(),
  companyId: COMBINE_DAY_IDS.company,
  combineId: COMBINE_DAY_IDS.combine,
  ...over,
});
