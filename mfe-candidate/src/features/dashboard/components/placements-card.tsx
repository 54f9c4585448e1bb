import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Tag, Typography } from 'antd';
import type { TCandidatePlacement } from '@gtm/contracts/placements';
import { statusOf } from '@gtm/web-kit/api-error.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useAnswerPlacement, useCandidatePlacements } from '../api/placements.ts';
import {
  CANDIDATE_PLACEMENT_LABELS,
  PLACEMENT_DONE,
  placementClaimText,
  placementTerms,
  splitPlacements,
} from '../lib/placement-view.ts';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
const CARD_STYLE = { marginBottom: 16 } as const;

const LOAD_ERROR = 'Your hires could not be loaded. Please try again later.';

// The candidate area's solid green (antd's light 'green' fails AA contrast on these cards).
const STATUS_COLORS: Record<TCandidatePlacement['status'], string> = {
  pending: 'blue',
  confirmed: '#237804',
  rejected: 'default',
};

/**
 * The hires companies recorded for the candidate (issue 34): each claim waiting for them, with the company, the
 * start date, the annual salary and its currency the company recorded (issue 46: the candidate checks them
 * before confirming), Confirm and Reject (a company's "hired" counts only once the candidate confirms it),
 * then the answered ones, compact.
 * Nothing shows while there are none.
 */
export function PlacementsCard({ hasProfile }: { hasProfile: boolean }) {
  const placements = useCandidatePlacements(hasProfile);
  const answer = useAnswerPlacement({
    onSuccess: (_placement, { action }) => toast({ title: PLACEMENT_DONE[action] }),
    onError: (failure) => {
      toastFailure('Your answer was not sent', failure, 'Please try again later.');
      // Answered already, withdrawn or gone: the list shows how it stands now.
      if (statusOf(failure) === 409 || statusOf(failure) === 404) void placements.mutate();
    },
  });
  if (placements.error) return <Alert type="error" showIcon title={LOAD_ERROR} style={CARD_STYLE} />;
  if (!placements.data) return null;
  const { pending, answered } = splitPlacements(placements.data.items);
  const sendingId = answer.isMutating ? answer.pending?.id : undefined;
  return (
    <>
      {pending.length > 0 ? (
        <Card
          role="region"
          aria-labelledby="cand-hires-title"
          data-testid="hires-to-confirm"
          style={CARD_STYLE}
        >
          <Typography.Title level={2} id="cand-hires-title" className="cand-section__title">
            Hires to confirm
          </Typography.Title>
          <ul style={LIST_STYLE}>
            {pending.map((placement) => {
              const textId = `cand-hire-${placement.id}`;
              const sending = sendingId === placement.id;
              const action = answer.pending?.action;
              return (
                <li key={placement.id} data-testid="hire-to-confirm">
                  <Typography.Paragraph id={textId}>{placementClaimText(placement)}</Typography.Paragraph>
                  <Descriptions
                    size="small"
                    column={{ xs: 1, sm: 2 }}
                    data-testid="hire-terms"
                    style={{ marginBottom: 12 }}
                    items={placementTerms(placement).map(({ label, value }) => ({
                      key: label,
                      label,
                      children: value,
                    }))}
                  />
                  <Flex gap="small" wrap>
                    <Button
                      type="primary"
                      aria-describedby={textId}
                      disabled={sendingId !== undefined}
                      loading={sending && action === 'confirm'}
                      onClick={() => void answer.trigger({ id: placement.id, action: 'confirm' })}
                    >
                      Confirm
                    </Button>
                    <Popconfirm
                      title="Reject this hire?"
                      description="The company is told you did not confirm it."
                      okText="Reject hire"
                      cancelText="Cancel"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => answer.trigger({ id: placement.id, action: 'reject' })}
                    >
                      <Button
                        aria-describedby={textId}
                        disabled={sendingId !== undefined}
                        loading={sending && action === 'reject'}
                      >
                        Reject
                      </Button>
                    </Popconfirm>
                  </Flex>
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
      {answered.length > 0 ? (
        <section aria-labelledby="cand-placements-title" data-testid="your-placements" style={CARD_STYLE}>
          <Typography.Title level={2} id="cand-placements-title" className="cand-section__title">
            Your placements
          </Typography.Title>
          <ul style={LIST_STYLE}>
            {answered.map((placement) => (
              <li key={placement.id} data-testid="placement">
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong>{placement.companyName}</Typography.Text>
                  <Typography.Text type="secondary">
                    · starting {formatDate(placement.startDate)}
                  </Typography.Text>
                  <Tag color={STATUS_COLORS[placement.status]}>
                    {CANDIDATE_PLACEMENT_LABELS[placement.status]}
                  </Tag>
                </Flex>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
