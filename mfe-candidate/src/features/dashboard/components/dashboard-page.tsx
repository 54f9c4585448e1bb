import { Badge, Empty, Progress, Spin, Statistic, Tabs, Typography } from 'antd';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { useOwnProfile } from '../../../lib/get-own-profile.ts';
import { profileCompleteness } from '../../../lib/profile-completeness.ts';
import { ONBOARDING_PATHS } from '../../../lib/role-labels.ts';
import { ProfileSummaryCard } from './profile-summary-card.tsx';

/**
 * What the counters show until the features that record them exist: views (a client opening one of the
 * candidate's one-pagers), opportunities (talent combines holding one) and interviews (interview requests).
 * The spec's fixed demo numbers would claim activity that never happened.
 */
const COUNTS = { views: 0, opportunities: 0, interviews: 0 } as const;

const tabLabel = (text: string, count: number) => (
  <span className="cand-tab-label">
    {text} <Badge count={count} showZero color="#4b5563" />
  </span>
);

/** `/candidate/dashboard`: the welcome, completion ring, counters and the profile summary (spec section 2). */
export function DashboardPage() {
  useDocumentHead({
    title: pageTitle('Candidate Dashboard'),
    description: 'Your profile, opportunities and interviews at a glance.',
  });
  const user = useSessionStore((state) => state.user);
  const { profile, isLoading } = useOwnProfile();
  const completeHref = user?.role ? ONBOARDING_PATHS[user.role] : PATHS.candidate.roleSelection;

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
              <Statistic title="Profile views" value={COUNTS.views} className="cand-stat" />
            </div>
          ) : null}
          <Tabs
            items={[
              { key: 'profile', label: 'Profile', children: profileTab },
              {
                key: 'opportunities',
                label: tabLabel('Opportunities', COUNTS.opportunities),
                children: (
                  <Empty description="No opportunities yet. When a company's talent combine includes your one-pager, it shows here." />
                ),
              },
              {
                key: 'interviews',
                label: tabLabel('Interviews', COUNTS.interviews),
                children: (
                  <Empty description="No interviews yet. Interview requests from companies show here." />
                ),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
