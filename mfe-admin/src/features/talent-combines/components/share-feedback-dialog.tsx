import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { CLIENT_DECISION_LABELS, EMPLOYER_LIMITS, ZCommentCreate } from '@gtm/contracts/employer';
import type {
  TClientComment,
  TClientEvaluation,
  TInterviewRequest,
  TShareFeedback,
} from '@gtm/contracts/employer';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatSlot, localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { formatDate, formatDateTime } from '@gtm/web-kit/format-date.ts';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { useReplyToComments, useShareFeedback } from '../api/share-feedback.ts';
import { ratingText } from '../lib/share-summary.ts';
import { ShareOutcome } from './share-outcome.tsx';
import { InterviewRequestState } from './interview-request-state.tsx';

type TFeedbackCandidate = TShareFeedback['candidates'][number];

const DECISION_COLORS = { interested: 'green', maybe: 'gold', pass: 'red' } as const;

function DecisionTag({ evaluation }: { evaluation: TClientEvaluation }) {
  if (!evaluation.decision) return <Tag>Undecided</Tag>;
  return (
    <Tag color={DECISION_COLORS[evaluation.decision]}>{CLIENT_DECISION_LABELS[evaluation.decision]}</Tag>
  );
}

/** The comment thread on one candidate, oldest first; bodies are text (never markup). */
function CommentThread({ comments }: { comments: TClientComment[] }) {
  if (comments.length === 0)
    return <Typography.Paragraph type="secondary">No comments yet.</Typography.Paragraph>;
  return (
    <ol className="share-feedback__comments">
      {comments.map((comment) => (
        <li key={comment.id} className="share-feedback__comment">
          <Typography.Text strong>{comment.authorName}</Typography.Text>
          {comment.authorKind === 'admin' && (
            <Tag bordered={false} className="share-feedback__team">
              Our team
            </Tag>
          )}
          <Typography.Text type="secondary"> · {formatDateTime(comment.createdAt)}</Typography.Text>
          <Typography.Paragraph className="share-feedback__body">{comment.body}</Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}

/** The interview requests on one candidate, each slot in the admin's own time zone, the zone named. */
function InterviewRequests({ requests, timeZone }: { requests: TInterviewRequest[]; timeZone: string }) {
  if (requests.length === 0) {
    return <Typography.Paragraph type="secondary">No interview requests.</Typography.Paragraph>;
  }
  return (
    <ol className="share-feedback__interviews">
      {requests.map((request) => (
        <li key={request.id} className="share-feedback__interview">
          <InterviewRequestState request={request} timeZone={timeZone} />
          <Typography.Text>
            Requested by {request.requestedByName} on {formatDate(request.createdAt)}. Proposed times (
            {timeZone}):
          </Typography.Text>
          <ul>
            {request.slots.map((slot) => (
              <li key={slot.start}>{formatSlot(slot, timeZone)}</li>
            ))}
          </ul>
          {request.note && (
            <Typography.Paragraph className="share-feedback__body">Note: {request.note}</Typography.Paragraph>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The admin's reply in the company's thread on a candidate. */
function ReplyForm({
  talentCombineId,
  shareId,
  companyName,
  candidate,
  onSent,
}: {
  talentCombineId: string;
  shareId: string;
  companyName: string;
  candidate: TFeedbackCandidate;
  /** After a reply: the feedback and the shares list refetch. */
  onSent: () => Promise<void>;
}) {
  const [form] = Form.useForm<{ body: string }>();
  const reply = useReplyToComments(
    { talentCombineId, shareId, onePagerId: candidate.onePagerId },
    {
      onSuccess: async () => {
        toast({
          title: 'Reply sent',
          description: `${companyName} sees your reply on ${candidate.candidateName}.`,
        });
        form.resetFields();
        await onSent();
      },
      onError: (error) =>
        toastFailure('Failed to reply', error, 'Failed to send the reply. Please try again.'),
    },
  );
  return (
    <Form<{ body: string }>
      form={form}
      name={`reply-${candidate.onePagerId}`}
      layout="vertical"
      requiredMark={false}
      onFinish={({ body }) => void reply.trigger(body)}
    >
      <Form.Item
        name="body"
        label={`Reply about ${candidate.candidateName}`}
        rules={[zodRule(ZCommentCreate.shape.body)]}
        validateTrigger="onSubmit"
      >
        <Input.TextArea rows={2} maxLength={EMPLOYER_LIMITS.comment} />
      </Form.Item>
      <Button htmlType="submit" loading={reply.isMutating}>
        Send reply
      </Button>
    </Form>
  );
}

interface TShareFeedbackDialogProps {
  talentCombineId: string;
  shareId: string;
  companyName: string;
  onClose: () => void;
  /** After a reply: the shares list refetches (its comment count). */
  onChanged: () => void;
}

/**
 * What one company did with each candidate of the combine: decision (with the reason on Pass), rating, views,
 * the comment thread with a reply form, and interview requests with their proposed times.
 */
export function ShareFeedbackDialog({
  talentCombineId,
  shareId,
  companyName,
  onClose,
  onChanged,
}: TShareFeedbackDialogProps) {
  const feedback = useShareFeedback(talentCombineId, shareId);
  const [timeZone] = useState(localTimeZone);
  const data = feedback.data;

  const refresh = async () => {
    await feedback.mutate();
    onChanged();
  };

  return (
    <Modal
      open
      rootClassName="talent-combines-dialog share-feedback-dialog"
      title={`Feedback from ${companyName}`}
      onCancel={onClose}
      destroyOnHidden
      width={840}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {feedback.error ? (
        <Alert
          type="error"
          showIcon
          message={serverMessage(feedback.error) ?? 'Failed to load the feedback.'}
        />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap="middle">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Shared">
              {formatDate(data.share.sharedAt)}
              {data.share.sharedByName ? ` by ${data.share.sharedByName}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="First viewed">
              {data.share.firstViewedAt ? formatDateTime(data.share.firstViewedAt) : 'Not viewed yet'}
            </Descriptions.Item>
          </Descriptions>
          {data.share.withdrawnAt && (
            <Alert
              type="info"
              showIcon
              message={`Withdrawn on ${formatDate(data.share.withdrawnAt)}: ${companyName} no longer sees this talent combine.`}
            />
          )}
          {data.candidates.length === 0 ? (
            <Empty description="No candidates in this talent combine." />
          ) : (
            data.candidates.map((candidate) => (
              <Card
                key={candidate.onePagerId}
                size="small"
                data-testid="share-feedback-candidate"
                title={
                  <Typography.Title level={3} className="share-feedback__name">
                    {candidate.candidateName}
                  </Typography.Title>
                }
                extra={<DecisionTag evaluation={candidate.evaluation} />}
              >
                <Descriptions column={2} size="small">
                  <Descriptions.Item label="Rating">
                    {ratingText(candidate.evaluation.rating)}
                  </Descriptions.Item>
                  <Descriptions.Item label="Views">{candidate.views}</Descriptions.Item>
                  {candidate.evaluation.decision === 'pass' && (
                    <Descriptions.Item label="Pass reason" span={2}>
                      {candidate.evaluation.passReason || '—'}
                    </Descriptions.Item>
                  )}
                  {candidate.evaluation.updatedAt && (
                    <Descriptions.Item label="Last change" span={2}>
                      {formatDateTime(candidate.evaluation.updatedAt)}
                      {candidate.evaluation.updatedByName ? ` by ${candidate.evaluation.updatedByName}` : ''}
                    </Descriptions.Item>
                  )}
                </Descriptions>
                <Typography.Title level={4} className="share-feedback__section">
                  Interview requests
                </Typography.Title>
                <InterviewRequests requests={candidate.interviewRequests} timeZone={timeZone} />
                <Typography.Title level={4} className="share-feedback__section">
                  Comments
                </Typography.Title>
                <CommentThread comments={candidate.comments} />
                <ReplyForm
                  talentCombineId={talentCombineId}
                  shareId={shareId}
                  companyName={companyName}
                  candidate={candidate}
                  onSent={refresh}
                />
                <ShareOutcome
                  talentCombineId={talentCombineId}
                  shareId={shareId}
                  onePagerId={candidate.onePagerId}
                  candidateName={candidate.candidateName}
                />
              </Card>
            ))
          )}
        </Flex>
      )}
    </Modal>
  );
}
