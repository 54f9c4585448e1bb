import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  TimePicker,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { COMBINE_DAY_LIMITS, COMBINE_DAY_UNPLACED_REASONS } from '@gtm/contracts/combine-days';
import type { TCombineDay, TCombineDayPlanInput } from '@gtm/contracts/combine-days';
import { serverIssues } from './api-error.ts';
import { CombineDayTimeline } from './combine-day-timeline.tsx';
import { timelineOf } from './combine-day-times.ts';
import {
  candidateLocked,
  checkPlan,
  fewPlacedWarning,
  planFieldIssues,
  planFormDefaults,
  timeZoneMatches,
  timeZoneOptions,
} from './combine-day-plan-form.ts';
import type { TPlanField, TPlanFormValues } from './combine-day-plan-form.ts';
import { localTimeZone } from './format-slot.ts';
import { injectStyle } from './inject-style.ts';
import { useMutation } from './use-mutation.ts';
import { returnFocusKey, useReturnFocus } from './use-return-focus.ts';
import { formatCalendarDay, formatSpan, sameClock } from './zoned-time.ts';
import css from './combine-day-planner.css';

injectStyle('web-kit-combine-day-planner', css);

/** A candidate the planner may choose: the share's one-pager and the name the company sees. */
export type TPlannerCandidate = { onePagerId: string; displayName: string };

const { candidates: CANDIDATE_LIMITS, segmentMinutes, breakMinutes, breakAfter } = COMBINE_DAY_LIMITS;

/**
 * The preview of a plan, as the service answers it (nothing saved): its layout of the afternoon, its segments
 * "To invite" (nothing is sent before Send invitations), its counts of placed and unplaced candidates, and why
 * each unplaced one could not be placed. Each preview that arrives is scrolled into view below the form and
 * takes the focus on its heading (issue 47), so a keyboard or screen reader user lands on what Preview made.
 */
