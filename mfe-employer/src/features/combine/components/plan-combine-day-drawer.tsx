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
import { useMemo, useState } from 'react';
import { generatePath, useNavigate } from '@gtm/web-kit/router.ts';
import {
  COMBINE_DAY_LIMITS,
  COMBINE_DAY_MESSAGES,
  COMBINE_DAY_UNPLACED_REASONS,
} from '@gtm/contracts/combine-days';
import type { TCombineDay, TCombineDayPlanInput } from '@gtm/contracts/combine-days';
import { PATHS } from '@gtm/contracts/paths';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import { localTimeZone } from '@gtm/web-kit/format-slot.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { CombineDayTimeline } from '../../../components/combine-day-timeline.tsx';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { timelineOf } from '../../../lib/combine-day-times.ts';
import { formatCalendarDay, formatSpan, sameClock } from '@gtm/web-kit/zoned-time.ts';
import { usePlanCombineDay, usePreviewCombineDay } from '../api/combine-days.ts';
import {
  candidateLocked,
  checkPlan,
  fewPlacedWarning,
  planFieldIssues,
  planFormDefaults,
  timeZoneMatches,
  timeZoneOptions,
} from '../lib/plan-form.ts';
import type { TPlanField, TPlanFormValues } from '../lib/plan-form.ts';

/** A candidate the planner may choose: the share's one-pager and the name the company sees. */
export type TPlannerCandidate = { onePagerId: string; displayName: string };

const { candidates: CANDIDATE_LIMITS, segmentMinutes, breakMinutes, breakAfter } = COMBINE_DAY_LIMITS;

/**
 * The preview of a plan, as the service answers it (nothing saved): its layout of the afternoon, its counts of
 * placed and unplaced candidates, and why each unplaced one could not be placed.
 */
function PlanPreview({ day, viewerZone }: { day: TCombineDay; viewerZone: string }) {
  const entries = timelineOf(day);
  const held = entries.filter((entry) => entry.kind === 'segment');
  const first = held[0];
  const last = held[held.length - 1];
  const { placed } = day.counts;
  const chosen = placed + day.counts.unplaced;
  return (
    <section className="emp-plan-preview" aria-labelledby="plan-preview-title" data-testid="plan-preview">
      <Typography.Title level={3} id="plan-preview-title" className="emp-section__title">
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
        />
      ) : (
        <Alert type="warning" showIcon title="No candidate could be placed this afternoon." />
      )}
      {day.unplaced.length > 0 ? (
        <div className="emp-plan-unplaced" data-testid="plan-unplaced">
          <Typography.Title level={4} className="emp-plan-unplaced__title">
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

/**
 * The combine day planner (issue 35): the afternoon (date, from, to, its zone), the segment settings, the
 * share's candidates (1 to 12) and an optional meeting link. Preview asks the service for the schedule it would
 * make (nothing saved); Send invitations plans that same request, which invites the placed candidates, and
 * opens the day's run of show. The contract's schema checks the form first, in the service's words, and the
 * service's own refusals land on their fields too. Changing anything sets the preview aside.
 */
export function PlanCombineDayDrawer({
  shareId,
  candidates,
  open,
  onClose,
}: {
  shareId: string;
  candidates: readonly TPlannerCandidate[];
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TPlanFormValues>();
  const navigate = useNavigate();
  const [viewerZone] = useState(localTimeZone);
  const initialValues = useMemo(() => planFormDefaults(viewerZone), [viewerZone]);
  const zoneOptions = useMemo(() => timeZoneOptions(), []);
  const [preview, setPreview] = useState<{ plan: TCombineDayPlanInput; day: TCombineDay } | null>(null);
  const chosen = Form.useWatch('onePagerIds', form) ?? [];

  const refused = (title: string) => (error: unknown) => {
    form.setFields(planFieldIssues(serverIssues(error)));
    toastFailure(title, error);
  };
  const previewCall = usePreviewCombineDay(shareId, {
    onSuccess: (day, plan) => setPreview({ plan, day }),
    onError: refused('The schedule could not be previewed'),
  });
  const planCall = usePlanCombineDay(shareId, {
    onSuccess: (day) => {
      toast({ title: COMBINE_DAY_MESSAGES.planned });
      form.resetFields();
      setPreview(null);
      onClose();
      void navigate(generatePath(PATHS.employer.combineDay, { shareId, dayId: day.id }));
    },
    onError: refused('The combine day was not planned'),
  });
  const busy = previewCall.isMutating || planCall.isMutating;

  const runPreview = () => {
    const checked = checkPlan(form.getFieldsValue(true) as TPlanFormValues);
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
          <Button onClick={runPreview} loading={previewCall.isMutating} disabled={busy}>
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
        <div className="emp-plan-grid">
          <Form.Item name="date" label="Date">
            <DatePicker
              format="YYYY-MM-DD"
              className="emp-plan-field"
              // antd's own dayjs values only: the app does not bundle a second dayjs.
              disabledDate={(current) => current.endOf('day').valueOf() < Date.now()}
            />
          </Form.Item>
          <Form.Item name="from" label="From">
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} className="emp-plan-field" />
          </Form.Item>
          <Form.Item name="to" label="To">
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} className="emp-plan-field" />
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
        <div className="emp-plan-grid">
          <Form.Item name="segmentMinutes" label="Segment (minutes)">
            <InputNumber<number>
              min={segmentMinutes.min}
              max={segmentMinutes.max}
              precision={0}
              className="emp-plan-field"
            />
          </Form.Item>
          <Form.Item name="breakMinutes" label="Break (minutes)">
            <InputNumber<number>
              min={breakMinutes.min}
              max={breakMinutes.max}
              precision={0}
              className="emp-plan-field"
            />
          </Form.Item>
          <Form.Item name="breakAfter" label="Break after (segments)">
            <InputNumber<number>
              min={breakAfter.min}
              max={breakAfter.max}
              precision={0}
              className="emp-plan-field"
            />
          </Form.Item>
        </div>
        <Form.Item
          name="onePagerIds"
          label={`Candidates (${CANDIDATE_LIMITS.min} to ${CANDIDATE_LIMITS.max})`}
          extra={`${chosen.length} chosen`}
        >
          <Checkbox.Group className="emp-plan-candidates">
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
    </Drawer>
  );
}
