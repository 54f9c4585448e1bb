import { Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { OUTCOME_ANSWERS } from '@gtm/contracts/outcomes';
import type { TInterviewRequest } from '@gtm/contracts/employer';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import { useCandidateOutcome } from '../api/candidate-outcome.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';
import {
  INTERVIEW_STATUS_LABELS,
  interviewRequestStatus,
  openInterviewRequest,
} from '../lib/interview-status.ts';
import { InterviewRequestActions } from './interview-request-actions.tsx';
import { InterviewRequestDialog } from '../../../components/interview-request-dialog.tsx';

/**
 * The interviews the company asked for with this candidate, each with its status, the candidate's answer and
 * what the company may do with it (confirm, reschedule, cancel, add to calendar), and 'Request interview',
 * which waits while a request is open, and says why it is not offered for a candidate who accepted another offer
 * (the server's 409: the outcome's `placedElsewhere`, read as the Outcome panel reads it).
 */
export function InterviewRequests({
  params,
  candidateName,
  requests,
  onRequested,
}: {
  params: TShareCandidate;
  candidateName: string;
  requests: readonly TInterviewRequest[];
  onRequested: (request: TInterviewRequest) => void;
}) {
  const [open, setOpen] = useState(false);
  // The time the page was opened: a request made since has its times ahead of it anyway.
  const [now] = useState(Date.now);
  // Requests changed here (confirmed, rescheduled, cancelled) until the page reads them again.
  const [changed, setChanged] = useState<Record<string, TInterviewRequest>>({});
  const shown = requests.map((request) => changed[request.id] ?? request);
  const pending = openInterviewRequest(shown, now);
  const placedElsewhere = useCandidateOutcome(params).data?.placedElsewhere ?? false;
  return (
    <Card className="emp-section" role="region" aria-labelledby="interviews-title" data-testid="interviews">
      <Typography.Title level={2} id="interviews-title" className="emp-section__title">
        Interview
      </Typography.Title>
      {shown.length === 0 ? (
        <Typography.Paragraph type="secondary">No interview requested yet.</Typography.Paragraph>
      ) : (
        <ol className="emp-interviews">
          {shown.map((request) => {
            const status = interviewRequestStatus(request, now);
            return (
              <li key={request.id} data-testid="interview-request">
                <Tag color={status === 'pending' ? 'gold' : undefined} data-testid="interview-status">
                  {INTERVIEW_STATUS_LABELS[status]}
                </Tag>
                <Typography.Text>
                  Requested by {request.requestedByName} on{' '}
                  <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
                </Typography.Text>
                <ul className="emp-interviews__slots">
                  {request.slots.map((slot) => (
                    <li key={slot.start}>
                      <time dateTime={slot.start}>{formatDateTime(slot.start)}</time> ({slot.durationMinutes}{' '}
                      minutes)
                    </li>
                  ))}
                </ul>
                {request.note ? <p className="emp-comment__body">{request.note}</p> : null}
                <InterviewRequestActions
                  params={params}
                  candidateName={candidateName}
                  request={request}
                  now={now}
                  onChanged={(next) => setChanged((current) => ({ ...current, [next.id]: next }))}
                />
              </li>
            );
          })}
        </ol>
      )}
      {placedElsewhere ? (
        <Typography.Paragraph type="secondary" className="emp-section__meta" data-testid="interview-placed">
          {OUTCOME_ANSWERS.placedElsewhere}
        </Typography.Paragraph>
      ) : (
        <Button
          type="primary"
          onClick={() => setOpen(true)}
          disabled={pending !== null}
          aria-describedby={pending ? 'interview-open-note' : undefined}
        >
          Request interview
        </Button>
      )}
      {pending && !placedElsewhere ? (
        <Typography.Paragraph type="secondary" id="interview-open-note" className="emp-section__meta">
          {EMPLOYER_ANSWERS.interviewRequested} You can ask again once this request is settled.
        </Typography.Paragraph>
      ) : null}
      <InterviewRequestDialog
        params={params}
        candidateName={candidateName}
        open={open}
        onClose={() => setOpen(false)}
        onRequested={onRequested}
      />
    </Card>
  );
}
