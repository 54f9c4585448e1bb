import { Button, DatePicker, Flex, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { EMPLOYER_ANSWERS, EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import type { TInterviewRequest } from '@gtm/contracts/employer';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { toast } from '@gtm/web-kit/toast.ts';
import { serverIssues } from '@gtm/web-kit/api-error.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { EMPLOYER_FORM_RULES } from '../../../lib/form-rules.ts';
import type { TShareCandidate } from '../api/get-employer-one-pager.ts';
import { useSendInterviewTimes } from '../api/request-interview.ts';
import {
  DEFAULT_SLOT_DURATION,
  interviewRequestBodyOf,
  repeatedSlots,
  SLOT_DURATIONS,
  slotCountProblem,
  slotStartProblem,
} from '../lib/interview-slots.ts';

type TSlotField = { start: Dayjs | null };
type TInterviewForm = { slots: TSlotField[]; durationMinutes: number; note: string };

const DAY = 24 * 60 * 60 * 1000;
const INITIAL: TInterviewForm = {
  slots: [{ start: null }],
  durationMinutes: DEFAULT_SLOT_DURATION,
  note: '',
};

/** Days the picker offers: from today up to the last day a slot may be proposed. */
const outsideWindow = (day: Dayjs) =>
  day.endOf('day').valueOf() < Date.now() ||
  day.startOf('day').valueOf() > Date.now() + EMPLOYER_LIMITS.slotDaysAhead * DAY;

const toDate = (start: Dayjs | null | undefined) => (start ? start.toDate() : null);

/**
 * 'Request interview': one to five proposed times, one length for all, and a note. The form checks what it
 * can (a time each, in the future, within 180 days, no repeats) and shows the server's field issues on the
 * fields they name. With `rescheduling` (a request's id) it sends new times for that request instead.
 */
export function InterviewRequestDialog({
  params,
  candidateName,
  open,
  onClose,
  onRequested,
  rescheduling,
}: {
  params: TShareCandidate;
  candidateName: string;
  open: boolean;
  onClose: () => void;
  onRequested: (request: TInterviewRequest) => void;
  rescheduling?: string;
}) {
  const [form] = Form.useForm<TInterviewForm>();
  const times = useSendInterviewTimes(params, rescheduling, {
    onSuccess: (request) => {
      onRequested(request);
      toast(
        rescheduling
          ? { title: INTERVIEW_ANSWERS.rescheduledDone }
          : { title: 'Interview requested', description: EMPLOYER_ANSWERS.interviewRequested },
      );
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      form.setFields(serverIssues(error));
      toastFailure(
        rescheduling ? 'Failed to reschedule the interview' : 'Failed to request the interview',
        error,
      );
    },
  });
  const sending = times.isMutating;
  const send = (values: TInterviewForm) => {
    const starts = values.slots.map((slot) => toDate(slot.start)).filter((start) => start !== null);
    void times.trigger(interviewRequestBodyOf(starts, values.durationMinutes, values.note));
  };

  return (
    <Modal
      open={open}
      title={
        rescheduling
          ? `Reschedule the interview with ${candidateName}`
          : `Request an interview with ${candidateName}`
      }
      onCancel={sending ? undefined : onClose}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end">
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="primary" loading={sending} disabled={sending} onClick={() => form.submit()}>
            {rescheduling ? 'Send new times' : 'Request interview'}
          </Button>
        </Flex>
      }
    >
      <Form<TInterviewForm>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={send}
        disabled={sending}
        data-testid="interview-form"
      >
        <Form.List
          name="slots"
          rules={[
            {
              validator: async (_rule, slots: TSlotField[] | undefined) => {
                const problem = slotCountProblem(slots?.length ?? 0);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <fieldset className="emp-slots">
              <legend>Proposed times</legend>
              {fields.map((field, index) => (
                <Flex key={field.key} gap="small" align="start">
                  <Form.Item
                    name={[field.name, 'start']}
                    label={`Time slot ${index + 1}`}
                    className="emp-slots__field"
                    rules={[
                      {
                        validator: async (_rule, start: Dayjs | null) => {
                          const problem = slotStartProblem(toDate(start));
                          if (problem) throw new Error(problem);
                          const starts = (form.getFieldValue('slots') as TSlotField[]).map((slot) =>
                            toDate(slot?.start),
                          );
                          if (repeatedSlots(starts).includes(field.name)) {
                            throw new Error(EMPLOYER_ANSWERS.slotDuplicate);
                          }
                        },
                      },
                    ]}
                  >
                    <DatePicker
                      showTime={{ format: 'HH:mm', minuteStep: 5 }}
                      format="YYYY-MM-DD HH:mm"
                      disabledDate={outsideWindow}
                      className="emp-slots__picker"
                    />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button
                      className="emp-slots__remove"
                      onClick={() => remove(field.name)}
                      aria-label={`Remove time slot ${index + 1}`}
                    >
                      Remove
                    </Button>
                  ) : null}
                </Flex>
              ))}
              <Button
                onClick={() => add({ start: null })}
                disabled={fields.length >= EMPLOYER_LIMITS.slots || sending}
              >
                Add a time slot
              </Button>
              <Form.ErrorList errors={errors} />
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="durationMinutes" label="Duration">
          <Select
            options={SLOT_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))}
          />
        </Form.Item>
        <Form.Item name="note" label="Note" rules={EMPLOYER_FORM_RULES.note}>
          <Input.TextArea rows={3} showCount maxLength={EMPLOYER_LIMITS.note} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
