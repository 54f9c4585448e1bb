import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ZCandidateInvite } from '@gtm/contracts/talent';
import { toast } from '@gtm/web-kit/toast.ts';
import { serverMessage, statusOf } from '@gtm/web-kit/api-error.ts';
import { inviteCandidate } from '../api/invite-candidate.ts';

type TInviteForm = { name: string; email: string };

/** A form rule from the contract's field schema: its first message when the value does not parse. */
const ruleOf = (field: keyof typeof ZCandidateInvite.shape) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const parsed = ZCandidateInvite.shape[field].safeParse(value ?? '');
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid value');
  },
});

/** `/admin/dashboard/candidates/new`: invites a candidate by e-mail (the account is created, a link e-mailed). */
export function InviteCandidateDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: () => void;
}) {
  const [form] = Form.useForm<TInviteForm>();
  const [sending, setSending] = useState(false);

  const send = async (values: TInviteForm) => {
    setSending(true);
    try {
      const answer = await inviteCandidate(values);
      toast({
        title: 'Invitation sent',
        description: `${answer.user.name} (${answer.user.email}): ${answer.message}`,
      });
      onInvited();
    } catch (error) {
      const message = serverMessage(error);
      if (statusOf(error) === 409 && message) {
        form.setFields([{ name: 'email', errors: [message] }]);
      } else {
        toast({
          title: 'Invitation failed',
          description: message ?? 'Failed to send the invitation. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      rootClassName="candidates-dialog"
      title="Invite Candidate"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={sending}>
          Cancel
        </Button>,
        <Button key="send" type="primary" loading={sending} onClick={() => form.submit()}>
          Send Invitation
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        An account is created for this e-mail address, and the candidate receives an e-mail with a link to
        sign in and complete the profile.
      </Typography.Paragraph>
      <Form<TInviteForm> form={form} layout="vertical" onFinish={send} requiredMark={false}>
        <Form.Item name="name" label="Full Name" rules={[ruleOf('name')]} validateTrigger="onBlur">
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[ruleOf('email')]} validateTrigger="onBlur">
          <Input type="email" autoComplete="off" maxLength={320} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
