import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import { DialogButtons } from '@gtm/web-kit/dialog-buttons.tsx';
import { toast } from '@gtm/web-kit/toast.ts';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { useConfirmTwoFactorSetup } from '../api/confirm-two-factor-setup.ts';
import { startTwoFactorSetup } from '../api/start-two-factor-setup.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SecondFactorField } from './second-factor-field.tsx';

type TSetup =
  | { step: 'starting' }
  | { step: 'failed'; message: string }
  | { step: 'scan'; key: string; uri: string }
  | { step: 'codes'; codes: string[] };

const START_FAILED = 'Two-factor setup could not start. Please try again.';

/** The key as the apps' manual entry shows it: groups of four. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/**
 * Turning two-factor on: a new key as a QR code (and as text for 'Can't scan it?'), a code from the app to
 * confirm it, then the recovery codes, shown this once. Two-factor is on only after the code is confirmed.
 */
export function TwoFactorSetupDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const [setup, setSetup] = useState<TSetup>({ step: 'starting' });
  const [form] = Form.useForm<{ code: string }>();
  const starts = useRef(0);

  const start = async () => {
    // Only the newest start's key is the stored one: an older answer arriving late is dropped.
    const attempt = ++starts.current;
    setSetup({ step: 'starting' });
    try {
      const answer = await startTwoFactorSetup();
      if (attempt === starts.current) setSetup({ step: 'scan', key: answer.secret, uri: answer.otpauthUri });
    } catch (error) {
      if (attempt === starts.current)
        setSetup({ step: 'failed', message: serverMessage(error) ?? START_FAILED });
    }
  };
  const startedOnce = useRef(false);
  useEffect(() => {
    if (startedOnce.current) return;
    startedOnce.current = true;
    void start();
  });

  const confirm = useConfirmTwoFactorSetup({
    onSuccess: (answer) => {
      setSetup({ step: 'codes', codes: answer.recoveryCodes });
      toast({ title: 'Two-Factor Authentication On', description: AUTH_ANSWERS.twoFactorEnabled });
    },
    onError: (error) => {
      const message = serverMessage(error) ?? 'The code could not be checked. Please try again.';
      if (message === AUTH_ANSWERS.twoFactorSetupExpired) {
        toast({ title: 'Setup expired', description: message, variant: 'destructive' });
        form.resetFields();
        void start();
      } else {
        form.setFields([{ name: 'code', errors: [message] }]);
      }
    },
  });
  const verifying = confirm.isMutating;

  const showingCodes = setup.step === 'codes';
  return (
    <Modal
      open
      title={showingCodes ? 'Two-factor authentication is on' : 'Set up two-factor authentication'}
      rootClassName="two-factor-dialog"
      onCancel={onClose}
      // The recovery codes are shown only once: the dialog closes by 'Done' alone.
      closable={!showingCodes}
      mask={{ closable: !showingCodes }}
      keyboard={!showingCodes}
      destroyOnHidden
      footer={
        showingCodes ? (
          [
            <Button key="done" type="primary" onClick={onClose}>
              Done
            </Button>,
          ]
        ) : (
          <DialogButtons
            submitText="Verify and Turn On"
            onSubmit={() => form.submit()}
            onCancel={onClose}
            busy={verifying}
            submitDisabled={setup.step !== 'scan'}
          />
        )
      }
    >
      {setup.step === 'starting' && <Typography.Paragraph>Preparing your QR code...</Typography.Paragraph>}
      {setup.step === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={setup.message}
          action={
            <Button size="small" onClick={() => void start()}>
              Retry
            </Button>
          }
        />
      )}
      {setup.step === 'scan' && (
        <div className="two-factor-setup">
          <Typography.Paragraph>
            1. Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft
            Authenticator or 1Password).
          </Typography.Paragraph>
          <QrCode value={setup.uri} label="QR code for your authenticator app" />
          <Typography.Paragraph className="two-factor-setup__key">
            Can&apos;t scan it? Enter this key in the app instead:{' '}
            <Typography.Text code copyable={{ text: setup.key }} data-testid="two-factor-key">
              {grouped(setup.key)}
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>2. Enter the 6-digit code the app shows.</Typography.Paragraph>
          <Form
            form={form}
            name="two-factor-setup"
            layout="vertical"
            onFinish={({ code }: { code: string }) => void confirm.trigger(code)}
            requiredMark={false}
          >
            <SecondFactorField recovery={false} autoFocus />
          </Form>
        </div>
      )}
      {setup.step === 'codes' && <RecoveryCodes codes={setup.codes} account={account} />}
    </Modal>
  );
}
