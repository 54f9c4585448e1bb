import {
  Alert,
  Button,
  Card,
  ConfigProvider,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { COMBINE_DAY_LIMITS, COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
import type { TCandidateCombineDay, TCombineDayResponse } from '@gtm/contracts/combine-days';
import { statusOf } from '@gtm/web-kit/api-error.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { returnFocusKey, useReturnFocus } from '@gtm/web-kit/use-return-focus.ts';
import { useAnswerCombineDay, useCandidateCombineDay, useCandidateCombineDays } from '../api/combine-days.ts';
import {
  canAnswerSegment,
  COMBINE_DAY_DONE,
  formatSegmentTime,
  meetingLinkOf,
  sameClock,
  SEGMENT_STATUS_COLORS,
  SEGMENT_STATUS_LABELS,
} from '../lib/combine-day-view.ts';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
const ITEM_STYLE = {
  border: '1px solid #e5e7eb',
  borderRadius: 8,
  padding: 12,
  overflowWrap: 'anywhere',
} as const;
const CARD_STYLE = { marginBottom: 16 } as const;

const LOAD_ERROR = 'Your combine days could not be loaded. Please try again later.';
const DECLINE_REASON_MAX = COMBINE_DAY_LIMITS.declineReason;
/** antd's error red (#ff4d4f) gives the red Decline button's white text 3.3:1; this one 6.5:1 (WCAG AA: 4.5). */
const DANGER_THEME = { token: { colorError: '#b91c1c' } } as const;

/**
 * Focus on a dialog's first field once the dialog is open and the field is on the page: `find` names the field
 * (null while it is not there yet, such as the free times being read); the Modal's `afterOpenChange` is the
 * answer's `onOpenChange`. antd puts the focus on its panel as it opens (the Close button, to the keyboard), and
 * React's autoFocus runs before the dialog's portal is in the page.
 */
function useFirstFieldFocus(find: () => HTMLElement | null, ready: boolean) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened && ready) find()?.focus();
    // `find` reads the page as it is: a new function each render, not a reason to focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, ready]);
  return { onOpenChange: (open: boolean) => setOpened(open) };
}

/**
 * The free times of the afternoon the candidate may move to, read when the dialog opens. It opens on its first
 * field: the first free time once they are read (not on the Close button).
 */
