import { Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';

/**
 * The frame of both onboarding forms: the back button to role selection (spec section 2: 'Back to Role
 * Selection' for a new profile, 'Change Default Profile Role' once one exists), the heading and the form.
 */
export function OnboardingFrame({
  title,
  summary,
  hasProfile,
  loading,
  children,
}: {
  title: string;
  summary: string;
  hasProfile: boolean;
  loading: boolean;
  children: ReactNode;
}) {
  useDocumentHead({ title: pageTitle(title), description: summary });
  return (
    <section className="cand-page cand-onboarding">
      <Link to={PATHS.candidate.roleSelection} className="cand-back-link">
        <span aria-hidden>←</span> {hasProfile ? 'Change Default Profile Role' : 'Back to Role Selection'}
      </Link>
      <Typography.Title level={1} className="cand-page__title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>
      {loading ? <Spin /> : children}
    </section>
  );
}
