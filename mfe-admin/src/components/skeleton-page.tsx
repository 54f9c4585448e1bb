import { Typography } from 'antd';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';

/** A screen of the admin area whose content arrives with a later issue: its heading, title and purpose. */
export function SkeletonPage({ title, summary }: { title: string; summary: string }) {
  useDocumentHead({ title: pageTitle(title), description: summary });
  return (
    <section className="admin-page" data-testid="skeleton-page">
      <Typography.Title level={1} className="admin-page__title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>
    </section>
  );
}
