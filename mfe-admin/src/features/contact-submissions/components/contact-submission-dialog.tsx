import { Button, Descriptions, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import type { TContactSubmission, TContactSubmissionStatus } from '@gtm/contracts/contact-submissions';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { useSetContactSubmissionStatus } from '../api/update-contact-submission.ts';
import { CONTACT_STATUS_LABELS, CONTACT_STATUS_OPTIONS, ContactStatusTag } from './contact-status.tsx';

/**
 * The detail dialog of a contact submission: who sent it, the message (as text: whatever it holds is shown,
 * never run) and the status, which an admin may set to any value at any time (spec section 4).
 */
export function ContactSubmissionDialog({
  submission,
  onClose,
}: {
  submission: TContactSubmission;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<TContactSubmissionStatus>(submission.status);
  const update = useSetContactSubmissionStatus({
    onSuccess: (saved) => {
      setStatus(saved.status);
      toast({
        title: 'Status updated',
        description: `The submission from ${saved.name} is now ${CONTACT_STATUS_LABELS[saved.status]}.`,
      });
    },
    // Spec section 8's words, whatever the cause (the status shown stays the saved one).
    onError: () =>
      toast({
        title: 'Failed to update',
        description: 'Failed to update contact submission status.',
        variant: 'destructive',
      }),
  });
  const saving = update.isMutating;
  const changeStatus = (next: TContactSubmissionStatus) => {
    if (next !== status) void update.trigger({ id: submission.id, status: next });
  };

  return (
    <Modal
      open
      title="Contact Submission"
      onCancel={onClose}
      footer={
        <Button onClick={onClose} disabled={saving}>
          Close
        </Button>
      }
      width={640}
      className="contact-dialog"
    >
      <Descriptions column={1} size="small" bordered className="contact-details">
        <Descriptions.Item label="Name">{submission.name}</Descriptions.Item>
        <Descriptions.Item label="Email">
          <Typography.Link href={`mailto:${submission.email}`}>{submission.email}</Typography.Link>
        </Descriptions.Item>
        <Descriptions.Item label="Company">{submission.company}</Descriptions.Item>
        <Descriptions.Item label="Submitted">{formatDate(submission.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <ContactStatusTag status={status} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={3} className="contact-message__title">
        Message
      </Typography.Title>
      <Typography.Paragraph className="contact-message" data-testid="contact-message">
        {submission.message}
      </Typography.Paragraph>
      <div className="contact-status-field">
        <Typography.Text id="contact-status-label">Change status</Typography.Text>
        <Select
          aria-labelledby="contact-status-label"
          value={status}
          options={CONTACT_STATUS_OPTIONS}
          onChange={(next: TContactSubmissionStatus) => changeStatus(next)}
          loading={saving}
          disabled={saving}
          className="contact-status-field__select"
        />
      </div>
    </Modal>
  );
}
