import { Empty, List, Tag } from 'antd';
import type { TCandidateActivity } from '@gtm/contracts/employer';
import { formatDate } from '../../../lib/format-date.ts';

/** The talent combines holding the candidate's one-pager: when each was shared and where it stands. */
export function OpportunityList({ opportunities }: { opportunities: TCandidateActivity['opportunities'] }) {
  if (opportunities.length === 0) {
    return (
      <Empty description="No opportunities yet. When a company's talent combine includes your one-pager, it shows here." />
    );
  }
  return (
    <List
      className="cand-card"
      dataSource={opportunities}
      rowKey="id"
      aria-label="Opportunities"
      renderItem={(opportunity) => (
        <List.Item>
          <List.Item.Meta
            title="Your one-pager was shared with a hiring company"
            description={`Shared ${formatDate(opportunity.sharedAt)}`}
          />
          <Tag className="cand-stage">{opportunity.stage}</Tag>
        </List.Item>
      )}
    />
  );
}
