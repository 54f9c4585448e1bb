import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { feeLine, renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import type { TInvoicePrint } from './invoice-pdf.ts';

/** US Letter, in points, and the margin the invoice keeps on every side. */
const PAGE_WIDTH = 612;
const MARGIN = 56;

const print: TInvoicePrint = {
  number: 'GTM-2026-00042',
  issuedAt: new Date('2026-12-07T10:00:00Z'),
  parties: {
    seller: {
      legalName: 'GTM Combine Europe GmbH',
      address: 'Friedrichstrasse 68\n10117 Berlin\nGermany',
      taxId: 'DE811907980',
      email: 'billing@gtmcombine.test',
      paymentInstructions: `IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX. ${'Long instructions. '.repeat(12)}`,
    },
    buyer: {
      name: 'Northwind Robotics',
      legalName: 'Northwind Robotics SE',
      address: 'Hafenstrasse 12\n20457 Hamburg',
      taxId: 'DE123456789',
    },
  },
  description: feeLine({
    candidateName: 'Erin Invoiced',
    role: 'Senior Account Executive',
    startDate: '2027-01-06',
    feePercent: 20,
    annualSalary: 80_000,
    currency: 'EUR',
  }),
  currency: 'EUR',
  fee: 16_000,
  taxPercent: 19,
  tax: 3_040,
  total: 19_040,
  voidedBy: null,
};

/** Each text item pdf.js reads on the first page, with where it ends on the line. */
const itemsOf = async (bytes: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const content = await (await document.getPage(1)).getTextContent();
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ text: item.str, x: item.transform[4] as number, width: item.width }]
      : [],
  );
  await document.destroy();
  return items;
};
const textOf = (items: { text: string }[]) => items.map((item) => item.text).join(' ');

describe('the invoice PDF', () => {
  it('says what the fee is for in one line', () => {
    expect(print.description).toBe(
      'Success fee: placement of Erin Invoiced as Senior Account Executive, starting Wed, Jan 6, 2027, 20% of an annual salary of EUR 80,000.00',
    );
  });

  it('prints both parties, the amounts with the code and how to pay, every line inside the margins', async () => {
    const items = await itemsOf(await renderInvoicePdf(print));
    const text = textOf(items);
    for (const expected of [
      'INVOICE',
      'GTM-2026-00042',
      'DE811907980',
      'Northwind Robotics SE',
      'DE123456789',
      'EUR 16,000.00',
      'Tax (19%)',
      'EUR 3,040.00',
      'EUR 19,040.00',
      'IBAN DE89',
      '90-day guarantee',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('VOID');
    for (const item of items) {
      expect(item.x).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(item.x + item.width).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
    }
  });

  it('stamps a void invoice with its credit note, which negates the amounts and names the invoice', async () => {
    expect(textOf(await itemsOf(await renderInvoicePdf({ ...print, voidedBy: 'CN-2026-00007' })))).toContain(
      'VOID: cancelled by credit note CN-2026-00007',
    );
    const note = textOf(
      await itemsOf(
        await renderCreditNotePdf({
          ...print,
          creditNote: {
            number: 'CN-2026-00007',
            issuedAt: new Date('2026-12-08T10:00:00Z'),
            reason: 'Start moved',
          },
        }),
      ),
    );
    for (const expected of [
      'CREDIT NOTE',
      'Credit note: CN-2026-00007',
      'Cancels invoice: GTM-2026-00042',
      'EUR -16,000.00',
      'EUR -3,040.00',
      'EUR -19,040.00',
      'Reason: Start moved',
    ])
      expect(note).toContain(expected);
  });
});
