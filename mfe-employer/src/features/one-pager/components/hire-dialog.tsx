import { DatePicker, Form, InputNumber, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { PLACEMENT_ANSWERS, SALARY_LIMITS, ZAnnualSalary } from '@gtm/contracts/placements';
import { FormDialog } from '@gtm/web-kit/form-dialog.tsx';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';

/** The hire's details as the dialog's form holds them. */
export type THireFormValues = { startDate?: Dayjs | null; annualSalary?: number | null };

/** What a claimed hire sends with the Hired stage: its start date ('YYYY-MM-DD') and whole annual salary. */
export type THireDetails = { startDate: string; annualSalary: number };

/**
 * The step before a hire is recorded: its start date and annual salary, and what happens next (the candidate
 * confirms it; once confirmed the success fee is invoiced). Cancel records nothing.
 */
export function HireDialog({
  open,
  candidateName,
  saving,
  form,
  onRecord,
  onCancel,
}: {
  open: boolean;
  candidateName: string | null;
  saving: boolean;
  /** The dialog's form, so a refusal can mark the fields the server named. */
  form: FormInstance<THireFormValues>;
  onRecord: (details: THireDetails) => void;
  onCancel: () => void;
}) {
  return (
    <FormDialog<THireFormValues>
      open={open}
      title={candidateName ? `Record the hire of ${candidateName}` : 'Record the hire'}
      submitText="Record hire"
      form={form}
      name="record-hire"
      submitting={saving}
      disableWhileSubmitting
      onClose={onCancel}
      onSubmit={(values) => {
        if (!values.startDate || typeof values.annualSalary !== 'number') return;
        onRecord({ startDate: values.startDate.format('YYYY-MM-DD'), annualSalary: values.annualSalary });
      }}
      outro={
        <Typography.Paragraph type="secondary" data-testid="hire-claim-explained">
          {PLACEMENT_ANSWERS.claimExplained}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="startDate"
        label="Start date"
        rules={[{ required: true, message: PLACEMENT_ANSWERS.startDateRequired }]}
      >
        <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="annualSalary" label="Annual salary" rules={[zodRule(ZAnnualSalary)]}>
        <InputNumber<number>
          min={SALARY_LIMITS.min}
          max={SALARY_LIMITS.max}
          precision={0}
          step={1000}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormDialog>
  );
}
