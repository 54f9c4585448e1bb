import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import { printable } from '../one-pagers/one-pager-pdf.ts';
import { dayText } from './placement-texts.ts';

/** What an invoice prints: its number and dates, who is billed, the hire and the fee. */
export type TInvoicePrint = {
  number: string;
  issuedAt: Date;
  companyName: string;
  /** The hire as the company knows it (its name, or the alias an anonymized company sees). */
  candidateLabel: string;
  startDate: string;
  annualSalary: number;
  feePercent: number;
  fee: number;
};

/** Net 30: when an invoice is due, counted from its issue. */
export const INVOICE_TERMS_DAYS = 30;

export const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * Renders a success-fee invoice as a one-page US Letter PDF: the issuer, the invoice number and dates, the
 * company billed, one line (the placement: who, when they start, the salary and the fee's percent) and the total.
 */
export const renderInvoicePdf = (invoice: TInvoicePrint): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      info: {
        Title: `Invoice ${invoice.number}`,
        Author: PRODUCT_NAME,
        Subject: `Success fee: ${printable(invoice.companyName)}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const issued = invoice.issuedAt.toISOString().slice(0, 10);
    const due = new Date(invoice.issuedAt.getTime() + INVOICE_TERMS_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    doc.font('Helvetica-Bold').fontSize(22).fillColor('#111827').text(PRODUCT_NAME, 56, 56);
    doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text('Recruiting for go-to-market teams', 56, 84);
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#111827').text('INVOICE', 56, 56, { align: 'right' });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#111827')
      .text(`Number: ${invoice.number}`, 56, 82, { align: 'right' })
      .text(`Issued: ${dayText(issued)}`, { align: 'right' })
      .text(`Due: ${dayText(due)} (net ${INVOICE_TERMS_DAYS})`, { align: 'right' });

    doc.font('Helvetica-Bold').fontSize(11).text('Bill to', 56, 150);
    doc.font('Helvetica').fontSize(11).text(printable(invoice.companyName), 56, 166);

    const top = 220;
    doc.rect(56, top, 500, 22).fill('#f3f4f6');
    doc.fillColor('#111827').font('Helvetica-Bold').fontSize(10);
    doc.text('Description', 64, top + 7).text('Amount', 56, top + 7, { width: 492, align: 'right' });
    doc.font('Helvetica').fontSize(10);
    const line = [
      `Success fee: placement of ${printable(invoice.candidateLabel)}, starting ${dayText(invoice.startDate)}`,
      `${invoice.feePercent}% of an annual salary of ${money(invoice.annualSalary)}`,
    ].join('\n');
    doc.text(line, 64, top + 32, { width: 380 });
    doc.text(money(invoice.fee), 56, top + 32, { width: 492, align: 'right' });
    doc
      .moveTo(56, top + 80)
      .lineTo(556, top + 80)
      .strokeColor('#d1d5db')
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text('Total due', 64, top + 92);
    doc.text(money(invoice.fee), 56, top + 92, { width: 492, align: 'right' });

    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#4b5563')
      .text(
        `You pay only on success: this fee is for a hire the candidate confirmed. It is covered by our 90-day replacement guarantee. Questions: your ${PRODUCT_NAME} representative.`,
        56,
        top + 140,
        { width: 500 },
      );
    doc.end();
  });
