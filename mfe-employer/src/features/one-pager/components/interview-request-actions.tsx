import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { TInterviewRequest } from '@gtm/contracts/employer';
import { INTERVIEW_ANSWERS, INTERVIEW_LIMITS } from '@gtm/contracts/interview-requests';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';
import { downloadInterviewIcs, useCancelInterview, useConfirmInterview } from '../api/interview-changes.ts';
import { interviewRequestStatus } from '../lib/interview-status.ts';
import { InterviewRequestDialog } from '../../../components/interview-request-dialog.tsx';

/** A request GTM Combine closed because the candidate confirmed another company's hire (its cancel's note). */
const closedByHire = (request: TInterviewRequest) =>
  request.history.some((entry) => entry.action === 'cancel' && entry.note === INTERVIEW_ANSWERS.closedByHire);

const slotText = (slot: { start: string; durationMinutes: number }) => (
  <>
    <time dateTime={slot.start}>{formatDateTime(slot.start)}</time> ({slot.durationMinutes} minutes)
  </>
);

/**
 * What the company does with one interview request (issue 25): read the candidate's answer (a declined reason,
 * other times proposed), confirm a proposed time, reschedule, cancel, and once a time is agreed, see whom it
 * meets and add the interview to a calendar (.ics).
 */
export function InterviewRequestActions({
  params,
  candidateName,
  request,
  now,
  onChanged,
}: {
  params: TShareCandidate;
  candidateName: string;
  request: TInterviewRequest;
  now: number;
  onChanged: (request: TInterviewRequest) => void;
}) {
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const status = interviewRequestStatus(request, now);
  const live = request.status === 'pending' || request.status === 'proposed' || request.status === 'accepted';
  const confirm = useConfirmInterview(params, request.id, {
    onSuccess: (changed) => {
      onChanged(changed);
      toast({ title: INTERVIEW_ANSWERS.confirmedDone });
    },
    onError: (error) => toastFailure('Failed to confirm the interview', error),
  });
  const cancel = useCancelInterview(params, request.id, {
    onSuccess: (changed) => {
      onChanged(changed);
      toast({ title: INTERVIEW_ANSWERS.cancelledDone });
      setCancelling(false);
    },
    onError: (error) => toastFailure('Failed to cancel the interview', error),
  });
  const busy = confirm.isMutating || cancel.isMutating;

  return (
    <div className="emp-interviews__answer" data-testid="interview-answer">
      {request.status === 'declined' && request.answer ? (
        <Typography.Paragraph>
          The candidate declined{request.answer.reason ? `: ${request.answer.reason}` : '.'}
        </Typography.Paragraph>
      ) : null}
      {request.status === 'proposed' && request.answer?.action === 'propose' ? (
        <div>
          <Typography.Text>The candidate proposed other times:</Typography.Text>
          <ul className="emp-interviews__slots">
            {request.answer.slots.map((slot, index) => (
              <li key={slot.start}>
                {slotText(slot)}{' '}
                <Button
                  size="small"
                  type="primary"
                  disabled={busy || Date.parse(slot.start) <= now}
                  onClick={() => void confirm.trigger(index)}
                >
                  Confirm this time
                </Button>
              </li>
            ))}
          </ul>
          {request.answer.note ? (
            <p className="emp-comment__body">Their note: {request.answer.note}</p>
          ) : null}
        </div>
      ) : null}
      {request.status === 'accepted' && request.acceptedSlot ? (
        <div>
          <Typography.Paragraph>
            Agreed time: <strong>{slotText(request.acceptedSlot)}</strong>
          </Typography.Paragraph>
          {request.candidate ? (
            <Typography.Paragraph data-testid="interview-candidate">
              You meet {request.candidate.name}
              {request.candidate.email
                ? ` (${request.candidate.email})`
                : ' (through GTM Combine’s invitation)'}
              .
            </Typography.Paragraph>
          ) : null}
          <Button
            onClick={() =>
              downloadInterviewIcs(params, request.id).catch((error: unknown) =>
                toastFailure('The calendar file could not be downloaded', error),
              )
            }
          >
            Add to calendar
          </Button>
        </div>
      ) : null}
      {request.status === 'cancelled' ? (
        <Typography.Paragraph type="secondary" data-testid="interview-cancelled-by">
          {closedByHire(request)
            ? 'GTM Combine closed this request: the candidate accepted another offer.'
            : 'Your company cancelled this request.'}
        </Typography.Paragraph>
      ) : null}
      {live && status !== 'times-passed' ? (
        <Flex gap="small" wrap className="emp-interviews__actions">
          <Button onClick={() => setRescheduling(true)} disabled={busy}>
            Reschedule
          </Button>
          <Button onClick={() => setCancelling(true)} disabled={busy}>
            Cancel interview
          </Button>
        </Flex>
      ) : null}
      <InterviewRequestDialog
        params={params}
        candidateName={candidateName}
        open={rescheduling}
        rescheduling={request.id}
        onClose={() => setRescheduling(false)}
        onRequested={onChanged}
      />
      <Modal
        open={cancelling}
        title={`Cancel the interview with ${candidateName}?`}
        okText="Cancel interview"
        cancelText="Keep it"
        okButtonProps={{ loading: busy }}
        onCancel={busy ? undefined : () => setCancelling(false)}
        onOk={() => cancel.trigger(reason.trim())}
        destroyOnHidden
      >
        <Typography.Paragraph>
          The candidate is told; a calendar invitation already sent is withdrawn.
        </Typography.Paragraph>
        <label htmlFor={`cancel-reason-${request.id}`}>Reason (optional)</label>
        <Input.TextArea
          id={`cancel-reason-${request.id}`}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={INTERVIEW_LIMITS.reason}
          showCount
        />
      </Modal>
    </div>
  );
}
