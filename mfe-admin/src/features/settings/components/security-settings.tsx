import { Button, Form, Input, Typography } from 'antd';
import { AUTH_ANSWERS, SESSION_TIMEOUT_BOUNDS, zSessionTimeout } from '@gtm/contracts/auth';
import type { TAccountSettings } from '@gtm/contracts/auth';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';
import { saveSecurity } from '../api/update-security.ts';
import { useSave } from '../hooks/use-save.ts';
import { TwoFactorSettings } from './two-factor-settings.tsx';

type TSecurity = TAccountSettings['security'];

/**
 * Security Settings: two-factor (an authenticator app, set up and turned off with its own dialogs), the session
 * timeout that the gateway enforces on the admin's sessions, and the Change Password block, which has nothing
 * to do: sign-in is by e-mailed code, so the reset button stays disabled next to the spec's note. The save
 * button sends two-factor's switch as svc-auth has it.
 */
export function SecuritySettings({ security, email }: { security: TSecurity; email: string }) {
  const { saving, submit } = useSave(saveSecurity, {
    title: 'Security Settings Updated',
    description: AUTH_ANSWERS.securityUpdated,
    failure: 'Failed to update security settings.',
  });
  return (
    <section aria-labelledby="settings-security-title">
      <Typography.Title level={2} id="settings-security-title" className="settings-section__title">
        Security Settings
      </Typography.Title>
      <Form<TSecurity>
        layout="vertical"
        name="security"
        initialValues={security}
        onFinish={(values) =>
          void submit({
            twoFactorEnabled: security.twoFactorEnabled,
            sessionTimeout: String(values.sessionTimeout).trim(),
          })
        }
        className="settings-form"
      >
        <TwoFactorSettings account={email} />
        <Form.Item
          name="sessionTimeout"
          label="Session Timeout (minutes)"
          extra="Automatically log out after this period of inactivity"
          required
          rules={[zodRule(zSessionTimeout)]}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={SESSION_TIMEOUT_BOUNDS.min}
            max={SESSION_TIMEOUT_BOUNDS.max}
            step={1}
            className="settings-timeout"
          />
        </Form.Item>
        <div className="settings-password" role="group" aria-labelledby="settings-password-title">
          <Typography.Title level={3} id="settings-password-title" className="settings-password__title">
            Change Password
          </Typography.Title>
          <Form.Item
            label="Current Password"
            htmlFor="settings-current-password"
            extra={
              <span id="settings-password-note">
                Password changes are managed via the verification service
              </span>
            }
          >
            <Input.Password
              id="settings-current-password"
              disabled
              placeholder="••••••••"
              autoComplete="off"
            />
          </Form.Item>
          <Button disabled aria-describedby="settings-password-note">
            Request Password Reset
          </Button>
        </div>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          Save Security Settings
        </Button>
      </Form>
    </section>
  );
}