function MoveDialog({
  item,
  timeZone,
  sending,
  onMove,
  onClose,
}: {
  item: TCandidateCombineDay;
  timeZone: string;
  sending: boolean;
  onMove: (start: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const detail = useCandidateCombineDay(item.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const labelId = `combine-day-free-${item.id}`;
  const free = detail.data?.freeSegments ?? [];
  const dayZone = detail.data?.timeZone;
  const firstField = useFirstFieldFocus(
    () => document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"] input[type="radio"]`),
    free.length > 0,
  );
  const move = async () => {
    if (chosen === null) return;
    const moved = await onMove(chosen);
    // Taken meanwhile: the dialog stays, with the times free now.
    if (!moved) {
      setChosen(null);
      void detail.mutate();
    }
  };
  return (
    <Modal
      open
      title={`Move your segment with ${item.companyName}`}
      onCancel={sending ? undefined : onClose}
      okText="Move"
      okButtonProps={{ disabled: chosen === null, loading: sending }}
      cancelButtonProps={{ disabled: sending }}
      onOk={() => void move()}
      afterOpenChange={firstField.onOpenChange}
      destroyOnHidden
    >
      <Typography.Paragraph>Now: {formatSegmentTime(item.segment, timeZone)}</Typography.Paragraph>
      {detail.error ? (
        <Alert type="error" showIcon title="The free times could not be loaded. Please try again later." />
      ) : !detail.data ? (
        <Spin />
      ) : free.length === 0 ? (
        <Empty description="No other time is free this afternoon." />
      ) : (
        <>
          <Typography.Paragraph id={labelId}>
            Choose a free time (your time zone, {timeZone}):
          </Typography.Paragraph>
          <Radio.Group
            aria-labelledby={labelId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as string)}
          >
            <Flex vertical gap={4}>
              {free.map((segment) => (
                <Radio key={segment.start} value={segment.start}>
                  {formatSegmentTime(segment, timeZone)}
                  {dayZone && !sameClock(segment.start, timeZone, dayZone) ? (
                    <Typography.Text type="secondary">
                      {' '}
                      ({formatSegmentTime(segment, dayZone)})
                    </Typography.Text>
                  ) : null}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </>
      )}
    </Modal>
  );
}

/** Declining, with an optional reason the company reads; it opens on that field. */
function DeclineDialog({
  item,
  timeZone,
  sending,
  onDecline,
  onClose,
}: {
  item: TCandidateCombineDay;
  timeZone: string;
  sending: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const fieldId = `combine-day-decline-${item.id}`;
  const firstField = useFirstFieldFocus(() => document.getElementById(fieldId), true);
  const tooLong = reason.trim().length > DECLINE_REASON_MAX;
  return (
    <ConfigProvider theme={DANGER_THEME}>
      <Modal
        open
        title={`Decline your segment with ${item.companyName}?`}
        onCancel={sending ? undefined : onClose}
        okText="Decline"
        okButtonProps={{ danger: true, loading: sending, disabled: tooLong }}
        cancelButtonProps={{ disabled: sending }}
        onOk={() => onDecline(reason.trim())}
        afterOpenChange={firstField.onOpenChange}
        destroyOnHidden
      >
        <Typography.Paragraph>{formatSegmentTime(item.segment, timeZone)}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item
            label="Reason (optional)"
            htmlFor={fieldId}
            validateStatus={tooLong ? 'error' : undefined}
            help={tooLong ? COMBINE_DAY_MESSAGES.declineReasonTooLong : undefined}
          >
            <Input.TextArea
              id={fieldId}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={DECLINE_REASON_MAX}
              showCount
            />
          </Form.Item>
        </Form>
      </Modal>
    </ConfigProvider>
  );
}

/**
 * One segment: the company, its time in the candidate's zone, its status, the meeting link and the answers. A
 * dialog closed (Escape, Cancel or its answer sent) gives the focus back to the button that opened it (issue 36's
 * rule); after a decline, whose buttons go, to the segment itself.
 */
function CombineDayItem({
  item,
  timeZone,
  now,
  busy,
  pending,
  onAnswer,
}: {
  item: TCandidateCombineDay;
  timeZone: string;
  now: number;
  /** Whether an answer of any segment is under way. */
  busy: boolean;
  /** The answer under way for this one, if any. */
  pending: TCombineDayResponse['action'] | null;
  onAnswer: (body: TCombineDayResponse) => Promise<boolean>;
}) {
  const [dialog, setDialog] = useState<'move' | 'decline' | null>(null);
  const focus = useReturnFocus();
  const textId = `combine-day-${item.id}`;
  const link = meetingLinkOf(item);
  const answerable = canAnswerSegment(item, now);
  const open = (which: 'move' | 'decline') => {
    focus.remember(`${which}-${item.id}`);
    setDialog(which);
  };
  const close = () => {
    setDialog(null);
    focus.restore();
  };
  return (
    <li data-testid="combine-day" style={ITEM_STYLE} tabIndex={-1} {...returnFocusKey(`segment-${item.id}`)}>
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{item.companyName}</Typography.Text>
        <Tag color={SEGMENT_STATUS_COLORS[item.status]} data-testid="combine-day-status">
          {SEGMENT_STATUS_LABELS[item.status]}
        </Tag>
      </Flex>
      <Typography.Paragraph id={textId} style={{ margin: '4px 0 8px' }}>
        Combine day with {item.companyName}: {formatSegmentTime(item.segment, timeZone)}
      </Typography.Paragraph>
      {link ? (
        <Typography.Paragraph style={{ margin: '0 0 8px' }}>
          <a href={link} target="_blank" rel="noopener noreferrer">
            Join the meeting
          </a>{' '}
          <Typography.Text type="secondary">({link})</Typography.Text>
        </Typography.Paragraph>
      ) : null}
      {answerable ? (
        <Flex gap="small" wrap>
          {item.status === 'confirmed' ? null : (
            <Button
              type="primary"
              aria-label={`Confirm the segment with ${item.companyName}`}
              aria-describedby={textId}
              disabled={busy}
              loading={pending === 'confirm'}
              onClick={() => void onAnswer({ action: 'confirm' })}
            >
              Confirm
            </Button>
          )}
          <Button
            aria-label={`Move the segment with ${item.companyName}`}
            aria-describedby={textId}
            disabled={busy}
            onClick={() => open('move')}
            {...returnFocusKey(`move-${item.id}`)}
          >
            Move
          </Button>
          <Button
            aria-label={`Decline the segment with ${item.companyName}`}
            aria-describedby={textId}
            disabled={busy}
            onClick={() => open('decline')}
            {...returnFocusKey(`decline-${item.id}`)}
          >
            Decline
          </Button>
        </Flex>
      ) : null}
      {dialog === 'move' ? (
        <MoveDialog
          item={item}
          timeZone={timeZone}
          sending={pending === 'move'}
          onClose={close}
          onMove={async (start) => {
            const moved = await onAnswer({ action: 'move', start });
            if (moved) close();
            return moved;
          }}
        />
      ) : null}
      {dialog === 'decline' ? (
        <DeclineDialog
          item={item}
          timeZone={timeZone}
          sending={pending === 'decline'}
          onClose={close}
          onDecline={(reason) =>
            void onAnswer({ action: 'decline', reason }).then((declined) => {
              if (!declined) return;
              // Declined, the segment has no buttons left: the focus goes to the segment.
              focus.remember(`segment-${item.id}`);
              close();
            })
          }
        />
      ) : null}
    </li>
  );
}

/**
 * The candidate's combine days (issue 35): each segment a company invited them to, with its time in their own
 * time zone and its status, the meeting link once confirmed, and, until it starts, Confirm, Move (to one of
 * the afternoon's free times) and Decline (a reason optional). A refusal (the day cancelled or over, the time
 * taken meanwhile) is told in the service's words and the list is read again. Nothing shows while there are
 * none.
 */
export function CombineDaysCard({ hasProfile, timeZone }: { hasProfile: boolean; timeZone: string }) {
  const days = useCandidateCombineDays(hasProfile);
  const [now] = useState(Date.now);
  const answer = useAnswerCombineDay({
    onSuccess: (_segment, { body }) => toast({ title: COMBINE_DAY_DONE[body.action] }),
    onError: (failure) => {
      toastFailure('Your answer was not sent', failure, 'Please try again later.');
      // Cancelled, over, answered or the time taken meanwhile: the list shows how it stands now.
      if (statusOf(failure) === 409 || statusOf(failure) === 404) void days.mutate();
    },
  });
  if (days.error) return <Alert type="error" showIcon title={LOAD_ERROR} style={CARD_STYLE} />;
  const items = days.data?.items ?? [];
  if (items.length === 0) return null;
  const pendingId = answer.isMutating ? answer.pending?.id : undefined;
  return (
    <Card
      role="region"
      aria-labelledby="cand-combine-days-title"
      data-testid="combine-days"
      style={CARD_STYLE}
    >
      <Typography.Title level={2} id="cand-combine-days-title" className="cand-section__title">
        Combine days
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Short interviews a company planned with you on one afternoon. Times are in your time zone ({timeZone}
        ).
      </Typography.Paragraph>
      <ul style={LIST_STYLE}>
        {items.map((item) => (
          <CombineDayItem
            key={item.id}
            item={item}
            timeZone={timeZone}
            now={now}
            busy={pendingId !== undefined}
            pending={pendingId === item.id ? (answer.pending?.body.action ?? null) : null}
            onAnswer={async (body) => (await answer.trigger({ id: item.id, body })) !== undefined}
          />
        ))}
      </ul>
    </Card>
  );
}
