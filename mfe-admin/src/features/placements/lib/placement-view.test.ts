import { describe, expect, it } from '@jest/globals';
import { PLACEMENT_STATUSES } from '@gtm/contracts/placements';
import type { TAdminPlacement } from '@gtm/contracts/placements';
import {
  formatFee,
  formatFeePercent,
  formatMoney,
  rowActions,
  STATUS_FILTER_OPTIONS,
} from './placement-view.ts';

const row = (
  status: TAdminPlacement['status'],
  invoice: TAdminPlacement['invoice'] = null,
): Pick<TAdminPlacement, 'status' | 'invoice'> => ({ status, invoice });

describe('the placements screen', () => {
  it('writes money in US dollars, cents only when there are some', () => {
    expect(formatMoney(120_000)).toBe('$120,000');
    expect(formatMoney(24_000.5)).toBe('$24,000.50');
    expect(formatMoney(0)).toBe('$0');
    expect(formatFee(null)).toBe('—');
    expect(formatFee(18_750.25)).toBe('$18,750.25');
  });

  it('writes the fee percentage as the company has it, or a dash before confirmation', () => {
    expect(formatFeePercent(20)).toBe('20%');
    expect(formatFeePercent(17.5)).toBe('17.5%');
    expect(formatFeePercent(null)).toBe('—');
  });

  it('filters by every status, named by the contract', () => {
    expect(STATUS_FILTER_OPTIONS.map(({ value }) => value)).toEqual(['all', ...PLACEMENT_STATUSES]);
    expect(STATUS_FILTER_OPTIONS.find(({ value }) => value === 'pending')?.label).toBe(
      'Waiting for the candidate',
    );
  });

  it('answers only a pending claim, and offers the invoice only of a confirmed placement', () => {
    expect(rowActions(row('pending'))).toEqual({ answer: true, invoice: null });
    for (const status of ['rejected', 'withdrawn'] as const)
      expect(rowActions(row(status))).toEqual({ answer: false, invoice: null });
    const draft = { number: 'GTM-2026-0001', status: 'draft' } as const;
    expect(rowActions(row('confirmed', draft))).toEqual({
      answer: false,
      invoice: { canSend: true, canMarkPaid: true },
    });
    expect(rowActions(row('replacement-due', { ...draft, status: 'sent' })).invoice).toEqual({
      canSend: true,
      canMarkPaid: true,
    });
  });

  it('neither sends nor marks paid a paid invoice', () => {
    const paid = { number: 'GTM-2026-0002', status: 'paid' } as const;
    expect(rowActions(row('confirmed', paid)).invoice).toEqual({ canSend: false, canMarkPaid: false });
  });
});
