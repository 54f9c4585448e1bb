import { Form, Input, Typography } from 'antd';
import { ZCandidateInvite } from '@gtm/contracts/talent';
import type { TCandidateInvite } from '@gtm/contracts/talent';
import { serverMessage, statusOf } from '@gtm/web-kit/api-error.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { zodTextRule } from '@gtm/web-kit/zod-rule.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useInviteCandidate } from '../api/invite-candidate.ts';

/** `/admin/dashboard/candidates/new`: invites a candidate by e-mail (the account is created, a link e-mailed). */
export function InviteCandidateDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: () => void;
}) {
  const [form] = Form.useForm<TCandidateInvite>();
  const invite = useInviteCandidate({
    onSuccess: (answer) => {
      toast({
        title: 'Invitation sent',
        // The answer's message starts with the toast's title: said once.
        description: `${answer.user.name} (${answer.user.email}): ${answer.message.replace(/^Invitation sent:\s*/, '')}`,
      });
      onInvited();
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (statusOf(error) === 409 && message) {
        form.setFields([{ name: 'email', errors: [message] }]);
        return;
      }
      toast({
        title: 'Invitation failed',
        description: message ?? 'Failed to send the invitation. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <FormDialog<TCandidateInvite>
      title="Invite Candidate"
      rootClassName="candidates-dialog"
      submitText="Send Invitation"
      form={form}
      submitting={invite.isMutating}
      onClose={onClose}
      onSubmit={(values) => void invite.trigger(values)}
      intro={
        <Typography.Paragraph type="secondary">
          An account is created for this e-mail address, and the candidate receives an e-mail with a link to
          sign in and complete the profile.
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="name"
        label="Full Name"
        rules={[zodTextRule(ZCandidateInvite.shape.name)]}
        validateTrigger="onBlur"
      >
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="email"
        label="Email"
        rules={[zodTextRule(ZCandidateInvite.shape.email)]}
        validateTrigger="onBlur"
      >
        <Input type="email" autoComplete="off" maxLength={320} />
      </Form.Item>
    </FormDialog>
  );
}
