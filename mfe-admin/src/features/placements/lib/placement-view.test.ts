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
  it("writes money with the hiring core's formatter, the currency's code visible", () => {
    expect(formatMoney(120_000, 'USD')).toBe('USD 120,000.00');
    expect(formatMoney(16_000, 'EUR')).toBe('EUR 16,000.00');
    expect(formatFee(null, 'EUR')).toBe('—');
    expect(formatFee(18_750.25, 'USD')).toBe('USD 18,750.25');
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

  const invoice = (
    status: NonNullable<TAdminPlacement['invoice']>['status'],
    creditNote: boolean = false,
  ): TAdminPlacement['invoice'] => ({
    number: 'GTM-2026-00001',
    status,
    issuedAt: '2026-03-16T10:00:00.000Z',
    dueOn: '2026-04-15',
    paidAt: null,
    creditNote: creditNote
      ? { number: 'CN-2026-00001', issuedAt: '2026-03-20T10:00:00.000Z', reason: 'x' }
      : null,
  });

  it('answers only a pending claim, and offers the invoice only of a confirmed placement', () => {
    expect(rowActions(row('pending'))).toEqual({ answer: true, invoice: null });
    for (const status of ['rejected', 'withdrawn'] as const)
      expect(rowActions(row(status))).toEqual({ answer: false, invoice: null });
    expect(rowActions(row('confirmed', invoice('draft')))).toEqual({
      answer: false,
      invoice: { canSend: true, canMarkPaid: true, canVoid: true, canRefund: false, creditNote: false },
    });
    // A replacement due: refunded by a credit note rather than voided.
    expect(rowActions(row('replacement-due', invoice('sent'))).invoice).toEqual({
      canSend: true,
      canMarkPaid: true,
      canVoid: false,
      canRefund: true,
      creditNote: false,
    });
  });

  it('neither sends nor marks paid a paid invoice; a void one offers its credit note only', () => {
    expect(rowActions(row('confirmed', invoice('paid'))).invoice).toEqual({
      canSend: false,
      canMarkPaid: false,
      canVoid: true,
      canRefund: false,
      creditNote: false,
    });
    expect(rowActions(row('cancelled', invoice('void', true))).invoice).toEqual({
      canSend: false,
      canMarkPaid: false,
      canVoid: false,
      canRefund: false,
      creditNote: true,
    });
  });
});
