import { Alert, Button, Form, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { AUTH_ANSWERS, RECOVERY_CODE_COUNT } from '@gtm/contracts/auth';
import type { TTwoFactorStatus } from '@gtm/contracts/auth';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { turnOffTwoFactor } from '../api/disable-two-factor.ts';
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { makeNewRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorCodeDialog } from './two-factor-code-dialog.tsx';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog.tsx';

type TDialog = null | 'setup' | 'disable' | 'regenerate' | { codes: string[] };

/** What the Security settings say under the switch: since when it is on and the recovery codes left. */
export function twoFactorSummary(status: TTwoFactorStatus): string {
  if (!status.enabled) return 'Off. When on, every sign-in also asks for a code from your authenticator app.';
  const since = status.enabledAt ? ` since ${formatDate(status.enabledAt)}` : '';
  const left =
    status.recoveryCodesLeft === 0
      ? 'No recovery codes left: make new ones.'
      : `${status.recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left.`;
  return `On${since}. ${left}`;
}

/**
 * The Two-Factor Authentication switch of the Security settings and what hangs off it: turning it on sets up an
 * authenticator app (QR code, then a code from the app), turning it off and making new recovery codes ask for a
 * current code. The switch shows what svc-auth has; it never changes by the form's save button.
 */
export function TwoFactorSettings({ account }: { account: string }) {
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<TDialog>(null);
  const current = status.error ? undefined : status.data;
  const close = () => setDialog(null);

  const turnOff = async (entry: Parameters<typeof turnOffTwoFactor>[0]) => {
    const answer = await turnOffTwoFactor(entry);
    close();
    toast({ title: 'Two-Factor Authentication Off', description: answer.message });
  };
  const regenerate = async (entry: Parameters<typeof makeNewRecoveryCodes>[0]) => {
    const answer = await makeNewRecoveryCodes(entry);
    setDialog({ codes: answer.recoveryCodes });
    toast({ title: 'New Recovery Codes', description: AUTH_ANSWERS.recoveryCodesRegenerated });
  };

  return (
    <div className="two-factor">
      <Form.Item
        label="Two-Factor Authentication"
        htmlFor="settings-two-factor"
        extra="Add an extra layer of security to your account"
        className="settings-switch"
      >
        <Switch
          id="settings-two-factor"
          checked={current?.enabled ?? false}
          loading={status.isLoading}
          disabled={current === undefined}
          onChange={() => setDialog(current?.enabled ? 'disable' : 'setup')}
        />
      </Form.Item>
      {status.error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load your two-factor settings."
          action={
            <Button size="small" onClick={() => void status.mutate()}>
              Retry
            </Button>
          }
        />
      ) : (
        current && (
          <div className="two-factor__status">
            <Typography.Text
              data-testid="two-factor-status"
              type={current.enabled && current.recoveryCodesLeft === 0 ? 'danger' : undefined}
            >
              {twoFactorSummary(current)}
            </Typography.Text>
            {current.enabled && (
              <Button onClick={() => setDialog('regenerate')}>Generate New Recovery Codes</Button>
            )}
          </div>
        )
      )}
      {dialog === 'setup' && <TwoFactorSetupDialog account={account} onClose={close} />}
      {dialog === 'disable' && (
        <TwoFactorCodeDialog
          title="Turn off two-factor authentication"
          intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes. Your sign-ins will then ask only for the e-mailed code."
          confirmText="Turn Off"
          danger
          onConfirm={turnOff}
          onClose={close}
        />
      )}
      {dialog === 'regenerate' && (
        <TwoFactorCodeDialog
          title="Generate new recovery codes"
          intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes. Your current recovery codes stop working."
          confirmText="Generate Codes"
          onConfirm={regenerate}
          onClose={close}
        />
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <Modal
          open
          title="Your new recovery codes"
          rootClassName="two-factor-dialog"
          closable={false}
          mask={{ closable: false }}
          keyboard={false}
          destroyOnHidden
          footer={[
            <Button key="done" type="primary" onClick={close}>
              Done
            </Button>,
          ]}
        >
          <RecoveryCodes codes={dialog.codes} account={account} />
        </Modal>
      )}
    </div>
  );
}
