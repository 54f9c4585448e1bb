import { Tag, Typography } from 'antd';
import type { TInterviewRequest } from '@gtm/contracts/employer';
import { INTERVIEW_STATUS_LABELS } from '@gtm/contracts/interview-requests';
import { formatSlot } from '@gtm/web-kit/format-slot.ts';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';

const ACTIONS: Record<TInterviewRequest['history'][number]['action'], string> = {
  request: 'Requested',
  accept: 'Accepted by the candidate',
  decline: 'Declined by the candidate',
  propose: 'Other times proposed by the candidate',
  confirm: 'Confirmed by the company',
  reschedule: 'Rescheduled by the company',
  cancel: 'Cancelled by the company',
};

/**
 * Where one interview request stands (issue 25), as the admins read it on the combine's Sharing tab: its
 * status, the candidate's answer (the agreed time, the reason of a decline, the times proposed) and its history.
 */
export function InterviewRequestState({
  request,
  timeZone,
}: {
  request: TInterviewRequest;
  timeZone: string;
}) {
  return (
    <div className="share-feedback__interview-state" data-testid="interview-request-state">
      <Tag data-testid="interview-status">{INTERVIEW_STATUS_LABELS[request.status]}</Tag>
      {request.status === 'accepted' && request.acceptedSlot ? (
        <Typography.Text>Agreed time: {formatSlot(request.acceptedSlot, timeZone)}</Typography.Text>
      ) : null}
      {request.answer?.action === 'decline' && request.answer.reason ? (
        <Typography.Paragraph className="share-feedback__body">
          The candidate’s reason: {request.answer.reason}
        </Typography.Paragraph>
      ) : null}
      {request.answer?.action === 'propose' ? (
        <>
          <Typography.Text>The candidate proposed ({timeZone}):</Typography.Text>
          <ul>
            {request.answer.slots.map((slot) => (
              <li key={slot.start}>{formatSlot(slot, timeZone)}</li>
            ))}
          </ul>
          {request.answer.note ? (
            <Typography.Paragraph className="share-feedback__body">
              Their note: {request.answer.note}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : null}
      {request.history.length > 1 ? (
        <details>
          <summary>History</summary>
          <ol>
            {request.history.map((entry) => (
              <li key={`${entry.at}-${entry.action}`}>
                {formatDateTime(entry.at)}: {ACTIONS[entry.action]}
                {entry.note ? ` (${entry.note})` : ''}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
