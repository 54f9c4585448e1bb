import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';

/** A screen of the candidate area whose content arrives with a later issue: its heading, title and purpose. */
export function SkeletonPage({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children?: ReactNode;
}) {
  useDocumentHead({ title: pageTitle(title), description: summary });
  return (
    <section className="cand-page" data-testid="skeleton-page">
      <Typography.Title level={1} className="cand-page__title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>
      {children}
    </section>
  );
}
