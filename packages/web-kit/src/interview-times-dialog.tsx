import { Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import type { TInterviewRequestCreate } from '@gtm/contracts/employer';
import { FormDialog } from './form-dialog.tsx';
import { InterviewSlotsField, startsOf } from './interview-slots-field.tsx';
import type { TSlotField } from './interview-slots-field.tsx';
import {
  DEFAULT_SLOT_DURATION,
  INTERVIEW_NOTE_RULE,
  interviewRequestBodyOf,
  SLOT_DURATIONS,
} from './interview-slots.ts';

/** The values of a form of proposed interview times. */
export type TInterviewTimesForm = { slots: TSlotField[]; durationMinutes: number; note: string };

const INITIAL: TInterviewTimesForm = {
  slots: [{ start: null }],
  durationMinutes: DEFAULT_SLOT_DURATION,
  note: '',
};

export type TInterviewTimesDialogProps = {
  open: boolean;
  title: string;
  /** The primary button's words ('Request interview', 'Send times'). */
  submitText: string;
  /** While the times are being sent: the form and buttons wait and the dialog cannot be closed. */
  sending: boolean;
  onClose: () => void;
  /** Sends the times as the request body: starts to the minute, one length, the note trimmed. */
  onSend: (body: TInterviewRequestCreate) => void;
  /** The dialog's form (`Form.useForm`), so a refusal can mark the fields the server named. */
  form: FormInstance<TInterviewTimesForm>;
  /** The times' fieldset: its legend, the area's word for a time and its class prefix (see InterviewSlotsField). */
  slots: { legend: string; slotNoun: string; classPrefix: string };
  /** Keeps the primary button disabled (as well as spinning) while sending. */
  submitDisabled?: boolean;
  /** The form's `data-testid`. */
  formTestId?: string;
};

/**
 * Proposing interview times, the company's request (or reschedule) and the candidate's other times alike: one
 * to five times checked as the server checks them, one length for all, and a note; Cancel and the primary
 * button in the footer.
 */
export function InterviewTimesDialog({
  open,
  title,
  submitText,
  sending,
  onClose,
  onSend,
  form,
  slots,
  submitDisabled = false,
  formTestId,
}: TInterviewTimesDialogProps) {
  const send = (values: TInterviewTimesForm) =>
    onSend(
      interviewRequestBodyOf(
        startsOf(values.slots).filter((start) => start !== null),
        values.durationMinutes,
        values.note,
      ),
    );
  return (
    <FormDialog<TInterviewTimesForm>
      open={open}
      title={title}
      submitText={submitText}
      form={form}
      initialValues={INITIAL}
      onSubmit={send}
      submitting={sending}
      disableWhileSubmitting
      submitDisabled={submitDisabled}
      onClose={onClose}
      {...(formTestId ? { formTestId } : {})}
    >
      <InterviewSlotsField {...slots} />
      <Form.Item name="durationMinutes" label="Duration">
        <Select
          options={SLOT_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))}
        />
      </Form.Item>
      <Form.Item name="note" label="Note" rules={[INTERVIEW_NOTE_RULE]}>
        <Input.TextArea rows={3} showCount maxLength={EMPLOYER_LIMITS.note} />
      </Form.Item>
    </FormDialog>
  );
}
