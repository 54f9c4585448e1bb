import { Tag } from 'antd';
import { COMBINE_SIZE_WORDS, isOutsideCombineSize } from '@gtm/contracts/talent';
import type { TTalentCombine } from '@gtm/contracts/talent';
import { formatDate } from '@gtm/web-kit/format-date.ts';

/** Spec section 9: the combines' status filter values. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
];
export const STATUS_OPTIONS = STATUS_FILTER_OPTIONS.slice(1);

const STATUS_COLORS: Record<TTalentCombine['status'], string> = {
  active: 'green',
  pending: 'gold',
  completed: 'blue',
};

export function CombineStatusTag({ status }: { status: TTalentCombine['status'] }) {
  return <Tag color={STATUS_COLORS[status]}>{status}</Tag>;
}

/** The package size: how many one-pagers, flagged outside the 5-12 a combine serves (allowed, but not sold). */
export function CombineSizeTag({ count }: { count: number }) {
  const outside = isOutsideCombineSize(count);
  const label = `${count} one-pager${count === 1 ? '' : 's'}`;
  return outside ? (
    <Tag color="orange" data-testid="combine-size" title={COMBINE_SIZE_WORDS.flag}>
      {label} · {COMBINE_SIZE_WORDS.tag}
    </Tag>
  ) : (
    <Tag color="green" data-testid="combine-size">
      {label}
    </Tag>
  );
}

/** A combine card's 3 tags: its status, its package size and its target date. */
export function CombineTags({
  combine,
}: {
  combine: Pick<TTalentCombine, 'status' | 'onePagerCount' | 'targetDate'>;
}) {
  return (
    <span className="combine-tags">
      <CombineStatusTag status={combine.status} />
      <CombineSizeTag count={combine.onePagerCount} />
      <Tag>{combine.targetDate ? `Target ${formatDate(combine.targetDate)}` : 'No target date'}</Tag>
    </span>
  );
}
