import type { TCandidateActivity } from '@gtm/contracts/employer';

/** What the dashboard shows of the activity: its counts, and both lists newest first. */
export type TActivityView = {
  counts: { views: number; opportunities: number; interviews: number };
  opportunities: TCandidateActivity['opportunities'];
  interviews: TCandidateActivity['interviews'];
};

const newestFirst = (a: string, b: string) => Date.parse(b) - Date.parse(a);

/**
 * The dashboard's figures from the candidate's activity. Without a profile nothing of theirs can be shared,
 * so there is no activity (null) and every count is 0.
 */
export function activityView(activity: TCandidateActivity | null): TActivityView {
  if (!activity)
    return { counts: { views: 0, opportunities: 0, interviews: 0 }, opportunities: [], interviews: [] };
  return {
    counts: {
      views: activity.views,
      opportunities: activity.opportunities.length,
      interviews: activity.interviews.length,
    },
    opportunities: [...activity.opportunities].sort((a, b) => newestFirst(a.sharedAt, b.sharedAt)),
    interviews: [...activity.interviews].sort((a, b) => newestFirst(a.createdAt, b.createdAt)),
  };
}
