import { COMBINE_DAY_ANSWERS, ZAvailability } from '../combine-days.ts';
import type { TAvailabilityWindow } from '../combine-days.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/**
 * The signed-in candidate's weekly availability for combine days (issue 35), served by svc-candidates
 * (`routes/availability`) and edited on the settings page's Availability tab. A candidate who states no
 * window may be placed at any time of a combine day's afternoon.
 */

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const isWellFormed = (window: TAvailabilityWindow) =>
  TIME_OF_DAY.test(window.from) && TIME_OF_DAY.test(window.to) && window.from < window.to;

/**
 * An availability as the candidate states it: {@link ZAvailability}, and no two windows of one day overlap
 * (touching ends do not: 09:00-12:00 and 12:00-14:00 may both be stated). The later window of an overlapping
 * pair is named, by its `from`. The settings form checks its fields with this same schema (the descriptor's
 * `request.body`).
 */
const ZAvailabilityStated = ZAvailability.superRefine((availability, context) => {
  const byDay = new Map<string, { window: TAvailabilityWindow; index: number }[]>();
  availability.windows.forEach((window, index) => {
    // A window refused for its own fields is told by them, not compared.
    if (!isWellFormed(window)) return;
    byDay.set(window.day, [...(byDay.get(window.day) ?? []), { window, index }]);
  });
  for (const windows of byDay.values()) {
    windows.sort((a, b) => a.window.from.localeCompare(b.window.from) || a.index - b.index);
    let latestEnd = '';
    for (const { window, index } of windows) {
      if (window.from < latestEnd) {
        context.addIssue({
          code: 'custom',
          message: COMBINE_DAY_ANSWERS.windowsOverlap,
          path: ['windows', index, 'from'],
        });
      }
      if (window.to > latestEnd) latestEnd = window.to;
    }
  }
});

/** `GET /api/user/availability`: the stated availability, or none yet (UTC, no windows). */
export const getAvailability = defineOperation({
  id: 'getAvailability',
  summary: 'The signed-in candidate’s weekly availability for combine days',
  method: 'GET',
  path: '/api/user/availability',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: {
    200: {
      description:
        'The stated availability; none stated yet answers `{ timeZone: "UTC", windows: [] }` (available at any time).',
      schema: ZAvailability,
    },
  },
});

/** `PUT /api/user/availability`: replaces the candidate's availability (no windows: available at any time). */
export const updateAvailability = defineOperation({
  id: 'updateAvailability',
  summary: 'State the signed-in candidate’s weekly availability for combine days',
  method: 'PUT',
  path: '/api/user/availability',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { body: ZAvailabilityStated },
  responses: { 200: { description: 'Saved: the availability now.', schema: ZAvailability } },
});
