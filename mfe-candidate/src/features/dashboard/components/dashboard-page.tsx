import { Alert, Badge, Empty, Progress, Spin, Statistic, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { useOwnProfile } from '../../../lib/get-own-profile.ts';
import { profileCompleteness } from '../../../lib/profile-completeness.ts';
import { ONBOARDING_PATHS } from '../../../lib/role-labels.ts';
import { useCandidateActivity } from '../api/get-candidate-activity.ts';
import { activityView } from '../lib/activity.ts';
import { CombineDaysCard } from './combine-days-card.tsx';
import { InterviewRequestsPanel } from './interview-requests-panel.tsx';
import { OpportunityList } from './activity-lists.tsx';
import { PlacementsCard } from './placements-card.tsx';
import { ProfileSummaryCard } from './profile-summary-card.tsx';

/** A tab's name with its count; no badge while the count is unknown (loading, or failed to load). */
const tabLabel = (text: string, count: number | null) => (
  <span className="cand-tab-label">
    {text} {count === null ? null : <Badge count={count} showZero color="#4b5563" />}
  </span>
);

const ACTIVITY_ERROR = 'Your activity could not be loaded. Please try again later.';

/**
 * `/candidate/dashboard`: the welcome, completion ring, the profile summary (spec section 2) and the real
 * figures in place of the spec's demo numbers: views (clients opening the candidate's one-pagers),
 * opportunities (combines shared with a company holding one) and interview requests.
 */
export function DashboardPage() {
  useDocumentHead({
    title: pageTitle('Candidate Dashboard'),
    description: 'Your profile, opportunities and interviews at a glance.',
  });
  const user = useSessionStore((state) => state.user);
  const { profile, isLoading } = useOwnProfile();
  const completeHref = user?.role ? ONBOARDING_PATHS[user.role] : PATHS.candidate.roleSelection;
  const activity = useCandidateActivity(profile !== null);
  const [timeZone] = useState(localTimeZone);
  // Without a profile nothing is requested and every count is a true 0.
  const known = profile === null || activity.data !== undefined;
  const view = activityView(activity.data ?? null);
  const count = (value: number) => (known ? value : null);
  const activityPane = (pane: ReactNode) =>
    activity.error ? (
      <Alert type="error" showIcon message={ACTIVITY_ERROR} />
    ) : activity.isLoading ? (
      <Spin />
    ) : (
      pane
    );

  const profileTab =
    profile !== null ? (
      <ProfileSummaryCard profile={profile} />
    ) : (
      <Empty description="You have not created your profile yet. Complete it so companies can find you.">
        <LinkButton to={completeHref}>Complete Your Profile</LinkButton>
      </Empty>
    );

  return (
    <section className="cand-page">
      <div className="cand-dashboard__head">
        <div>
          <Typography.Title level={1} className="cand-page__title">
            Candidate Dashboard
          </Typography.Title>
          <Typography.Paragraph strong className="cand-welcome">
            Welcome{user?.name ? `, ${user.name}` : ''}!
          </Typography.Paragraph>
        </div>
        {isLoading ? null : (
          <LinkButton to={profile ? PATHS.candidate.profile : completeHref}>
            {profile ? 'Edit Profile' : 'Complete Your Profile'}
          </LinkButton>
        )}
      </div>

      {isLoading ? (
        <Spin />
      ) : (
        <>
          {profile ? (
            <div className="cand-stats">
              <div className="cand-stat">
                <Progress
                  type="circle"
                  percent={profileCompleteness(profile)}
                  size={96}
                  format={(value) => `${value ?? 0}%`}
                  aria-label="Profile completion"
                  data-testid="profile-completion"
                />
                <Typography.Text>Profile completion</Typography.Text>
              </div>
              <Statistic
                title="Profile views"
                value={known ? view.counts.views : '—'}
                className="cand-stat"
                data-testid="profile-views"
              />
            </div>
          ) : null}
          <PlacementsCard hasProfile={profile !== null} />
          <CombineDaysCard hasProfile={profile !== null} timeZone={timeZone} />
          <Tabs
            items={[
              { key: 'profile', label: 'Profile', children: profileTab },
              {
                key: 'opportunities',
                label: tabLabel('Opportunities', count(view.counts.opportunities)),
                children: activityPane(<OpportunityList opportunities={view.opportunities} />),
              },
              {
                key: 'interviews',
                label: tabLabel('Interviews', count(view.counts.interviews)),
                children: <InterviewRequestsPanel hasProfile={profile !== null} timeZone={timeZone} />,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
