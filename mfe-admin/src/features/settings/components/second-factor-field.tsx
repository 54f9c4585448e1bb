import { Button, Form, Input } from 'antd';
import { zAuthenticatorCode, zRecoveryCode } from '@gtm/contracts/auth';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';

/**
 * A current second factor in a settings form: the authenticator app's code (`code`) or, after 'Use a recovery
 * code instead', one of the recovery codes (`recoveryCode`).
 */
export function SecondFactorField({
  recovery,
  onSwitch,
  autoFocus,
}: {
  recovery: boolean;
  /** Offers the other kind of code; without it, only the authenticator code is asked for. */
  onSwitch?: () => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      {recovery ? (
        <Form.Item
          key="recoveryCode"
          name="recoveryCode"
          label="Recovery Code"
          rules={[zodRule(zRecoveryCode)]}
          validateTrigger="onSubmit"
        >
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            autoFocus={autoFocus}
          />
        </Form.Item>
      ) : (
        <Form.Item
          key="code"
          name="code"
          label="Authenticator Code"
          rules={[zodRule(zAuthenticatorCode)]}
          validateTrigger="onSubmit"
          normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus={autoFocus} />
        </Form.Item>
      )}
      {onSwitch && (
        <Button type="link" className="two-factor-switch-mode" onClick={onSwitch}>
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
      )}
    </>
  );
}
