import { Card, Flex, Statistic } from 'antd';
import type { TAdminPlacements } from '@gtm/contracts/placements';
import { formatMoney } from '../lib/placement-view.ts';

const COUNT = new Intl.NumberFormat('en-US');

/** The totals above the list: this month's fees, what is unpaid, the claims waiting and the replacements due. */
export function PlacementTotals({
  totals,
  loading,
}: {
  totals?: TAdminPlacements['totals'];
  loading: boolean;
}) {
  const figures = [
    { key: 'fees', title: 'Fees this month', value: totals && formatMoney(totals.feesThisMonth) },
    { key: 'unpaid', title: 'Unpaid', value: totals && formatMoney(totals.unpaid) },
    { key: 'pending', title: 'Waiting for candidates', value: totals && COUNT.format(totals.pending) },
    { key: 'replacements', title: 'Replacements due', value: totals && COUNT.format(totals.replacementDue) },
  ];
  return (
    <Card
      className="placements-totals"
      role="region"
      aria-label="Placement totals"
      style={{ marginBottom: 16 }}
    >
      <Flex gap="large" wrap>
        {figures.map((figure) => (
          <Statistic
            key={figure.key}
            title={figure.title}
            value={figure.value ?? '–'}
            loading={loading && figure.value === undefined}
            data-testid={`placements-total-${figure.key}`}
          />
        ))}
      </Flex>
    </Card>
  );
}
