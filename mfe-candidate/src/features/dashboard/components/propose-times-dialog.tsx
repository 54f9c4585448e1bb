import { Button, DatePicker, Flex, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { EMPLOYER_ANSWERS, EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import { INTERVIEW_LIMITS } from '@gtm/contracts/interview-requests';

type TProposeForm = { slots: { start: Dayjs | null }[]; durationMinutes: number; note: string };
export type TProposal = { slots: { start: string; durationMinutes: number }[]; note: string };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DURATIONS = [30, 45, 60] as const;

const outsideWindow = (day: Dayjs) =>
  day.endOf('day').valueOf() < Date.now() ||
  day.startOf('day').valueOf() > Date.now() + EMPLOYER_LIMITS.slotDaysAhead * DAY;

/** Why a proposed start cannot be sent, or null (the server checks the same, with the same words). */
const startProblem = (start: Dayjs | null | undefined) => {
  if (!start) return 'Choose a date and time';
  const at = Math.floor(start.valueOf() / MINUTE) * MINUTE;
  if (at <= Date.now()) return EMPLOYER_ANSWERS.slotInPast;
  if (at > Date.now() + EMPLOYER_LIMITS.slotDaysAhead * DAY) return EMPLOYER_ANSWERS.slotTooFar;
  return null;
};

/** 'Propose other times': one to five times, one length for all, and a note for the company. */
export function ProposeTimesDialog({
  companyName,
  open,
  sending,
  onClose,
  onPropose,
}: {
  companyName: string;
  open: boolean;
  sending: boolean;
  onClose: () => void;
  onPropose: (proposal: TProposal) => void;
}) {
  const [form] = Form.useForm<TProposeForm>();
  const send = (values: TProposeForm) =>
    onPropose({
      slots: values.slots.flatMap(({ start }) =>
        start
          ? [
              {
                start: new Date(Math.floor(start.valueOf() / MINUTE) * MINUTE).toISOString(),
                durationMinutes: values.durationMinutes,
              },
            ]
          : [],
      ),
      note: (values.note ?? '').trim(),
    });
  return (
    <Modal
      open={open}
      title={`Propose other times to ${companyName}`}
      onCancel={sending ? undefined : onClose}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end">
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="primary" loading={sending} onClick={() => form.submit()}>
            Send times
          </Button>
        </Flex>
      }
    >
      <Form<TProposeForm>
        form={form}
        layout="vertical"
        initialValues={{ slots: [{ start: null }], durationMinutes: 30, note: '' }}
        onFinish={send}
        disabled={sending}
      >
        <Form.List name="slots">
          {(fields, { add, remove }) => (
            <fieldset className="cand-propose__slots">
              <legend>Your times</legend>
              {fields.map((field, index) => (
                <Flex key={field.key} gap="small" align="start">
                  <Form.Item
                    name={[field.name, 'start']}
                    label={`Time ${index + 1}`}
                    rules={[
                      {
                        validator: async (_rule, start: Dayjs | null) => {
                          const problem = startProblem(start);
                          if (problem) throw new Error(problem);
                        },
                      },
                    ]}
                  >
                    <DatePicker
                      showTime={{ format: 'HH:mm', minuteStep: 5 }}
                      format="YYYY-MM-DD HH:mm"
                      disabledDate={outsideWindow}
                    />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button onClick={() => remove(field.name)} aria-label={`Remove time ${index + 1}`}>
                      Remove
                    </Button>
                  ) : null}
                </Flex>
              ))}
              <Button onClick={() => add({ start: null })} disabled={fields.length >= INTERVIEW_LIMITS.slots}>
                Add a time
              </Button>
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="durationMinutes" label="Duration">
          <Select options={DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))} />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea rows={3} showCount maxLength={INTERVIEW_LIMITS.note} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
