import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { THiringEventConsumer } from '@gtm/contracts/hiring-events';
import { stepsOf } from './analytics-steps.ts';
import type { TAnalyticsRepository } from './analytics.repository.ts';

/**
 * The analytics' hiring-events consumer: each event's funnel marks ({@link stepsOf}) applied together, one
 * bulk write per rollup level. The worker applies an event once per id; each mark counts once on its own too
 * (its id is the stage, share and candidate), so a replayed event, or a second event reaching a stage already
 * reached, counts nothing.
 */
export const analyticsConsumer = (
  analytics: Pick<TAnalyticsRepository, 'applyAll'>,
): THiringEventConsumer => ({
  name: 'analytics',
  async apply(event: THiringEvent) {
    await analytics.applyAll(stepsOf(event));
  },
});
