import { Alert, Button, Empty, Flex, Form, Input, Modal, Radio, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { INTERVIEW_ANSWERS, INTERVIEW_LIMITS } from '@gtm/contracts/interview-requests';
import type { TCandidateInterviewRequest, TInterviewResponse } from '@gtm/contracts/interview-requests';
import { formatSlot } from '@gtm/web-kit/format-slot.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { formatDate } from '../../../lib/format-date.ts';
import {
  downloadInterviewIcs,
  useAnswerInterviewRequest,
  useInterviewRequests,
} from '../api/interview-requests.ts';
import { acceptableSlots, canAnswer, CANDIDATE_STATUS_LABELS } from '../lib/interview-view.ts';
import { ProposeTimesDialog } from './propose-times-dialog.tsx';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 } as const;
const ITEM_STYLE = { border: '1px solid #e5e7eb', borderRadius: 8, padding: 16 } as const;

const LOAD_ERROR = 'Your interview requests could not be loaded. Please try again later.';

const DONE: Record<TInterviewResponse['action'], string> = {
  accept: INTERVIEW_ANSWERS.acceptedDone,
  decline: INTERVIEW_ANSWERS.declinedDone,
  propose: INTERVIEW_ANSWERS.proposedDone,
};

/**
 * The Interviews tab of the candidate's dashboard (issue 25): each company's request with its status; while it
 * waits, Accept (a chosen time), Decline (with a reason) and Propose other times; once a time is agreed, "Add to
 * calendar" (.ics). Times show in the candidate's time zone, named.
 */
export function InterviewRequestsPanel({ hasProfile, timeZone }: { hasProfile: boolean; timeZone: string }) {
  const { data, error, isLoading } = useInterviewRequests(hasProfile);
  const [now] = useState(Date.now);
  const answer = useAnswerInterviewRequest({
    onSuccess: (_result, { body }) => toast({ title: DONE[body.action] }),
    onError: (failure) => toastFailure('Your answer was not sent', failure, 'Please try again later.'),
  });
  if (error) return <Alert type="error" showIcon title={LOAD_ERROR} />;
  if (isLoading) return <Spin />;
  const items = data?.items ?? [];
  if (items.length === 0)
    return <Empty description="No interviews yet. Interview requests from companies show here." />;
  return (
    <ul className="cand-interviews" aria-label="Interview requests" style={LIST_STYLE}>
      {items.map((request) => (
        <li key={request.id} className="cand-interview" data-testid="interview-request" style={ITEM_STYLE}>
          <InterviewRequestItem
            request={request}
            now={now}
            timeZone={timeZone}
            sending={answer.isMutating && answer.pending?.id === request.id}
            onAnswer={(body) => answer.trigger({ id: request.id, body })}
          />
        </li>
      ))}
    </ul>
  );
}

function InterviewRequestItem({
  request,
  now,
  timeZone,
  sending,
  onAnswer,
}: {
  request: TCandidateInterviewRequest;
  now: number;
  timeZone: string;
  sending: boolean;
  onAnswer: (body: TInterviewResponse) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'decline' | 'propose' | null>(null);
  const [reason, setReason] = useState('');
  const answerable = canAnswer(request, now);
  const slotsLabelId = `interview-slots-${request.id}`;
  const send = async (body: TInterviewResponse) => {
    await onAnswer(body);
    setDialog(null);
  };
  return (
    <div className="cand-interview__body">
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{request.companyName}</Typography.Text>
        <Typography.Text type="secondary">· requested {formatDate(request.createdAt)}</Typography.Text>
        <Tag className="cand-stage" data-testid="interview-status">
          {CANDIDATE_STATUS_LABELS[request.status]}
        </Tag>
      </Flex>
      {request.status === 'accepted' && request.acceptedSlot ? (
        <Flex gap="small" align="center" wrap className="cand-interview__agreed">
          <Typography.Text>
            Agreed time: <strong>{formatSlot(request.acceptedSlot, timeZone)}</strong>
          </Typography.Text>
          <Button
            onClick={() =>
              downloadInterviewIcs(request.id).catch((failure: unknown) =>
                toastFailure('The calendar file could not be downloaded', failure, 'Please try again later.'),
              )
            }
          >
            Add to calendar
          </Button>
        </Flex>
      ) : null}
      {answerable ? (
        <>
          <Typography.Paragraph id={slotsLabelId} className="cand-interview__label">
            Choose a time (your time zone, {timeZone}):
          </Typography.Paragraph>
          <Radio.Group
            aria-labelledby={slotsLabelId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as number)}
            className="cand-interview__choices"
          >
            <Flex vertical gap={4}>
              {acceptableSlots(request, now).map(({ slot, index }) => (
                <Radio key={slot.start} value={index}>
                  {formatSlot(slot, timeZone)}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          <Flex gap="small" wrap className="cand-interview__actions">
            <Button
              type="primary"
              disabled={chosen === null || sending}
              loading={sending && dialog === null}
              onClick={() => chosen !== null && onAnswer({ action: 'accept', slotIndex: chosen })}
            >
              Accept
            </Button>
            <Button onClick={() => setDialog('propose')} disabled={sending}>
              Propose other times
            </Button>
            <Button onClick={() => setDialog('decline')} disabled={sending}>
              Decline
            </Button>
          </Flex>
        </>
      ) : request.status === 'pending' ? (
        <Typography.Paragraph type="secondary">{INTERVIEW_ANSWERS.expired}</Typography.Paragraph>
      ) : null}
      {request.note ? (
        <Typography.Paragraph className="cand-interview__note">Note: {request.note}</Typography.Paragraph>
      ) : null}
      {request.answer?.action === 'propose' && request.status === 'proposed' ? (
        <div>
          <Typography.Text type="secondary">The times you proposed:</Typography.Text>
          <ul className="cand-interview__slots">
            {request.answer.slots.map((slot) => (
              <li key={slot.start}>{formatSlot(slot, timeZone)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {request.status === 'declined' && request.answer?.reason ? (
        <Typography.Paragraph type="secondary">You declined: {request.answer.reason}</Typography.Paragraph>
      ) : null}
      {request.status === 'cancelled' ? (
        <Typography.Paragraph type="secondary" data-testid="interview-cancelled">
          {request.cancelled?.by === 'portal'
            ? INTERVIEW_ANSWERS.closedByHireForCandidate
            : request.cancelled?.reason
              ? `${INTERVIEW_ANSWERS.cancelledByCompany} Reason: ${request.cancelled.reason}`
              : INTERVIEW_ANSWERS.cancelledByCompany}
        </Typography.Paragraph>
      ) : null}
      <Modal
        open={dialog === 'decline'}
        title={`Decline the interview with ${request.companyName}`}
        onCancel={sending ? undefined : () => setDialog(null)}
        okText="Decline"
        okButtonProps={{ disabled: reason.trim() === '', loading: sending }}
        onOk={() => send({ action: 'decline', reason: reason.trim() })}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label="Reason"
            htmlFor={`decline-reason-${request.id}`}
            required
            help={reason.trim() === '' ? INTERVIEW_ANSWERS.reasonRequired : undefined}
          >
            <Input.TextArea
              id={`decline-reason-${request.id}`}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={INTERVIEW_LIMITS.reason}
              showCount
            />
          </Form.Item>
        </Form>
      </Modal>
      <ProposeTimesDialog
        companyName={request.companyName}
        open={dialog === 'propose'}
        sending={sending}
        onClose={() => setDialog(null)}
        onPropose={(proposal) => send({ action: 'propose', ...proposal })}
      />
    </div>
  );
}