function PlanPreview({ day, viewerZone }: { day: TCombineDay; viewerZone: string }) {
  const heading = useRef<HTMLElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [day]);
  const entries = timelineOf(day);
  const held = entries.filter((entry) => entry.kind === 'segment');
  const first = held[0];
  const last = held[held.length - 1];
  const { placed } = day.counts;
  const chosen = placed + day.counts.unplaced;
  return (
    <section className="cd-plan-preview" aria-labelledby="plan-preview-title" data-testid="plan-preview">
      <Typography.Title
        level={3}
        id="plan-preview-title"
        className="emp-section__title"
        ref={heading}
        tabIndex={-1}
      >
        Preview: {formatCalendarDay(day.date)}
      </Typography.Title>
      <Typography.Paragraph data-testid="plan-preview-summary">
        {placed} of {chosen} {chosen === 1 ? 'candidate' : 'candidates'} placed
        {first && last ? `, ${formatSpan(first.start, last.end, day.timeZone)}` : ''}
        {first && last && !sameClock(first.start, day.timeZone, viewerZone)
          ? ` (${formatSpan(first.start, last.end, viewerZone)} your time)`
          : ''}
        .
      </Typography.Paragraph>
      {fewPlacedWarning(placed) ? (
        <Alert type="warning" showIcon title={fewPlacedWarning(placed)} data-testid="plan-few-placed" />
      ) : null}
      {placed > 0 ? (
        <CombineDayTimeline
          entries={entries}
          zone={day.timeZone}
          otherZone={viewerZone}
          label="Planned schedule"
          unsent
        />
      ) : (
        <Alert type="warning" showIcon title="No candidate could be placed this afternoon." />
      )}
      {day.unplaced.length > 0 ? (
        <div className="cd-plan-unplaced" data-testid="plan-unplaced">
          <Typography.Title level={4} className="cd-plan-unplaced__title">
            Not placed
          </Typography.Title>
          <ul>
            {day.unplaced.map((item, index) => (
              <li key={`${item.onePagerId}-${index}`}>
                <strong>{item.displayName}</strong>: {COMBINE_DAY_UNPLACED_REASONS[item.reason]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The key of "Plan a combine day", which the focus returns to when the planner closes. */
const PLAN_OPENER = 'plan-combine-day';

/**
 * The planner's open state and "Plan a combine day"'s props (its click, and the mark the focus comes back to):
 * once the planner closes, by Escape, Cancel or a plan, the focus returns to the button (issue 36's rule).
 */
export function usePlannerOpener() {
  const focus = useReturnFocus();
  const [open, setOpen] = useState(false);
  return {
    open,
    close: () => {
      setOpen(false);
      focus.restore();
    },
    buttonProps: {
      onClick: () => {
        focus.remember(PLAN_OPENER);
        setOpen(true);
      },
      ...returnFocusKey(PLAN_OPENER),
    },
  };
}

/** Where a planner sends its plans: the employer's routes for their share, or the admins' for a company's. */
export type TPlannerCalls = {
  /** The schedule the plan would make (nothing saved, nobody invited). */
  preview: (plan: TCombineDayPlanInput) => Promise<TCombineDay>;
  /** Plans the day: the placed candidates are invited. */
  plan: (plan: TCombineDayPlanInput) => Promise<TCombineDay>;
};

/**
 * The combine day planner (issue 35), the one the employer's combine page and the admins' combine days screen
 * open (issue 47): the afternoon (date, from, to, its zone), the segment settings, the share's candidates (1 to
 * 12) and an optional meeting link. Preview asks the service for the schedule it would make (nothing saved);
 * Send invitations plans that same request, which invites the placed candidates, then `onPlanned` is told. The
 * contract's schema checks the form first, in the service's words, and the service's own refusals land on their
 * fields too. Changing anything sets the preview aside, and so does another `scope` (the admins' company): what
 * is chosen above the form (`before`) is part of the plan. `ready` false holds Preview back (no company yet).
 */
export function CombineDayPlanner({
  calls,
  scope,
  candidates,
  open,
  onClose,
  onPlanned,
  onFailure,
  before,
  ready = true,
}: {
  calls: TPlannerCalls;
  scope: string;
  candidates: readonly TPlannerCandidate[];
  open: boolean;
  onClose: () => void;
  onPlanned: (day: TCombineDay) => void | Promise<void>;
  /** Tells the user a call failed (each area has its own words for a bare refusal). */
  onFailure: (title: string, error: unknown) => void;
  before?: ReactNode;
  ready?: boolean;
}) {
  const [form] = Form.useForm<TPlanFormValues>();
  const [viewerZone] = useState(localTimeZone);
  const initialValues = useMemo(() => planFormDefaults(viewerZone), [viewerZone]);
  const zoneOptions = useMemo(() => timeZoneOptions(), []);
  const [previewed, setPreview] = useState<{
    scope: string;
    plan: TCombineDayPlanInput;
    day: TCombineDay;
  } | null>(null);
  const preview = previewed?.scope === scope ? previewed : null;
  // Only the candidates offered now count (the admins' planner offers another combine's once it is changed).
  const offered = (ids: readonly string[] | undefined) =>
    (ids ?? []).filter((id) => candidates.some((candidate) => candidate.onePagerId === id));
  const chosen = offered(Form.useWatch('onePagerIds', form));

  const refused = (title: string) => (error: unknown) => {
    form.setFields(planFieldIssues(serverIssues(error)));
    onFailure(title, error);
  };
  const previewCall = useMutation('combine-day-planner.preview', calls.preview, {
    onSuccess: (day, plan) => setPreview({ scope, plan, day }),
    onError: refused('The schedule could not be previewed'),
  });
  const planCall = useMutation('combine-day-planner.plan', calls.plan, {
    onSuccess: async (day) => {
      form.resetFields();
      setPreview(null);
      await onPlanned(day);
    },
    onError: refused('The combine day was not planned'),
  });
  const busy = previewCall.isMutating || planCall.isMutating;

  const runPreview = () => {
    const values = form.getFieldsValue(true) as TPlanFormValues;
    const checked = checkPlan({ ...values, onePagerIds: offered(values.onePagerIds) });
    if (checked.issues) {
      form.setFields(checked.issues);
      return;
    }
    void previewCall.trigger(checked.plan);
  };

  return (
    <Drawer
      title="Plan a combine day"
      open={open}
      onClose={busy ? undefined : onClose}
      size="min(100vw, 44rem)"
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end" wrap>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={runPreview} loading={previewCall.isMutating} disabled={busy || !ready}>
            Preview
          </Button>
          <Button
            type="primary"
            loading={planCall.isMutating}
            disabled={busy || preview === null || preview.day.counts.placed === 0}
            aria-describedby={preview === null ? 'plan-send-note' : undefined}
            onClick={() => preview && void planCall.trigger(preview.plan)}
          >
            Send invitations
          </Button>
        </Flex>
      }
    >
      {/* Escape closes the planner from any of its fields: once a select of the drawer has been opened, antd's
          own Escape no longer reaches the drawer. An Escape that closes an open list only closes the list. */}
      <div
        className="cd-plan-body"
        onKeyDown={(event) => {
          const target = event.target as HTMLElement;
          if (event.key !== 'Escape' || busy || target.getAttribute('aria-expanded') === 'true') return;
          event.stopPropagation();
          onClose();
        }}
      >
        {before}
        <Form<TPlanFormValues>
          form={form}
          name="plan-combine-day"
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          disabled={busy}
          onValuesChange={(changed: Partial<TPlanFormValues>) => {
            // A field changed: its old refusal no longer holds, nor does the preview.
            const names = Object.keys(changed) as TPlanField[];
            // The afternoon's end is checked against its start and the segment's length.
            if ('from' in changed || 'segmentMinutes' in changed) names.push('to');
            form.setFields(names.map((name) => ({ name, errors: [] })));
            setPreview(null);
          }}
        >
          <div className="cd-plan-grid">
            <Form.Item name="date" label="Date">
              <DatePicker
                format="YYYY-MM-DD"
                className="cd-plan-field"
                // antd's own dayjs values only: the app does not bundle a second dayjs.
                disabledDate={(current) => current.endOf('day').valueOf() < Date.now()}
              />
            </Form.Item>
            <Form.Item name="from" label="From">
              <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} className="cd-plan-field" />
            </Form.Item>
            <Form.Item name="to" label="To">
              <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} className="cd-plan-field" />
            </Form.Item>
          </div>
          <Form.Item name="timeZone" label="Time zone" extra="The afternoon's times are read in this zone.">
            <Select<string>
              showSearch={{
                filterOption: (search, option) => timeZoneMatches(search, String(option?.value ?? '')),
              }}
              options={zoneOptions}
              placeholder="Search time zones..."
            />
          </Form.Item>
          <div className="cd-plan-grid">
            <Form.Item name="segmentMinutes" label="Segment (minutes)">
              <InputNumber<number>
                min={segmentMinutes.min}
                max={segmentMinutes.max}
                precision={0}
                className="cd-plan-field"
              />
            </Form.Item>
            <Form.Item name="breakMinutes" label="Break (minutes)">
              <InputNumber<number>
                min={breakMinutes.min}
                max={breakMinutes.max}
                precision={0}
                className="cd-plan-field"
              />
            </Form.Item>
            <Form.Item name="breakAfter" label="Break after (segments)">
              <InputNumber<number>
                min={breakAfter.min}
                max={breakAfter.max}
                precision={0}
                className="cd-plan-field"
              />
            </Form.Item>
          </div>
          <Form.Item
            name="onePagerIds"
            label={`Candidates (${CANDIDATE_LIMITS.min} to ${CANDIDATE_LIMITS.max})`}
            extra={`${chosen.length} chosen`}
          >
            <Checkbox.Group className="cd-plan-candidates">
              {candidates.map((candidate) => (
                <Checkbox
                  key={candidate.onePagerId}
                  value={candidate.onePagerId}
                  disabled={candidateLocked(chosen, candidate.onePagerId)}
                >
                  {candidate.displayName}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Form.Item
            name="meetingUrl"
            label="Meeting link (optional)"
            extra="An https:// address; the candidates see it once they confirm."
          >
            <Input type="url" inputMode="url" placeholder="https://" autoComplete="off" />
          </Form.Item>
        </Form>
        {preview === null ? (
          <Typography.Paragraph type="secondary" id="plan-send-note">
            Preview the schedule before sending the invitations.
          </Typography.Paragraph>
        ) : (
          <PlanPreview day={preview.day} viewerZone={viewerZone} />
        )}
      </div>
    </Drawer>
  );
}
