import { Alert, Button, Flex, Tag, Typography } from 'antd';
import type { AlertProps } from 'antd';
import { useId } from 'react';
import type { TOutcome } from '@gtm/contracts/outcomes';
import { PLACEMENT_ANSWERS, PLACEMENT_STATUS_LABELS } from '@gtm/contracts/placements';
import type { TEmployerPlacement, TPlacementStatus } from '@gtm/contracts/placements';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { placementInvoiceUrl, useAnswerRetention } from '../api/placement.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';
import {
  HIRE_STATUS_TEXT,
  isConfirmedHire,
  RETENTION_ANSWER_TEXT,
  retentionState,
} from '../lib/placement-view.ts';

const ALERT_TYPES: Record<TPlacementStatus, AlertProps['type']> = {
  pending: 'info',
  confirmed: 'success',
  'replacement-due': 'success',
  rejected: 'warning',
  withdrawn: 'info',
  cancelled: 'info',
  refunded: 'info',
};

const SALARY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The 90-day check: asked of a confirmed hire, answered once (still in the role, or left). */
function RetentionQuestion({
  params,
  onAnswered,
}: {
  params: TShareCandidate;
  onAnswered: (outcome: TOutcome) => void;
}) {
  const questionId = useId();
  const answer = useAnswerRetention({
    onSuccess: (outcome) => {
      toast({ title: PLACEMENT_ANSWERS.retentionSaved });
      onAnswered(outcome);
    },
    onError: (error) => toastFailure('Failed to save your answer', error),
  });
  const sending = answer.isMutating;
  const pending = answer.pending?.stillInRole;
  return (
    <div role="group" aria-labelledby={questionId} data-testid="placement-retention">
      <Typography.Paragraph strong id={questionId}>
        Is the person still in the role?
      </Typography.Paragraph>
      <Flex gap="small" wrap>
        <Button
          type="primary"
          disabled={sending}
          loading={sending && pending === true}
          onClick={() => void answer.trigger({ params, stillInRole: true })}
        >
          Yes, still in the role
        </Button>
        <Button
          disabled={sending}
          loading={sending && pending === false}
          onClick={() => void answer.trigger({ params, stillInRole: false })}
        >
          No, they left
        </Button>
      </Flex>
    </div>
  );
}

/**
 * The company's claimed hire of the candidate: waiting for the candidate to confirm it, confirmed (its start
 * date, its invoice and, 90 days after the start, whether the person is still in the role), or not confirmed.
 */
export function PlacementSummary({
  params,
  placement,
  onAnswered,
}: {
  params: TShareCandidate;
  placement: TEmployerPlacement;
  onAnswered: (outcome: TOutcome) => void;
}) {
  const text = HIRE_STATUS_TEXT[placement.status];
  if (text === null) return null;
  const confirmed = isConfirmedHire(placement.status);
  const retention = retentionState(placement);
  const { answer, checkOn } = placement.guarantee;
  return (
    <Flex
      vertical
      gap="middle"
      className="emp-placement"
      style={{ marginBottom: 16 }}
      data-testid="placement"
    >
      <Alert
        type={ALERT_TYPES[placement.status]}
        showIcon
        title={<span data-testid="placement-status">{text}</span>}
        description={
          placement.status === 'rejected' ? undefined : (
            <Flex vertical gap={4}>
              <Typography.Text>
                Start date: {formatDate(placement.startDate)} · Annual salary:{' '}
                {SALARY.format(placement.annualSalary)}
              </Typography.Text>
              {placement.status === 'replacement-due' ? (
                <span>
                  <Tag color="orange">{PLACEMENT_STATUS_LABELS['replacement-due']}</Tag>
                </span>
              ) : null}
              {confirmed ? (
                <Typography.Link href={placementInvoiceUrl(params)} target="_blank" rel="noopener noreferrer">
                  Invoice (PDF)
                </Typography.Link>
              ) : null}
            </Flex>
          )
        }
      />
      {retention === 'ask' ? <RetentionQuestion params={params} onAnswered={onAnswered} /> : null}
      {retention === 'scheduled' ? (
        <Typography.Paragraph type="secondary" className="emp-section__meta">
          On {formatDate(checkOn)} you will be asked whether the person is still in the role.
        </Typography.Paragraph>
      ) : null}
      {retention === 'answered' && answer !== null ? (
        <Typography.Paragraph data-testid="placement-retention-answer">
          {RETENTION_ANSWER_TEXT[answer]}
        </Typography.Paragraph>
      ) : null}
    </Flex>
  );
}
