import { Descriptions, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { TOnePagerContent } from '@gtm/contracts/talent';

/** What a row shows when the one-pager leaves it empty. */
const EMPTY = '—';
const text = (value: string | null | undefined) => (value ? value : EMPTY);
const joined = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(', ') : EMPTY;

/**
 * Whether the one-pager names an attainment of its own: a draft carries the AE's one 'Quota vs. actual' answer
 * as its quota alone (older drafts repeated it as the attainment), which shows once.
 */
const hasOwnAttainment = (content: TOnePagerContent | null) =>
  !!content && content.quotaAttainment.trim() !== '' && content.quotaAttainment !== content.quota;

function Bullets({ items, className }: { items: readonly string[] | undefined; className: string }) {
  if (!items || items.length === 0) return <>{EMPTY}</>;
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A row an area adds to the Overview tab (the admins' status, combines and downloads): its label and value. */
export type TOnePagerRow = { label: string; value: ReactNode };

/** The rows as Descriptions items (antd reads its items from its direct children, arrays flattened). */
const rowsOf = (rows: readonly TOnePagerRow[] = []) =>
  rows.map(({ label, value }) => (
    <Descriptions.Item key={label} label={label}>
      {value}
    </Descriptions.Item>
  ));

export type TOnePagerTabsProps = {
  /** The name the reader knows the candidate by (an anonymized company's alias). */
  candidateName: string;
  summary: string | null;
  /** The one-pager's content; null for one written before content was kept (its rows show '—'). */
  content: TOnePagerContent | null;
  /** The class of the bullet lists (summary items, achievements), styled by each area. */
  bulletsClassName: string;
  /** Overview rows right after the headline. */
  afterHeadline?: readonly TOnePagerRow[];
  /** Overview rows after the summary items. */
  afterSummary?: readonly TOnePagerRow[];
  /**
   * Shows a quota without an attainment of its own as one 'Quota vs. actual' row (the companies' reading);
   * otherwise Quota and Quota attainment always show.
   */
  quotaVsActual?: boolean;
};

/**
 * A one-pager in the three tabs every signed-in area reads it in: Overview, Experience and Deal Walkthrough.
 * What only one area shows (the admins' status and downloads, the candidate's creation date) comes as rows.
 */
export function OnePagerTabs({
  candidateName,
  summary,
  content,
  bulletsClassName,
  afterHeadline,
  afterSummary,
  quotaVsActual = false,
}: TOnePagerTabsProps) {
  const ownAttainment = !quotaVsActual || hasOwnAttainment(content);
  return (
    <Tabs
      items={[
        {
          key: 'overview',
          label: 'Overview',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Candidate">{candidateName}</Descriptions.Item>
              <Descriptions.Item label="Headline">{text(content?.title)}</Descriptions.Item>
              {rowsOf(afterHeadline)}
              <Descriptions.Item label="Location">{text(content?.location)}</Descriptions.Item>
              <Descriptions.Item label="Salary expectations">
                {text(content?.salaryExpectations)}
              </Descriptions.Item>
              <Descriptions.Item label="Target roles">{joined(content?.targetRoles)}</Descriptions.Item>
              <Descriptions.Item label="Summary">{text(summary)}</Descriptions.Item>
              <Descriptions.Item label="Summary items">
                <Bullets items={content?.summaryItems} className={bulletsClassName} />
              </Descriptions.Item>
              {rowsOf(afterSummary)}
            </Descriptions>
          ),
        },
        {
          key: 'experience',
          label: 'Experience',
          children: (
            <Descriptions column={1} size="small" bordered>
              {ownAttainment ? (
                <>
                  <Descriptions.Item label="Quota">{text(content?.quota)}</Descriptions.Item>
                  <Descriptions.Item label="Quota attainment">
                    {text(content?.quotaAttainment)}
                  </Descriptions.Item>
                </>
              ) : (
                <Descriptions.Item label="Quota vs. actual">{text(content?.quota)}</Descriptions.Item>
              )}
              <Descriptions.Item label="Average ACV">{text(content?.averageACV)}</Descriptions.Item>
              <Descriptions.Item label="Deal cycles">{joined(content?.dealCycles)}</Descriptions.Item>
              <Descriptions.Item label="Methodologies">{joined(content?.methodologies)}</Descriptions.Item>
              <Descriptions.Item label="Industries">{joined(content?.industries)}</Descriptions.Item>
              <Descriptions.Item label="Achievements">
                <Bullets items={content?.achievements} className={bulletsClassName} />
              </Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'deal',
          label: 'Deal Walkthrough',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Situation">
                {text(content?.dealWalkthroughSituation)}
              </Descriptions.Item>
              <Descriptions.Item label="Action">{text(content?.dealWalkthroughAction)}</Descriptions.Item>
              <Descriptions.Item label="Result">{text(content?.dealWalkthroughResult)}</Descriptions.Item>
            </Descriptions>
          ),
        },
      ]}
    />
  );
}
