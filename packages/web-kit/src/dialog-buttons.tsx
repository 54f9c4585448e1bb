import { Button } from 'antd';

/**
 * A dialog's footer buttons: Cancel, then the primary button (in the dialog's own words) that sends its form.
 * While `busy` Cancel waits and the primary button spins; `danger` marks a destructive action.
 */
export function DialogButtons({
  submitText,
  onSubmit,
  onCancel,
  busy,
  submitDisabled = false,
  danger = false,
}: {
  submitText: string;
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  /** Keeps the primary button disabled (nothing to send yet). */
  submitDisabled?: boolean;
  danger?: boolean;
}) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="primary" danger={danger} loading={busy} disabled={submitDisabled} onClick={onSubmit}>
        {submitText}
      </Button>
    </>
  );
}
