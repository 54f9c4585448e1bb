import { Tag } from 'antd';
import { CONTACT_SUBMISSION_STATUSES } from '@gtm/contracts/contact-submissions';
import type { TContactSubmissionStatus } from '@gtm/contracts/contact-submissions';

/** How each status reads on the screen. */
export const CONTACT_STATUS_LABELS: Record<TContactSubmissionStatus, string> = {
  new: 'New',
  inProgress: 'In Progress',
  completed: 'Completed',
};

const COLORS: Record<TContactSubmissionStatus, string> = {
  new: 'blue',
  inProgress: 'purple',
  completed: 'green',
};

/** The statuses as select options, in the spec's order. */
export const CONTACT_STATUS_OPTIONS = CONTACT_SUBMISSION_STATUSES.map((status) => ({
  value: status,
  label: CONTACT_STATUS_LABELS[status],
}));

/** A submission's status as a tag. */
export function ContactStatusTag({ status }: { status: TContactSubmissionStatus }) {
  return <Tag color={COLORS[status]}>{CONTACT_STATUS_LABELS[status]}</Tag>;
}
