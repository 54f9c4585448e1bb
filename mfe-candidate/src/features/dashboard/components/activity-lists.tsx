import { Empty, List, Tag, Typography } from 'antd';
import type { TCandidateActivity } from '@gtm/contracts/employer';
import { formatSlot } from '@gtm/web-kit/format-slot.ts';
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

/** The interview requests of companies: who asks, the times they propose (in the candidate's zone) and their note. */
export function InterviewList({
  interviews,
  timeZone,
}: {
  interviews: TCandidateActivity['interviews'];
  timeZone: string;
}) {
  if (interviews.length === 0) {
    return <Empty description="No interviews yet. Interview requests from companies show here." />;
  }
  return (
    <List
      className="cand-card"
      dataSource={interviews}
      rowKey="id"
      aria-label="Interview requests"
      renderItem={(interview) => (
        <List.Item className="cand-interview">
          <div>
            <Typography.Text strong>{interview.companyName}</Typography.Text>
            <Typography.Text type="secondary"> · requested {formatDate(interview.createdAt)}</Typography.Text>
            <Typography.Paragraph className="cand-interview__label">
              Proposed times (your time zone, {timeZone}):
            </Typography.Paragraph>
            <ul className="cand-interview__slots">
              {interview.slots.map((slot) => (
                <li key={slot.start}>{formatSlot(slot, timeZone)}</li>
              ))}
            </ul>
            {interview.note && (
              <Typography.Paragraph className="cand-interview__note">
                Note: {interview.note}
              </Typography.Paragraph>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}
