import { Tag } from 'antd';
import type { TCandidateProfileRow } from '@gtm/contracts/talent';

const COLORS: Record<TCandidateProfileRow['status'], string> = {
  active: 'green',
  pending: 'blue',
  inactive: 'default',
};

const LABELS: Record<TCandidateProfileRow['status'], string> = {
  active: 'Active',
  pending: 'Pending',
  inactive: 'Inactive',
};

/** A profile's status as a badge. */
export function CandidateStatusTag({ status }: { status: TCandidateProfileRow['status'] }) {
  return <Tag color={COLORS[status]}>{LABELS[status]}</Tag>;
}

export const STATUS_OPTIONS = (Object.keys(LABELS) as TCandidateProfileRow['status'][]).map((value) => ({
  value,
  label: LABELS[value],
}));
