import { Form, Input, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { DEBRIEF_LIMITS, ZPassUndecided } from '@gtm/contracts/combine-days';
import { FormDialog } from '@gtm/web-kit/form-dialog.tsx';
import { zodTextRule } from '@gtm/web-kit/zod-rule.ts';
import type { TPassUndecided } from '../api/debrief.ts';

/**
 * 'Pass on the rest': one reason (required, as the service checks it) for a pass on every candidate of the day
 * still undecided. Nothing is sent until the reason is given.
 */
export function PassRestDialog({
  open,
  undecided,
  sending,
  form,
  onPass,
  onClose,
}: {
  open: boolean;
  /** How many are undecided now. */
  undecided: number;
  sending: boolean;
  /** The dialog's form, so a refusal can mark the reason. */
  form: FormInstance<TPassUndecided>;
  onPass: (body: TPassUndecided) => void;
  onClose: () => void;
}) {
  return (
    <FormDialog<TPassUndecided>
      open={open}
      title="Pass on the rest"
      submitText="Pass on the rest"
      danger
      form={form}
      name="pass-undecided"
      submitting={sending}
      disableWhileSubmitting
      onClose={onClose}
      onSubmit={onPass}
      intro={
        <Typography.Paragraph>
          Every candidate of this day you have not decided on ({undecided}) is marked Pass, with this reason.
        </Typography.Paragraph>
      }
    >
      <Form.Item name="reason" label="Reason" rules={[zodTextRule(ZPassUndecided.shape.reason)]}>
        <Input.TextArea rows={3} showCount maxLength={DEBRIEF_LIMITS.reason} />
      </Form.Item>
    </FormDialog>
  );
}
