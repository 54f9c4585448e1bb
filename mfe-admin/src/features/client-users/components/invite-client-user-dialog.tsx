import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { CLIENT_ANSWERS, ZClientUserInvite } from '@gtm/contracts/clients';
import { toast } from '@gtm/web-kit/toast.ts';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { ClientCompanySelect } from '../../../components/client-company-select.tsx';
import type { TCompanyChoice } from '../../../components/client-company-select.tsx';
import { inviteClientUser } from '../api/invite-client-user.ts';
import { inviteFieldErrors } from '../lib/invite-errors.ts';

type TInviteForm = { name: string; email: string; clientCompanyId?: TCompanyChoice };

/** A form rule from the contract's field schema (an empty field is checked as ''): its first message. */
const ruleOf = (field: 'name' | 'email') => ({
  validator: async (_rule: unknown, value: unknown) => {
    const parsed = ZClientUserInvite.shape[field].safeParse(value ?? '');
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid value');
  },
});

const companyRule = {
  validator: async (_rule: unknown, value: TCompanyChoice | undefined) => {
    if (!value?.value) throw new Error(CLIENT_ANSWERS.companyRequired);
  },
};

/** Invites a client user of a company by e-mail: the employer account is created and a sign-in link e-mailed. */
export function InviteClientUserDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: () => void;
}) {
  const [form] = Form.useForm<TInviteForm>();
  const [sending, setSending] = useState(false);

  const send = async ({ name, email, clientCompanyId }: TInviteForm) => {
    setSending(true);
    try {
      const answer = await inviteClientUser({ name, email, clientCompanyId: clientCompanyId?.value ?? '' });
      toast({
        title: 'Invitation sent',
        description: `${answer.user.name} (${answer.user.email}): ${answer.message}`,
      });
      onInvited();
    } catch (error) {
      const fieldErrors = inviteFieldErrors(error);
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
      } else {
        toast({
          title: 'Invitation failed',
          description: serverMessage(error) ?? CLIENT_ANSWERS.invitationUnavailable,
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
      rootClassName="clients-dialog"
      title="Invite Client User"
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
        An employer account is created for this e-mail address in the company, and the user receives an e-mail
        with a link to sign in.
      </Typography.Paragraph>
      <Form<TInviteForm>
        form={form}
        name="invite-client-user"
        layout="vertical"
        onFinish={send}
        requiredMark={false}
      >
        <Form.Item name="name" label="Full Name" rules={[ruleOf('name')]} validateTrigger="onBlur">
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[ruleOf('email')]} validateTrigger="onBlur">
          <Input type="email" autoComplete="off" maxLength={320} />
        </Form.Item>
        <Form.Item name="clientCompanyId" label="Company" rules={[companyRule]}>
          <ClientCompanySelect placeholder="Search client companies..." />
        </Form.Item>
      </Form>
    </Modal>
  );
}
