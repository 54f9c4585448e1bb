import { Typography } from 'antd';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { SkeletonPage } from '../../../components/skeleton-page.tsx';

/** `/candidate/dashboard`: greets the signed-in candidate; profile summary and tabs arrive with the candidate issue. */
export function DashboardPage() {
  const name = useSessionStore((state) => state.user?.name);
  return (
    <SkeletonPage
      title="Candidate Dashboard"
      summary="Your profile, opportunities and interviews at a glance."
    >
      <Typography.Paragraph strong className="cand-welcome">
        Welcome{name ? `, ${name}` : ''}!
      </Typography.Paragraph>
    </SkeletonPage>
  );
}
