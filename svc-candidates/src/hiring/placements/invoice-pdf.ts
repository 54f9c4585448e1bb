import PDFDocument from 'pdfkit';
import { GUARANTEE_DAYS } from '@gtm/contracts/placements';
import { formatMoney } from '@gtm/hiring/money';
import { addCalendarDays } from '@gtm/hiring/time-zones';
import { printable } from '../../routes/one-pagers/one-pager-pdf.ts';
import { dayText } from './placement-texts.ts';
import type { TInvoiceParties } from './placements.model.ts';

/** Net 30: when an invoice is due, counted from its issue. */
export const INVOICE_TERMS_DAYS = 30;

/** The day an invoice issued at `issuedAt` is due, 'YYYY-MM-DD'. */
export const invoiceDueOn = (issuedAt: Date) =>
  addCalendarDays(issuedAt.toISOString().slice(0, 10), INVOICE_TERMS_DAYS);

/** What an invoice (or the credit note cancelling it) prints. */
export type TInvoicePrint = {
  number: string;
  issuedAt: Date;
  parties: TInvoiceParties;
  /** The line of the placement ({@link feeLine}). */
  description: string;
  currency: string;
  fee: number;
  taxPercent: number;
  tax: number;
  total: number;
  /** The invoice is void: it is still readable, stamped, naming the credit note that cancelled it. */
  voidedBy: string | null;
};

/** What a credit note prints besides its invoice's: its own number and date, the invoice it cancels, why. */
export type TCreditNotePrint = TInvoicePrint & {
  creditNote: { number: string; issuedAt: Date; reason: string };
};

/**
 * The line of a success fee, as the invoice, its e-mail and the credit note read it: "Success fee: placement of
 * Kim Lee as Account Executive, starting Mon, Mar 2, 2026, 20% of an annual salary of EUR 80,000.00".
 */
export const feeLine = (placement: {
  candidateName: string;
  role: string;
  startDate: string;
  feePercent: number;
  annualSalary: number;
  currency: string;
}) =>
  [
    `Success fee: placement of ${placement.candidateName}`,
    placement.role ? ` as ${placement.role}` : '',
    `, starting ${dayText(placement.startDate)}, ${placement.feePercent}% of an annual salary of `,
    formatMoney(placement.annualSalary, placement.currency),
  ].join('');

const MARGIN = 56;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/** The guarantee as the invoice states it. */
const guaranteeTerms = `${GUARANTEE_DAYS}-day guarantee: if the person placed leaves the role within ${GUARANTEE_DAYS} days of the start date, we find a replacement at no further fee or, if you prefer, refund this fee by a credit note.`;

