import { Card, Flex, Statistic } from 'antd';
import type { TAdminPlacements, TMoneyTotal } from '@gtm/contracts/placements';
import { formatMoney } from '../lib/placement-view.ts';

/** Amounts of several currencies, each with its code ("EUR 16,000.00 · USD 21,600.00"); none reads 0. */
const moneyTotals = (totals: TMoneyTotal[]) =>
  totals.length === 0 ? '0' : totals.map(({ amount, currency }) => formatMoney(amount, currency)).join(' · ');

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
    { key: 'fees', title: 'Fees this month', value: totals && moneyTotals(totals.feesThisMonth) },
    { key: 'unpaid', title: 'Unpaid', value: totals && moneyTotals(totals.unpaid) },
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
