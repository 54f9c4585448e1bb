import { Tag } from 'antd';

/** Spec section 9: the one-pagers' status filter values. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];

export const STATUS_OPTIONS = STATUS_FILTER_OPTIONS.slice(1);

/** Spec section 4: 'active' is a green badge, others outline; a missing status shows 'Pending'. */
export function OnePagerStatusTag({ status }: { status: string | null | undefined }) {
  // antd's green text falls short of WCAG AA contrast on its light green: the darker green keeps the hue.
  return status === 'active' ? (
    <Tag color="green" className="one-pagers-tag--active">
      active
    </Tag>
  ) : (
    <Tag bordered className="one-pagers-tag--outline">
      {status || 'Pending'}
    </Tag>
  );
}
