import { Form, Input, Typography } from 'antd';
import { CLIENT_ANSWERS, ZClientUserInvite } from '@gtm/contracts/clients';
import { toast } from '@gtm/web-kit/toast.ts';
import { zodTextRule } from '@gtm/web-kit/zod-rule.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { ClientCompanySelect } from '../../../components/client-company-select.tsx';
import type { TCompanyChoice } from '../../../components/client-company-select.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useInviteClientUser } from '../api/invite-client-user.ts';
import { inviteFieldErrors } from '../lib/invite-errors.ts';

type TInviteForm = { name: string; email: string; clientCompanyId?: TCompanyChoice };

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
  const invite = useInviteClientUser({
    onSuccess: (answer) => {
      toast({
        title: 'Invitation sent',
        // The answer's message starts with the toast's title: said once.
        description: `${answer.user.name} (${answer.user.email}): ${answer.message.replace(/^Invitation sent:\s*/, '')}`,
      });
      onInvited();
    },
    onError: (error) => {
      const fieldErrors = inviteFieldErrors(error);
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
        return;
      }
      toastFailure('Invitation failed', error, CLIENT_ANSWERS.invitationUnavailable);
    },
  });

  return (
    <FormDialog<TInviteForm>
      title="Invite Client User"
      rootClassName="clients-dialog"
      submitText="Send Invitation"
      form={form}
      name="invite-client-user"
      submitting={invite.isMutating}
      onClose={onClose}
      onSubmit={({ name, email, clientCompanyId }) =>
        void invite.trigger({ name, email, clientCompanyId: clientCompanyId?.value ?? '' })
      }
      intro={
        <Typography.Paragraph type="secondary">
          An employer account is created for this e-mail address in the company, and the user receives an
          e-mail with a link to sign in.
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="name"
        label="Full Name"
        rules={[zodTextRule(ZClientUserInvite.shape.name)]}
        validateTrigger="onBlur"
      >
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="email"
        label="Email"
        rules={[zodTextRule(ZClientUserInvite.shape.email)]}
        validateTrigger="onBlur"
      >
        <Input type="email" autoComplete="off" maxLength={320} />
      </Form.Item>
      <Form.Item name="clientCompanyId" label="Company" rules={[companyRule]}>
        <ClientCompanySelect placeholder="Search client companies..." />
      </Form.Item>
    </FormDialog>
  );
}
