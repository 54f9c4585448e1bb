import { Button, DatePicker, Flex, Form, Input, InputNumber, Select, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { OUTCOME_LIMITS, OUTCOME_STAGE_LABELS, OUTCOME_STAGES } from '@gtm/contracts/outcomes';
import type { TOutcomeEntry, TOutcomeStage } from '@gtm/contracts/outcomes';
import { PLACEMENT_ANSWERS, SALARY_LIMITS, ZAnnualSalary } from '@gtm/contracts/placements';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';
import { useCorrectOutcome, useShareOutcomes } from '../api/share-outcomes.ts';

const STAGE_COLORS: Record<TOutcomeStage, string> = {
  interviewing: 'blue',
  offer: 'gold',
  hired: 'green',
  'not-selected': 'default',
};

/** Who recorded a stage of the history, when not the company itself. */
const BY_NOTES: Record<TOutcomeEntry['by'], string> = {
  employer: '',
  admin: ' (correction)',
  candidate: ' (the candidate)',
};

type TCorrectionValues = {
  stage: TOutcomeStage | undefined;
  note: string;
  /** A correction to Hired: the hire's start date and annual salary (it opens a placement). */
  startDate?: Dayjs | null;
  annualSalary?: number | null;
};

/**
 * The outcome a company recorded for one candidate of the share (every stage, with who recorded it), the
 * candidate's placement (hired by this company or another), and the admins' correction (audited).
 */
export function ShareOutcome(props: {
  talentCombineId: string;
  shareId: string;
  onePagerId: string;
  candidateName: string;
}) {
  const outcomes = useShareOutcomes(props.talentCombineId, props.shareId);
  const item = outcomes.data?.items.find((row) => row.onePagerId === props.onePagerId);
  const [form] = Form.useForm<TCorrectionValues>();
  const stage = Form.useWatch('stage', form);
  const correct = useCorrectOutcome({
    onSuccess: (saved) => {
      toast({
        title: 'Outcome corrected',
        description: `${props.candidateName}: ${saved.stage ? OUTCOME_STAGE_LABELS[saved.stage] : '—'}.`,
      });
      form.resetFields();
      void outcomes.mutate();
    },
    onError: (error) => {
      form.setFields(serverIssues<TCorrectionValues>(error));
      toastFailure('Failed to correct the outcome', error, 'Please try again.');
    },
  });
  if (!item) return null;
  return (
    <div className="share-feedback__outcome" data-testid="share-outcome">
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>Outcome:</Typography.Text>
        {item.stage ? (
          <Tag color={STAGE_COLORS[item.stage]} data-testid="share-outcome-stage">
            {OUTCOME_STAGE_LABELS[item.stage]}
          </Tag>
        ) : (
          <Typography.Text type="secondary">None recorded</Typography.Text>
        )}
        {item.placedWith ? <Tag color="purple">Placed with {item.placedWith}</Tag> : null}
      </Flex>
      {item.history.length > 0 ? (
        <ol className="share-feedback__outcome-history">
          {item.history.map((entry) => (
            <li key={`${entry.at}-${entry.stage}`}>
              {OUTCOME_STAGE_LABELS[entry.stage]} · {formatDateTime(entry.at)}
              {entry.byName ? ` by ${entry.byName}` : ''}
              {BY_NOTES[entry.by]}
              {entry.note ? ` — ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      <Form<TCorrectionValues>
        form={form}
        name={`outcome-${props.onePagerId}`}
        layout="inline"
        requiredMark={false}
        onFinish={(values) => {
          if (!values.stage) return;
          const hire =
            values.stage === 'hired' && values.startDate && typeof values.annualSalary === 'number'
              ? { startDate: values.startDate.format('YYYY-MM-DD'), annualSalary: values.annualSalary }
              : {};
          void correct.trigger({
            talentCombineId: props.talentCombineId,
            shareId: props.shareId,
            onePagerId: props.onePagerId,
            body: { stage: values.stage, note: values.note ?? '', ...hire },
          });
        }}
      >
        <Form.Item name="stage" rules={[{ required: true, message: 'Choose a stage' }]}>
          <Select<TOutcomeStage>
            aria-label={`Correct the outcome of ${props.candidateName}`}
            placeholder="Correct the stage"
            style={{ minWidth: 170 }}
            options={OUTCOME_STAGES.map((stage) => ({ value: stage, label: OUTCOME_STAGE_LABELS[stage] }))}
          />
        </Form.Item>
        {stage === 'hired' ? (
          <>
            <Form.Item
              name="startDate"
              rules={[{ required: true, message: PLACEMENT_ANSWERS.startDateRequired }]}
            >
              <DatePicker
                format="YYYY-MM-DD"
                placeholder="Start date"
                aria-label={`Start date of ${props.candidateName}`}
              />
            </Form.Item>
            <Form.Item name="annualSalary" rules={[zodRule(ZAnnualSalary)]}>
              <InputNumber<number>
                min={SALARY_LIMITS.min}
                max={SALARY_LIMITS.max}
                precision={0}
                step={1000}
                placeholder="Annual salary"
                aria-label={`Annual salary of ${props.candidateName}`}
                style={{ width: 160 }}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="note">
          <Input
            aria-label={`Note on the correction for ${props.candidateName}`}
            placeholder="Note"
            maxLength={OUTCOME_LIMITS.note}
          />
        </Form.Item>
        <Button htmlType="submit" loading={correct.isMutating}>
          Correct
        </Button>
      </Form>
    </div>
  );
}
