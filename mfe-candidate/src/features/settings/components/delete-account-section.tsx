import { Button, ConfigProvider, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@gtm/web-kit/router.ts';
import { mutate } from 'swr';
import { ACCOUNT_DATA_ANSWERS } from '@gtm/contracts/account-data';
import { zCode } from '@gtm/contracts/auth';
import { PATHS } from '@gtm/contracts/paths';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { DialogButtons } from '@gtm/web-kit/dialog-buttons.tsx';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useConfirmDeletion, useRequestDeletionCode } from '../api/account-deletion.ts';

type TCodeForm = { code: string };

/** antd's error red (#ff4d4f) is below WCAG AA contrast on white, for the danger buttons and the dialog's errors. */
const DANGER_THEME = { token: { colorError: '#b91c1c' } } as const;

/** The danger zone: 'Delete my account', confirmed in a dialog with a code e-mailed by svc-auth. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);
  // The router moves to the home page in a transition, while clearing the session store renders at once: cleared
  // first, the candidate guard would send the browser to the sign-in screen instead. So the deleted account's
  // session and cached answers leave this tab when the candidate area unmounts, on arrival at the home page.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      void mutate(() => true, undefined, { revalidate: false });
      useSessionStore.getState().setUser(null);
    },
    [],
  );
  return (
    <ConfigProvider theme={DANGER_THEME}>
      <section className="cand-danger-zone" aria-labelledby="danger-zone-title">
        <Typography.Title level={2} id="danger-zone-title" className="cand-data-section__title">
          Danger zone
        </Typography.Title>
        <Typography.Paragraph id="danger-zone-help">
          Deleting your account removes your account, your profile, your files and every session, for good.
        </Typography.Paragraph>
        <Button danger onClick={() => setOpen(true)} aria-describedby="danger-zone-help">
          Delete my account
        </Button>
        {open ? (
          <DeleteAccountDialog
            onClose={() => setOpen(false)}
            onDeleted={() => {
              deleted.current = true;
            }}
          />
        ) : null}
      </section>
    </ConfigProvider>
  );
}

function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<TCodeForm>();
  const [codeSent, setCodeSent] = useState(false);
  const request = useRequestDeletionCode({
    onSuccess: ({ message }) => {
      toast({ title: 'Verification code sent', description: message });
      setCodeSent(true);
    },
    onError: (error) => toastFailure('Error', error, 'Failed to send the code. Please try again.'),
  });
  const sending = request.isMutating;
  const sendCode = () => request.trigger();

  const deletion = useConfirmDeletion({
    onSuccess: ({ message }) => {
      toast({ title: 'Account deleted', description: message || ACCOUNT_DATA_ANSWERS.accountDeleted });
      onDeleted();
      navigate(PATHS.home, { replace: true });
    },
    onError: (error) => toastFailure('Error', error, 'Failed to delete your account. Please try again.'),
  });
  const deleting = deletion.isMutating;
  const confirm = ({ code }: TCodeForm) => deletion.trigger(code.trim());

  return (
    <Modal
      open
      title="Delete your account"
      onCancel={deleting ? undefined : onClose}
      closable={!deleting}
      mask={{ closable: !deleting }}
      footer={
        <DialogButtons
          submitText="Delete my account"
          onSubmit={() => form.submit()}
          onCancel={onClose}
          busy={deleting}
          submitDisabled={!codeSent}
          danger
        />
      }
    >
      <Typography.Paragraph>
        This deletes your account, your profile, your resume and headshot, and signs you out everywhere. It
        cannot be undone; download your data first if you want to keep a copy.
      </Typography.Paragraph>
      <Typography.Paragraph>
        To confirm, we e-mail a 6-digit code to the address you sign in with.
      </Typography.Paragraph>
      <Button onClick={() => void sendCode()} loading={sending} disabled={deleting}>
        {codeSent ? 'Send a new code' : 'Send code'}
      </Button>
      {codeSent ? (
        <Form<TCodeForm>
          form={form}
          layout="vertical"
          onFinish={(values) => void confirm(values)}
          className="cand-danger-zone__form"
        >
          <Form.Item label="6-Digit Code" name="code" required rules={[zodRule(zCode)]}>
            <Input inputMode="numeric" autoComplete="one-time-code" autoFocus />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
