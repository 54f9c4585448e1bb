/**
 * Money of the hiring loop (issue 46): a success fee, its tax and the total, computed in the currency's minor
 * units (cents; none for JPY) so that net + tax is the total to the unit, and answered in the main unit (16000,
 * 3040, 19040) as the services store and answer amounts. One formatter for every place an amount is read (the
 * invoice and credit note PDFs, the e-mails, the screens): the ISO 4217 code, a space, the amount with the
 * currency's decimals ("EUR 16,000.00", "EUR -19,040.00", "JPY 1,200,000"). Pure: no I/O.
 */

/** The currency a company is billed in until an admin sets its own. */
export const DEFAULT_CURRENCY = 'USD';

let currencies: ReadonlySet<string> | undefined;
/** The ISO 4217 codes the runtime knows (`Intl.supportedValuesOf('currency')`), read once. */
export const currencyCodes = (): readonly string[] => [
  ...(currencies ??= new Set(Intl.supportedValuesOf('currency'))),
];

/** Whether `code` is an ISO 4217 currency code the runtime formats (three capital letters, such as EUR). */
export const isCurrencyCode = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && (currencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** How many decimals the currency's amounts carry (2 for EUR and USD, 0 for JPY), by `Intl`. */
export const currencyDecimals = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

/** An amount in the main unit as whole minor units (16000.5 EUR: 1600050). */
export const toMinor = (amount: number, currency: string): number =>
  Math.round(amount * 10 ** currencyDecimals(currency));

/** Whole minor units as an amount in the main unit (1600050 EUR: 16000.5). */
export const fromMinor = (minor: number, currency: string): number => {
  const decimals = currencyDecimals(currency);
  return Number((minor / 10 ** decimals).toFixed(decimals));
};

/** `percent` of an amount of minor units, rounded half away from zero to a whole minor unit. */
const percentOfMinor = (minor: number, percent: number) => {
  // Percents carry at most 2 decimals: scaled to integers, the product is exact before the one rounding.
  const scaled = minor * Math.round(percent * 100);
  return Math.sign(scaled) * Math.round(Math.abs(scaled) / 10_000);
};

/** What a placement bills: the fee (net), its tax and the total, in the main unit of `currency`. */
export type TFeeAmounts = { currency: string; fee: number; tax: number; total: number };

/**
 * The success fee of a hire: `feePercent` of the annual salary (net), `taxPercent` of that net as its own line,
 * and their sum; each rounded once, in minor units (80,000 EUR at 20% and 19%: 16,000.00 + 3,040.00 =
 * 19,040.00).
 */
export const feeAmounts = (input: {
  annualSalary: number;
  feePercent: number;
  taxPercent: number;
  currency: string;
}): TFeeAmounts => {
  const feeMinor = percentOfMinor(toMinor(input.annualSalary, input.currency), input.feePercent);
  const taxMinor = percentOfMinor(feeMinor, input.taxPercent);
  return {
    currency: input.currency,
    fee: fromMinor(feeMinor, input.currency),
    tax: fromMinor(taxMinor, input.currency),
    total: fromMinor(feeMinor + taxMinor, input.currency),
  };
};

/** The same amounts negated, as a credit note cancelling them reads them. */
export const negated = (amounts: TFeeAmounts): TFeeAmounts => ({
  currency: amounts.currency,
  fee: fromMinor(-toMinor(amounts.fee, amounts.currency), amounts.currency),
  tax: fromMinor(-toMinor(amounts.tax, amounts.currency), amounts.currency),
  total: fromMinor(-toMinor(amounts.total, amounts.currency), amounts.currency),
});

/** Sums amounts of one currency in minor units (no drift of binary fractions): the main unit. */
export const sumAmounts = (amounts: readonly number[], currency: string): number =>
  fromMinor(
    amounts.reduce((sum, amount) => sum + toMinor(amount, currency), 0),
    currency,
  );

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount as every reader reads it: the ISO 4217 code, a space, the amount grouped with the currency's
 * decimals, a minus before the digits ("EUR 16,000.00", "EUR -19,040.00", "JPY 1,200,000"). The code stays
 * visible (a "$" is not enough on an invoice paid abroad).
 */
export const formatMoney = (amount: number, currency: string): string => {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const decimals = currencyDecimals(currency);
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(currency, formatter);
  }
  // -0 (a zero tax negated) reads as 0.
  return `${currency} ${formatter.format(amount === 0 ? 0 : amount)}`;
};
