import { Alert, Button, Space } from 'antd';
import { saveBlob } from '@gtm/web-kit/save-file.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from '../lib/recovery-codes-file.ts';

/**
 * Recovery codes as they are shown, once: the list, and a copy and a download of them. The server keeps only
 * their hashes, so this is the admin's only chance to save them.
 */
export function RecoveryCodes({ codes, account }: { codes: readonly string[]; account: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({
        title: 'Recovery codes copied',
        description: 'Paste them somewhere safe, such as a password manager.',
      });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the codes and copy them yourself, or download them.',
        variant: 'destructive',
      });
    }
  };
  const download = () =>
    saveBlob(
      new Blob([recoveryCodesText(codes, account, new Date())], { type: 'text/plain' }),
      RECOVERY_CODES_FILE_NAME,
    );
  return (
    <div className="two-factor-codes">
      <Alert
        type="warning"
        showIcon
        title="Save your recovery codes now"
        description="Each code signs you in once when your authenticator app is not at hand. They are shown only this once."
      />
      <ol className="two-factor-codes__list" aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => void copy()}>Copy codes</Button>
        <Button onClick={download}>Download codes</Button>
      </Space>
    </div>
  );
}
