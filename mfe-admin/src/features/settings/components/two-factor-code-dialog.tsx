import { Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { TSecondFactor } from '@gtm/contracts/auth';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import { SecondFactorField } from './second-factor-field.tsx';

type TCodeForm = { code?: string; recoveryCode?: string };

/**
 * A two-factor change that asks for a current code first (turning it off, new recovery codes): the
 * authenticator app's code, or a recovery code. A refused code is shown under the field; `onConfirm` closes
 * or moves on when it succeeds.
 */
export function TwoFactorCodeDialog({
  title,
  intro,
  confirmText,
  danger,
  onConfirm,
  onClose,
}: {
  title: string;
  intro: string;
  confirmText: string;
  danger?: boolean;
  onConfirm: (entry: TSecondFactor) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TCodeForm>();
  const [recovery, setRecovery] = useState(false);
  const field = recovery ? 'recoveryCode' : 'code';
  // The dialog's write is its caller's (turn off, new recovery codes): a refused code shows under the field.
  const send = useMutation('two-factor-code', onConfirm, {
    onError: (error) =>
      form.setFields([
        { name: field, errors: [serverMessage(error) ?? 'The code could not be checked. Please try again.'] },
      ]),
  });
  const sending = send.isMutating;
  const submit = (values: TCodeForm) =>
    void send.trigger(recovery ? { recoveryCode: values.recoveryCode ?? '' } : { code: values.code ?? '' });

  return (
    <Modal
      open
      title={title}
      rootClassName="two-factor-dialog"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={sending}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" danger={danger} loading={sending} onClick={() => form.submit()}>
          {confirmText}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <Form<TCodeForm>
        form={form}
        name="two-factor-code"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
      >
        <SecondFactorField
          recovery={recovery}
          autoFocus
          onSwitch={() => {
            form.resetFields();
            setRecovery((current) => !current);
          }}
        />
      </Form>
    </Modal>
  );
}
