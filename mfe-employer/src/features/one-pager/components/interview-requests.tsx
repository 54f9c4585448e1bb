import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import type { TInterviewRequest } from '@gtm/contracts/employer';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';
import { InterviewRequestDialog } from './interview-request-dialog.tsx';

/** The interviews the company asked for with this candidate, and 'Request interview'. */
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
  return (
    <Card className="emp-section" role="region" aria-labelledby="interviews-title" data-testid="interviews">
      <Typography.Title level={2} id="interviews-title" className="emp-section__title">
        Interview
      </Typography.Title>
      {requests.length === 0 ? (
        <Typography.Paragraph type="secondary">No interview requested yet.</Typography.Paragraph>
      ) : (
        <ol className="emp-interviews">
          {requests.map((request) => (
            <li key={request.id} data-testid="interview-request">
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
            </li>
          ))}
        </ol>
      )}
      <Button type="primary" onClick={() => setOpen(true)}>
        Request interview
      </Button>
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