/** A document's pages laid out: the invoice, or the credit note with `creditNote`. */
const renderDocument = (print: TInvoicePrint, creditNote: TCreditNotePrint['creditNote'] | null) =>
  new Promise<Buffer>((resolve, reject) => {
    const { seller, buyer } = print.parties;
    const title = creditNote ? 'CREDIT NOTE' : 'INVOICE';
    const number = creditNote?.number ?? print.number;
    const sign = creditNote ? -1 : 1;
    const money = (amount: number) => formatMoney(sign * amount, print.currency);
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: {
        Title: `${creditNote ? 'Credit note' : 'Invoice'} ${number}`,
        Author: printable(seller.legalName),
        Subject: printable(print.description),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    // Every text stays inside the margins: widths are the page's less them.
    const left = MARGIN;
    const width = doc.page.width - 2 * MARGIN;
    const half = (width - 24) / 2;
    const right = left + half + 24;

    // The heading: the seller, the document's kind, its number and dates.
    doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(printable(seller.legalName), left, MARGIN, {
      width: half,
    });
    doc.font('Helvetica-Bold').fontSize(18).text(title, right, MARGIN, { width: half, align: 'right' });
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    const dates = creditNote
      ? [
          `Credit note: ${number}`,
          `Issued: ${dayText(creditNote.issuedAt.toISOString().slice(0, 10))}`,
          `Cancels invoice: ${print.number}`,
          `Invoice issued: ${dayText(print.issuedAt.toISOString().slice(0, 10))}`,
        ]
      : [
          `Invoice: ${number}`,
          `Issued: ${dayText(print.issuedAt.toISOString().slice(0, 10))}`,
          `Due: ${dayText(invoiceDueOn(print.issuedAt))} (net ${INVOICE_TERMS_DAYS})`,
        ];
    doc.text(dates.join('\n'), right, MARGIN + 26, { width: half, align: 'right' });

    // The parties: from (the seller) and to (the company billed), each with address and tax id.
    const partiesTop = 150;
    const block = (x: number, label: string, lines: string[]) => {
      doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, x, partiesTop, { width: half });
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(printable(lines.filter((line) => line.trim() !== '').join('\n')), x, partiesTop + 16, {
          width: half,
        });
      return doc.y;
    };
    const fromBottom = block(left, 'From', [
      seller.legalName,
      seller.address,
      seller.taxId ? `Tax id: ${seller.taxId}` : '',
      seller.email,
    ]);
    const toBottom = block(right, creditNote ? 'Credited to' : 'Bill to', [
      buyer.legalName || buyer.name,
      buyer.legalName && buyer.legalName !== buyer.name ? `(${buyer.name})` : '',
      buyer.address,
      buyer.taxId ? `Tax id: ${buyer.taxId}` : '',
    ]);

    // The line, then net, tax and total in the currency, its code on every amount.
    let y = Math.max(fromBottom, toBottom, partiesTop + 70) + 24;
    const amountWidth = 130;
    const descriptionWidth = width - amountWidth - 24;
    doc.rect(left, y, width, 22).fill('#f3f4f6');
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(10);
    doc.text('Description', left + 8, y + 7, { width: descriptionWidth });
    doc.text(`Amount (${print.currency})`, left, y + 7, { width: width - 8, align: 'right' });
    y += 32;
    doc.font('Helvetica').fontSize(10);
    const description = creditNote
      ? `Cancels invoice ${print.number}: ${print.description}`
      : print.description;
    doc.text(printable(description), left + 8, y, { width: descriptionWidth });
    const lineBottom = doc.y;
    doc.text(money(print.fee), left, y, { width: width - 8, align: 'right' });
    y = Math.max(lineBottom, doc.y) + 12;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(RULE)
      .stroke();
    y += 10;
    const sum = (label: string, amount: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
      doc.text(label, left + width / 2, y, { width: width / 2 - amountWidth - 8 });
      doc.text(amount, left, y, { width: width - 8, align: 'right' });
      y += bold ? 20 : 16;
    };
    sum('Net', money(print.fee));
    sum(`Tax (${print.taxPercent}%)`, money(print.tax));
    sum(creditNote ? 'Total credited' : 'Total due', money(print.total), true);
    if (creditNote) {
      y += 8;
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(`Reason: ${printable(creditNote.reason)}`, left, y, {
          width,
        });
      y = doc.y;
    }

    // Void: still readable, stamped and naming its credit note.
    if (!creditNote && print.voidedBy) {
      y += 12;
      doc
        .font('Helvetica-Bold')
        .fontSize(14)
        .fillColor('#b91c1c')
        .text(`VOID: cancelled by credit note ${print.voidedBy}`, left, y, { width });
      y = doc.y;
      doc.fillColor(INK);
    }

    // How to pay, and the guarantee's terms; every line inside the margins.
    y += 24;
    if (!creditNote && seller.paymentInstructions.trim() !== '') {
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Payment instructions', left, y, { width });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(printable(seller.paymentInstructions), left, doc.y + 4, { width });
      doc.text(`Please quote ${print.number} with your payment.`, left, doc.y + 4, { width });
      y = doc.y + 16;
    }
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(guaranteeTerms, left, y, { width });
    doc.end();
  });

/**
 * Renders a success-fee invoice as a US Letter PDF: the seller and the company billed (names, addresses, tax
 * ids), the number, issue and due dates, the placement's line, net, tax and total in the company's currency
 * (the hiring core's formatter), the payment instructions and the guarantee's terms; a void one is stamped.
 */
export const renderInvoicePdf = (invoice: TInvoicePrint): Promise<Buffer> => renderDocument(invoice, null);

/**
 * Renders the credit note that cancels an invoice: its own number (CN-), the invoice it cancels, the same line
 * and amounts negated, and the reason.
 */
export const renderCreditNotePdf = (note: TCreditNotePrint): Promise<Buffer> =>
  renderDocument(note, note.creditNote);
