import { Descriptions, Tabs } from 'antd';
import type { TOnePager } from '@gtm/contracts/talent';
import { formatDate } from '@gtm/web-kit/format-date.ts';

const EMPTY = '—';
const text = (value: string | null | undefined) => (value ? value : EMPTY);
const joined = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(', ') : EMPTY;

function Bullets({ items }: { items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return <>{EMPTY}</>;
  return (
    <ul className="cand-bullets">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The candidate's one-pager in the tabs the admins and companies read it in (Overview, Experience, Deal
 * Walkthrough), without what only the admins see (combines, downloads).
 */
export function OnePagerContent({ onePager }: { onePager: TOnePager }) {
  const content = onePager.content;
  return (
    <Tabs
      items={[
        {
          key: 'overview',
          label: 'Overview',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Candidate">{onePager.candidateName}</Descriptions.Item>
              <Descriptions.Item label="Headline">{text(content?.title)}</Descriptions.Item>
              <Descriptions.Item label="Location">{text(content?.location)}</Descriptions.Item>
              <Descriptions.Item label="Salary expectations">
                {text(content?.salaryExpectations)}
              </Descriptions.Item>
              <Descriptions.Item label="Target roles">{joined(content?.targetRoles)}</Descriptions.Item>
              <Descriptions.Item label="Summary">{text(onePager.summary)}</Descriptions.Item>
              <Descriptions.Item label="Summary items">
                <Bullets items={content?.summaryItems} />
              </Descriptions.Item>
              <Descriptions.Item label="Created">{formatDate(onePager.createdAt)}</Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'experience',
          label: 'Experience',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Quota">{text(content?.quota)}</Descriptions.Item>
              <Descriptions.Item label="Quota attainment">{text(content?.quotaAttainment)}</Descriptions.Item>
              <Descriptions.Item label="Average ACV">{text(content?.averageACV)}</Descriptions.Item>
              <Descriptions.Item label="Deal cycles">{joined(content?.dealCycles)}</Descriptions.Item>
              <Descriptions.Item label="Methodologies">{joined(content?.methodologies)}</Descriptions.Item>
              <Descriptions.Item label="Industries">{joined(content?.industries)}</Descriptions.Item>
              <Descriptions.Item label="Achievements">
                <Bullets items={content?.achievements} />
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
