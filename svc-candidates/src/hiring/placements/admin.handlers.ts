import type { Context } from 'hono';
import { stringify } from 'csv-stringify/sync';
import type { TAuditAction } from '@gtm/contracts/audit';
import type * as operations from '@gtm/contracts/operations/placements';
import { INVOICE_EXPORT_COLUMNS, PLACEMENT_ANSWERS } from '@gtm/contracts/placements';
import type { TAdminPlacement } from '@gtm/contracts/placements';
import { formatMoney } from '@gtm/hiring/money';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { pdfResponse } from '@gtm/service-kit/file-response';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { invoiceDueOn, renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import { currencyOf, guaranteeOf, nameOf } from './placement-record.ts';
import type { TPlacementRecord } from './placements.model.ts';
import type { TPlacementsService } from './placements.service.ts';

/** A placement as the admins read it: every amount, the invoice and its credit note, who answered. */
export const toAdminPlacement = (record: TPlacementRecord): TAdminPlacement => ({
  id: record._id.toString(),
  candidateName: nameOf(record),
  companyId: record.companyId,
  companyName: record.companyName,
  combineId: record.combineId,
  onePagerId: record.onePagerId,
  startDate: record.startDate,
  annualSalary: record.annualSalary,
  currency: currencyOf(record),
  feePercent: record.feePercent,
  fee: record.fee,
  taxPercent: record.fee === null ? null : (record.taxPercent ?? 0),
  tax: record.fee === null ? null : (record.tax ?? 0),
  total: record.fee === null ? null : (record.total ?? record.fee),
  status: record.status,
  invoice: record.invoice
    ? {
        number: record.invoice.number,
        status: record.invoice.status,
        issuedAt: record.invoice.issuedAt.toISOString(),
        dueOn: invoiceDueOn(record.invoice.issuedAt),
        paidAt: record.invoice.paidAt?.toISOString() ?? null,
        creditNote: record.invoice.creditNote
          ? {
              number: record.invoice.creditNote.number,
              issuedAt: record.invoice.creditNote.issuedAt.toISOString(),
              reason: record.invoice.creditNote.reason,
            }
          : null,
      }
    : null,
  guarantee: guaranteeOf(record),
  createdAt: record.createdAt.toISOString(),
  confirmedAt: record.confirmedAt?.toISOString() ?? null,
  answeredBy: record.answeredBy === 'candidate' || record.answeredBy === 'admin' ? record.answeredBy : null,
});

/**
 * The admins' placements: the list and its totals, a claim confirmed or rejected for the candidate, invoices
 * (drawn, sent, paid, voided by a credit note, refunded under the guarantee), the accounting export and the
 * billing profile. Every write is audited here, in the admins' words.
 */
export const adminPlacementsHandlers = (deps: { audit: TAuditTrail }, service: TPlacementsService) => {
  const actorOf = (c: Context<TAppEnv>) => ({ id: c.get('identity').userId ?? '', name: null });

  const audited = (
    c: Context<TAppEnv>,
    action: Extract<TAuditAction, `placement.${string}`>,
    record: TPlacementRecord,
    changes: { field: string; before?: string | number | null; after?: string | number | null }[],
  ) =>
    deps.audit.record(c, {
      action,
      target: {
        type: 'placement',
        id: record._id.toString(),
        label: `${nameOf(record)} at ${record.companyName}`,
      },
      changes,
    });

  const listPlacements: TOperationHandler<typeof operations.listPlacements> = async (c, { query }) => {
    const page = await service.page(query);
    return c.json({ ...page, items: page.items.map(toAdminPlacement) }, 200);
  };

  const confirmPlacement: TOperationHandler<typeof operations.confirmPlacement> = async (c, { params }) => {
    const record = await service.find(params.id);
    const confirmed = await service.confirm(record, 'admin', c.get('requestId'), actorOf(c));
    await audited(c, 'placement.confirmed', confirmed, [
      { field: 'status', before: 'pending', after: 'confirmed' },
      { field: 'fee', after: confirmed.fee },
    ]);
    return c.json(toAdminPlacement(confirmed), 200);
  };

  const rejectPlacement: TOperationHandler<typeof operations.rejectPlacement> = async (c, { params }) => {
    const closed = await service.reject(await service.find(params.id), 'admin', actorOf(c));
    await audited(c, 'placement.rejected', closed, [
      { field: 'status', before: 'pending', after: 'rejected' },
    ]);
    return c.json(toAdminPlacement(closed), 200);
  };

  const getPlacementInvoice: TOperationHandler<typeof operations.getPlacementInvoice> = async (
    c,
    { params },
  ) => {
    // A confirmed placement whose invoice was not drawn (a crash between the two) gets it now.
    const drawn = await service.drawInvoice(await service.find(params.id), c.get('requestId'));
    const { print } = await service.printOf(drawn, c.get('requestId'));
    return pdfResponse(c, await renderInvoicePdf(print), `invoice-${print.number}.pdf`);
  };

  const sendPlacementInvoice: TOperationHandler<typeof operations.sendPlacementInvoice> = async (
    c,
    { params },
  ) => {
    const { before, sent, recipients } = await service.sendInvoice(params.id, c.get('requestId'));
    await audited(c, 'placement.invoice-sent', sent, [
      { field: 'invoice', after: sent.invoice!.number },
      { field: 'invoiceStatus', before, after: 'sent' },
    ]);
    return c.json({ placement: toAdminPlacement(sent), recipients }, 200);
  };

  /** Voids the invoice by a credit note (or, `refund`, refunds a hire who left within the guarantee). */
  const voided = async (c: Context<TAppEnv>, id: string, reason: string, refund: boolean) => {
    const { before, invoiceBefore, voided } = await service.voidInvoice(
      id,
      reason,
      refund,
      c.get('requestId'),
    );
    await audited(c, refund ? 'placement.refunded' : 'placement.invoice-voided', voided, [
      { field: 'invoiceStatus', before: invoiceBefore, after: 'void' },
      { field: 'creditNote', after: voided.invoice!.creditNote!.number },
      { field: 'reason', after: reason },
      ...(refund ? [{ field: 'status', before: before.status, after: voided.status }] : []),
    ]);
    return c.json(toAdminPlacement(voided), 200);
  };

  const voidPlacementInvoice: TOperationHandler<typeof operations.voidPlacementInvoice> = async (
    c,
    { params, body },
  ) => voided(c, params.id, body.reason, false);

  const refundPlacement: TOperationHandler<typeof operations.refundPlacement> = async (c, { params, body }) =>
    voided(c, params.id, body.reason, true);

  const getPlacementCreditNote: TOperationHandler<typeof operations.getPlacementCreditNote> = async (
    c,
    { params },
  ) => {
    const record = await service.find(params.id);
    const creditNote = record.invoice?.creditNote;
    if (!creditNote) throw new AppError('CONFLICT', { userMessage: PLACEMENT_ANSWERS.noCreditNote });
    const { print } = await service.printOf(record, c.get('requestId'));
    return pdfResponse(
      c,
      await renderCreditNotePdf({ ...print, creditNote }),
      `credit-note-${creditNote.number}.pdf`,
    );
  };

  const markPlacementInvoicePaid: TOperationHandler<typeof operations.markPlacementInvoicePaid> = async (
    c,
    { params },
  ) => {
    const { before, paid, current } = await service.markPaid(params.id);
    if (paid)
      await audited(c, 'placement.invoice-paid', paid, [{ field: 'invoiceStatus', before, after: 'paid' }]);
    return c.json(toAdminPlacement(current), 200);
  };

  /**
   * The accounting export: one row per invoice and per credit note (after its invoice), newest invoice first,
   * as RFC 4180 CSV (csv-stringify; CRLF, quoted where needed) in UTF-8 with a byte order mark for spreadsheets.
   * Amounts in the main unit with the currency's decimals, the currency in its own column.
   */
  const exportInvoices: TOperationHandler<typeof operations.exportInvoices> = async (c) => {
    const rows: string[][] = [];
    // The formatter's digits without the code and grouping: 16000.00, -19040.00.
    const amount = (value: number, currency: string) =>
      formatMoney(value, currency)
        .slice(currency.length + 1)
        .replace(/,/g, '');
    for (const record of await service.invoiced()) {
      const invoice = record.invoice!;
      const currency = currencyOf(record);
      const fee = record.fee ?? 0;
      const tax = record.tax ?? 0;
      const total = record.total ?? fee;
      const base = [record.companyName, nameOf(record), currency];
      rows.push([
        invoice.number,
        invoice.issuedAt.toISOString().slice(0, 10),
        invoiceDueOn(invoice.issuedAt),
        ...base,
        amount(fee, currency),
        amount(tax, currency),
        amount(total, currency),
        invoice.status,
        invoice.paidAt?.toISOString().slice(0, 10) ?? '',
      ]);
      if (invoice.creditNote)
        rows.push([
          invoice.creditNote.number,
          invoice.creditNote.issuedAt.toISOString().slice(0, 10),
          '',
          ...base,
          amount(-fee, currency),
          amount(-tax, currency),
          amount(-total, currency),
          'credit-note',
          '',
        ]);
    }
    const csv = stringify(rows, {
      header: true,
      columns: INVOICE_EXPORT_COLUMNS,
      record_delimiter: 'windows',
      bom: true,
    });
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="invoices-${service.now().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'private, no-store',
    });
  };

  const getBillingProfile: TOperationHandler<typeof operations.getBillingProfile> = async (c) =>
    c.json(await service.billingProfile(), 200);

  const updateBillingProfile: TOperationHandler<typeof operations.updateBillingProfile> = async (
    c,
    { body },
  ) => {
    const { before, after } = await service.setBillingProfile(body);
    const changes = (Object.keys(after) as (keyof typeof after)[])
      .filter((field) => before[field] !== after[field])
      .map((field) => ({ field, before: before[field], after: after[field] }));
    if (changes.length > 0)
      await deps.audit.record(c, {
        action: 'settings.billing-profile-updated',
        target: { type: 'admin', id: 'billing-profile', label: 'Billing profile' },
        changes,
      });
    return c.json(after, 200);
  };

  return {
    listPlacements,
    confirmPlacement,
    rejectPlacement,
    getPlacementInvoice,
    sendPlacementInvoice,
    markPlacementInvoicePaid,
    voidPlacementInvoice,
    refundPlacement,
    getPlacementCreditNote,
    exportInvoices,
    getBillingProfile,
    updateBillingProfile,
  };
};
