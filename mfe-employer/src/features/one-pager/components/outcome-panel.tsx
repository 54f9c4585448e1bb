import { Alert, Button, Card, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  OUTCOME_ANSWERS,
  OUTCOME_LIMITS,
  OUTCOME_STAGE_LABELS,
  OUTCOME_STAGES,
} from '@gtm/contracts/outcomes';
import type { TOutcomeStage } from '@gtm/contracts/outcomes';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import type { TFieldIssues } from '@gtm/web-kit/api-error.ts';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useCandidateOutcome, useRecordOutcome } from '../api/candidate-outcome.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';
import { HireDialog } from './hire-dialog.tsx';
import type { THireDetails, THireFormValues } from './hire-dialog.tsx';
import { PlacementSummary } from './placement-summary.tsx';
import { isConfirmedHire } from '../lib/placement-view.ts';

type TOutcomeFormValues = { stage: TOutcomeStage | undefined; note: string };

/** The fields of a refused hire that belong to the hire dialog rather than to the outcome's form. */
const HIRE_FIELDS: readonly unknown[] = ['startDate', 'annualSalary'] satisfies (keyof THireDetails)[];

/**
 * Where the candidate stands with the company (Interviewing, Offer, Hired, Not selected) and a note, for the
 * admins' records and the candidate's own Opportunities tab. A candidate hired by another company can only be
 * closed (Not selected): the panel says they are no longer available.
 *
 * Hired is a claim (issue 34): before it is saved a dialog asks for the start date and the annual salary and
 * says the candidate confirms it; the panel then shows the hire as it stands (waiting for the candidate,
 * confirmed with its invoice and 90-day check, or not confirmed).
 */
export function OutcomePanel({ params, candidateName }: { params: TShareCandidate; candidateName?: string }) {
  const outcome = useCandidateOutcome(params);
  const [form] = Form.useForm<TOutcomeFormValues>();
  const [hireForm] = Form.useForm<THireFormValues>();
  const [hiring, setHiring] = useState(false);
  const data = outcome.data;
  const record = useRecordOutcome({
    onSuccess: (saved) => {
      setHiring(false);
      form.setFieldsValue({ stage: saved.stage ?? undefined, note: saved.note });
      toast({
        title: OUTCOME_ANSWERS.saved,
        description: saved.stage ? `Stage: ${OUTCOME_STAGE_LABELS[saved.stage]}.` : undefined,
      });
      void outcome.mutate(saved, { revalidate: false });
    },
    onError: (error, { body }) => {
      const issues = serverIssues<TOutcomeFormValues>(error);
      const hireIssues = issues.filter((issue) => HIRE_FIELDS.includes(issue.name[0]));
      form.setFields(issues.filter((issue) => !hireIssues.includes(issue)) as typeof issues);
      // A hire refused for its details stays open on them; refused for another reason, the dialog closes.
      if (body.stage === 'hired' && hireIssues.length > 0)
        hireForm.setFields(hireIssues as TFieldIssues<THireFormValues>);
      else setHiring(false);
      toastFailure(
        body.stage === 'hired' ? 'Failed to record the hire' : 'Failed to save the outcome',
        error,
      );
    },
  });
  const recordHire = (details: THireDetails) =>
    void record.trigger({
      params,
      body: { stage: 'hired', note: (form.getFieldValue('note') as string | undefined) ?? '', ...details },
    });
  const cancelHire = () => {
    setHiring(false);
    // Nothing was recorded: the stage shown is the one saved.
    form.setFieldsValue({ stage: data?.stage ?? undefined });
  };

  useEffect(() => {
    if (data && !form.isFieldsTouched())
      form.setFieldsValue({ stage: data.stage ?? undefined, note: data.note });
  }, [data, form]);

  const placedElsewhere = data?.placedElsewhere ?? false;
  // A confirmed hire stays Hired (its fee and invoice stand on it): the server refuses another stage too.
  const hireKept =
    data?.stage === 'hired' && data.placement !== null && isConfirmedHire(data.placement.status);
  return (
    <Card className="emp-section" role="region" aria-labelledby="emp-outcome-title">
      <Typography.Title level={2} id="emp-outcome-title" className="emp-section__title">
        Outcome
      </Typography.Title>
      {outcome.error ? (
        <Alert type="error" showIcon title="Failed to load the outcome." />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Form<TOutcomeFormValues>
          form={form}
          name="candidate-outcome"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => {
            if (!values.stage) return;
            if (values.stage === 'hired') {
              setHiring(true);
              return;
            }
            void record.trigger({ params, body: { stage: values.stage, note: values.note ?? '' } });
          }}
        >
          {data.placement ? (
            <PlacementSummary
              params={params}
              placement={data.placement}
              onAnswered={(saved) => void outcome.mutate(saved, { revalidate: false })}
            />
          ) : null}
          {placedElsewhere ? (
            <Alert
              type="warning"
              showIcon
              className="emp-outcome__placed"
              title={OUTCOME_ANSWERS.placedElsewhere}
              data-testid="outcome-placed-elsewhere"
            />
          ) : null}
          <Form.Item
            name="stage"
            label="Stage"
            rules={[{ required: true, message: 'Choose a stage' }]}
            validateTrigger="onSubmit"
            {...(hireKept ? { extra: OUTCOME_ANSWERS.hireConfirmed } : {})}
          >
            <Select<TOutcomeStage>
              placeholder="Choose a stage"
              options={OUTCOME_STAGES.map((stage) => ({
                value: stage,
                label: OUTCOME_STAGE_LABELS[stage],
                disabled: (placedElsewhere && stage !== 'not-selected') || (hireKept && stage !== 'hired'),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="note"
            label="Note (optional)"
            rules={[{ max: OUTCOME_LIMITS.note, message: OUTCOME_ANSWERS.noteTooLong }]}
          >
            <Input.TextArea rows={2} maxLength={OUTCOME_LIMITS.note} />
          </Form.Item>
          {data.updatedAt ? (
            <Typography.Paragraph type="secondary" data-testid="outcome-updated">
              Last changed {formatDateTime(data.updatedAt)}
              {data.updatedByName ? ` by ${data.updatedByName}` : ''}
              {data.correctedByAdmin ? ' (corrected by the GTM Combine team)' : ''}
            </Typography.Paragraph>
          ) : null}
          <Button type="primary" htmlType="submit" loading={record.isMutating && !hiring}>
            Save outcome
          </Button>
        </Form>
      )}
      <HireDialog
        open={hiring}
        candidateName={candidateName ?? null}
        saving={record.isMutating}
        form={hireForm}
        onRecord={recordHire}
        onCancel={cancelHire}
      />
    </Card>
  );
}
