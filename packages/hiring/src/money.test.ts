import { currencyDecimals, feeAmounts, formatMoney, isCurrencyCode, negated, sumAmounts } from './money.ts';

describe('money', () => {
  it('computes the fee, its tax and the total in minor units', () => {
    expect(feeAmounts({ annualSalary: 80_000, feePercent: 20, taxPercent: 19, currency: 'EUR' })).toEqual({
      currency: 'EUR',
      fee: 16_000,
      tax: 3_040,
      total: 19_040,
    });
    // Rounded once per line, so net + tax is the total to the cent.
    const odd = feeAmounts({ annualSalary: 33_333, feePercent: 17.5, taxPercent: 7.25, currency: 'USD' });
    expect(odd).toEqual({ currency: 'USD', fee: 5833.28, tax: 422.91, total: 6256.19 });
    // No minor unit: whole yen.
    expect(feeAmounts({ annualSalary: 5_000_001, feePercent: 20, taxPercent: 10, currency: 'JPY' })).toEqual({
      currency: 'JPY',
      fee: 1_000_000,
      tax: 100_000,
      total: 1_100_000,
    });
  });

  it('negates and sums without drift', () => {
    const amounts = feeAmounts({ annualSalary: 80_000, feePercent: 20, taxPercent: 19, currency: 'EUR' });
    expect(negated(amounts)).toEqual({ currency: 'EUR', fee: -16_000, tax: -3_040, total: -19_040 });
    expect(sumAmounts([0.1, 0.2, 0.3], 'USD')).toBe(0.6);
  });

  it('formats with the code visible, the minus before the digits', () => {
    expect(formatMoney(16_000, 'EUR')).toBe('EUR 16,000.00');
    expect(formatMoney(-19_040, 'EUR')).toBe('EUR -19,040.00');
    expect(formatMoney(1_200_000, 'JPY')).toBe('JPY 1,200,000');
    expect(formatMoney(-0, 'USD')).toBe('USD 0.00');
  });

  it('knows ISO 4217 codes', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XXY')).toBe(false);
    expect(currencyDecimals('JPY')).toBe(0);
  });
});
