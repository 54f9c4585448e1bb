import { Flex, Form, Input, Modal, Select } from 'antd';
import type { FormInstance } from 'antd';
import { EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import type { TInterviewRequestCreate } from '@gtm/contracts/employer';
import { DialogButtons } from './dialog-buttons.tsx';
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
    <Modal
      open={open}
      title={title}
      onCancel={sending ? undefined : onClose}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end">
          <DialogButtons
            submitText={submitText}
            onSubmit={() => form.submit()}
            onCancel={onClose}
            busy={sending}
            submitDisabled={submitDisabled}
          />
        </Flex>
      }
    >
      <Form<TInterviewTimesForm>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={send}
        disabled={sending}
        {...(formTestId ? { 'data-testid': formTestId } : {})}
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
      </Form>
    </Modal>
  );
}
