import { Descriptions, Tabs } from 'antd';
import type { TEmployerOnePager } from '@gtm/contracts/employer';

const EMPTY = '—';
const text = (value: string | null | undefined) => (value ? value : EMPTY);
const joined = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(', ') : EMPTY;

/**
 * Whether the one-pager names an attainment of its own: a draft carries the AE's one 'Quota vs. actual' answer
 * as its quota alone (older drafts repeated it as the attainment), which shows once.
 */
const hasOwnAttainment = (content: TEmployerOnePager['content']) =>
  content.quotaAttainment.trim() !== '' && content.quotaAttainment !== content.quota;

function Bullets({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <>{EMPTY}</>;
  return (
    <ul className="emp-bullets">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The one-pager's content in the admin dialog's three tabs: Overview, Experience and Deal Walkthrough. */
export function OnePagerTabs({ onePager }: { onePager: TEmployerOnePager }) {
  const { content } = onePager;
  return (
    <Tabs
      items={[
        {
          key: 'overview',
          label: 'Overview',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Candidate">{onePager.displayName}</Descriptions.Item>
              <Descriptions.Item label="Headline">{text(content.title)}</Descriptions.Item>
              <Descriptions.Item label="Location">{text(content.location)}</Descriptions.Item>
              <Descriptions.Item label="Salary expectations">
                {text(content.salaryExpectations)}
              </Descriptions.Item>
              <Descriptions.Item label="Target roles">{joined(content.targetRoles)}</Descriptions.Item>
              <Descriptions.Item label="Summary">{text(onePager.summary)}</Descriptions.Item>
              <Descriptions.Item label="Summary items">
                <Bullets items={content.summaryItems} />
              </Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'experience',
          label: 'Experience',
          children: (
            <Descriptions column={1} size="small" bordered>
              {hasOwnAttainment(content) ? (
                <>
                  <Descriptions.Item label="Quota">{text(content.quota)}</Descriptions.Item>
                  <Descriptions.Item label="Quota attainment">
                    {text(content.quotaAttainment)}
                  </Descriptions.Item>
                </>
              ) : (
                <Descriptions.Item label="Quota vs. actual">{text(content.quota)}</Descriptions.Item>
              )}
              <Descriptions.Item label="Average ACV">{text(content.averageACV)}</Descriptions.Item>
              <Descriptions.Item label="Deal cycles">{joined(content.dealCycles)}</Descriptions.Item>
              <Descriptions.Item label="Methodologies">{joined(content.methodologies)}</Descriptions.Item>
              <Descriptions.Item label="Industries">{joined(content.industries)}</Descriptions.Item>
              <Descriptions.Item label="Achievements">
                <Bullets items={content.achievements} />
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
                {text(content.dealWalkthroughSituation)}
              </Descriptions.Item>
              <Descriptions.Item label="Action">{text(content.dealWalkthroughAction)}</Descriptions.Item>
              <Descriptions.Item label="Result">{text(content.dealWalkthroughResult)}</Descriptions.Item>
            </Descriptions>
          ),
        },
      ]}
    />
  );
}
