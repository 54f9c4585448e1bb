import { Alert, Button, Card, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import {
  OUTCOME_ANSWERS,
  OUTCOME_LIMITS,
  OUTCOME_STAGE_LABELS,
  OUTCOME_STAGES,
} from '@gtm/contracts/outcomes';
import type { TOutcomeStage } from '@gtm/contracts/outcomes';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useCandidateOutcome, useRecordOutcome } from '../api/candidate-outcome.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';

type TOutcomeFormValues = { stage: TOutcomeStage | undefined; note: string };

/**
 * Where the candidate stands with the company (Interviewing, Offer, Hired, Not selected) and a note, for the
 * admins' records and the candidate's own Opportunities tab. A candidate hired by another company can only be
 * closed (Not selected): the panel says they are no longer available.
 */
export function OutcomePanel({ params }: { params: TShareCandidate }) {
  const outcome = useCandidateOutcome(params);
  const [form] = Form.useForm<TOutcomeFormValues>();
  const data = outcome.data;
  const record = useRecordOutcome({
    onSuccess: (saved) => {
      form.setFieldsValue({ stage: saved.stage ?? undefined, note: saved.note });
      toast({
        title: OUTCOME_ANSWERS.saved,
        description: saved.stage ? `Stage: ${OUTCOME_STAGE_LABELS[saved.stage]}.` : undefined,
      });
      void outcome.mutate(saved, { revalidate: false });
    },
    onError: (error) => {
      form.setFields(serverIssues(error));
      toastFailure('Failed to save the outcome', error);
    },
  });

  useEffect(() => {
    if (data && !form.isFieldsTouched())
      form.setFieldsValue({ stage: data.stage ?? undefined, note: data.note });
  }, [data, form]);

  const placedElsewhere = data?.placedElsewhere ?? false;
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
            void record.trigger({ params, body: { stage: values.stage, note: values.note ?? '' } });
          }}
        >
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
          >
            <Select<TOutcomeStage>
              placeholder="Choose a stage"
              options={OUTCOME_STAGES.map((stage) => ({
                value: stage,
                label: OUTCOME_STAGE_LABELS[stage],
                disabled: placedElsewhere && stage !== 'not-selected',
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
          <Button type="primary" htmlType="submit" loading={record.isMutating}>
            Save outcome
          </Button>
        </Form>
      )}
    </Card>
  );
}
