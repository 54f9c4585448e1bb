import { ZApiError } from '@gtm/contracts/api-errors';
import { CLIENT_ANSWERS, ZClientCompany } from '@gtm/contracts/clients';
import { ZShareCombineAnswer } from '@gtm/contracts/employer';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZOutcome } from '@gtm/contracts/outcomes';
import {
  BILLING_PROFILE_ANSWERS,
  INVOICE_EXPORT_COLUMNS,
  PLACEMENT_ANSWERS,
  ZAdminPlacement,
  ZAdminPlacements,
  ZBillingProfile,
  ZCandidatePlacement,
  ZCandidatePlacements,
  ZInvoiceSent,
} from '@gtm/contracts/placements';
import { QUEUES } from '@gtm/contracts/queues';
import { createQueue } from '@gtm/service-kit/queue';
import { jobsData, json } from './answers.ts';
import { openEmployerStack } from './employer-stack.ts';
import type { TEmployerStack } from './employer-stack.ts';
import { pdfText } from './pdf-text.ts';

/**
 * Invoices a finance team can pay (issue 46) on real services: a company's billing details (svc-clients) and our
 * billing profile; a claim's bounds; the candidate's pending hire with its salary and currency; the admins' row
 * naming the candidate with fee, tax and total in the company's currency; the invoice PDF read by pdf.js; the
 * invoice e-mailed to the billing address, its PDF attached; the credit note; the accounting export.
 */
let s: TEmployerStack;
let admin: TIdentity;
let emails: ReturnType<typeof createQueue<TEmailJob>>;
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  s = await openEmployerStack();
  admin = await s.admin('Ada Invoices');
  emails = createQueue<TEmailJob>(QUEUES.email, {
    redisUrl: s.candidates.ctx.redisUrl,
    log: s.candidates.ctx.log,
  });
});
afterAll(async () => {
  await emails.close();
  await s.close();
});

const employerPath = (shareId: string, onePagerId: string, rest: string) =>
  `/api/employer/combines/${shareId}/one-pagers/${onePagerId}${rest}`;

const SELLER = {
  legalName: 'GTM Combine Europe GmbH',
  address: 'Friedrichstrasse 68\n10117 Berlin\nGermany',
  taxId: 'DE811907980',
  email: 'billing@gtmcombine.test',
  paymentInstructions: 'Bank: Berliner Sparkasse, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX',
};
const BUYER = {
  legal_name: 'Northwind Robotics SE',
  billing_address: 'Hafenstrasse 12\n20457 Hamburg\nGermany',
  billing_email: 'ap@northwind.test',
  tax_id: 'DE123456789',
  currency: 'eur',
  tax_percent: 19,
};

const bytesOf = async (response: Response, type: string) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain(type);
  return new Uint8Array(await response.arrayBuffer());
};

describe('invoices', () => {
  it('bills a hire in the company currency with its tax, e-mails the PDF, credits it and exports it', async () => {
    // 1. The company's billing details (bad ones refused, in words), and our billing profile.
    const combine = await s.combine();
    const erin = await s.candidate({
      first: 'Erin',
      last: 'Invoiced',
      privacy: { profilePublic: true, showContact: true },
      combineIds: [combine.id],
    });
    const company = await s.company({ viewType: 'full' });
    const patch = (body: unknown) =>
      s.clients.client.request('PATCH', `/api/admin/client-companies/${company.id}`, {
        identity: admin,
        body,
      });
    for (const [body, message] of [
      [{ currency: 'EURO' }, CLIENT_ANSWERS.currencyInvalid],
      [{ tax_percent: 31 }, CLIENT_ANSWERS.taxInvalid],
      [{ billing_email: 'not-an-address' }, CLIENT_ANSWERS.billingEmailInvalid],
    ] as const) {
      const refused = await json(await patch(body), ZApiError, 400);
      expect(refused.issues?.map((issue) => issue.message)).toContain(message);
    }
    const billed = await json(await patch(BUYER), ZClientCompany);
    expect(billed).toMatchObject({ ...BUYER, currency: 'EUR' });
    const listed = await json(
      await s.clients.client.request('GET', `/api/admin/client-companies/${company.id}`, { identity: admin }),
      ZClientCompany,
    );
    expect(listed).toMatchObject({ currency: 'EUR', tax_percent: 19, billing_email: BUYER.billing_email });
    expect(
      (
        await json(
          await s.request('PUT', '/api/admin/billing-profile', admin, { ...SELLER, legalName: ' ' }),
          ZApiError,
          400,
        )
      ).issues?.map((issue) => issue.message),
    ).toContain(BILLING_PROFILE_ANSWERS.legalNameRequired);
    expect(
      await json(await s.request('PUT', '/api/admin/billing-profile', admin, SELLER), ZBillingProfile),
    ).toEqual(SELLER);
    expect(await json(await s.request('GET', '/api/admin/billing-profile', admin), ZBillingProfile)).toEqual(
      SELLER,
    );
    expect((await s.request('GET', '/api/admin/billing-profile', erin.identity)).status).toBe(403);

    const shared = await json(
      await s.request('POST', `/api/talent-combines/${combine.id}/shares`, admin, {
        companyIds: [company.id],
      }),
      ZShareCombineAnswer,
    );
    const shareId = shared.shares[0]!.id;
    const claim = (startDate: string, annualSalary: number) =>
      s.request('PUT', employerPath(shareId, erin.onePagerId, '/outcome'), company.employer, {
        stage: 'hired',
        startDate,
        annualSalary,
      });

    // 2. A claim out of bounds is refused with a message, and changes nothing.
    for (const [startDate, salary, message] of [
      [dayFromNow(30), 1, PLACEMENT_ANSWERS.salaryInvalid],
      [dayFromNow(30), 50_000_000, PLACEMENT_ANSWERS.salaryInvalid],
      ['0000-01-01', 80_000, PLACEMENT_ANSWERS.startDateTooEarly],
      [dayFromNow(800), 80_000, PLACEMENT_ANSWERS.startDateTooLate],
      [dayFromNow(-200), 80_000, PLACEMENT_ANSWERS.startDateTooEarly],
    ] as const) {
      const refused = await json(await claim(startDate, salary), ZApiError, 400);
      expect(refused.issues?.map((issue) => issue.message)).toContain(message);
    }
    const placementsOf = async () =>
      (await json(await s.request('GET', '/api/user/placements', erin.identity), ZCandidatePlacements)).items;
    expect(await placementsOf()).toEqual([]);

    // 3. 80,000 EUR: the candidate sees the salary, its currency and the start date before confirming.
    const startDate = dayFromNow(30);
    await json(await claim(startDate, 80_000), ZOutcome);
    const [pending] = await placementsOf();
    expect(pending).toMatchObject({
      status: 'pending',
      companyName: company.name,
      startDate,
      annualSalary: 80_000,
      currency: 'EUR',
    });
    await json(
      await s.request('POST', `/api/user/placements/${pending!.id}/response`, erin.identity, {
        action: 'confirm',
      }),
      ZCandidatePlacement,
    );
    const rowNow = async () =>
      (await json(await s.request('GET', '/api/admin/placements', admin), ZAdminPlacements)).items.find(
        (item) => item.id === pending!.id,
      )!;
    const row = await rowNow();
    expect(row).toMatchObject({
      candidateName: 'Erin Invoiced',
      currency: 'EUR',
      annualSalary: 80_000,
      feePercent: 20,
      fee: 16_000,
      taxPercent: 19,
      tax: 3_040,
      total: 19_040,
      invoice: { status: 'draft', creditNote: null },
    });
    const number = row.invoice!.number;

    // 4. The invoice as pdf.js reads it: both parties, the candidate, the amounts in EUR, how to pay.
    const invoiceText = await pdfText(
      await bytesOf(
        await s.request('GET', `/api/admin/placements/${row.id}/invoice`, admin),
        'application/pdf',
      ),
    );
    const flat = invoiceText.replace(/\s+/g, ' ');
    for (const text of [
      SELLER.legalName,
      'Friedrichstrasse 68',
      '10117 Berlin',
      SELLER.taxId,
      BUYER.legal_name,
      'Hafenstrasse 12',
      '20457 Hamburg',
      BUYER.tax_id,
      'Erin Invoiced',
      'EUR',
      '16,000.00',
      '3,040.00',
      '19,040.00',
      'IBAN DE89 3704 0044 0532 0130 00',
      number,
      '90-day guarantee',
    ])
      expect(flat).toContain(text);
    expect(flat).toMatch(
      /Success fee: placement of Erin Invoiced( as [^,]+)?, starting .+, 20% of an annual salary of EUR 80,000\.00/,
    );

    // 5. Sent: e-mailed to the billing address, the PDF attached, no API link in it.
    const sent = await json(
      await s.request('POST', `/api/admin/placements/${row.id}/invoice/send`, admin),
      ZInvoiceSent,
    );
    expect(sent).toMatchObject({ recipients: 1, placement: { invoice: { status: 'sent' } } });
    let job: TEmailJob | undefined;
    for (let tries = 0; tries < 100 && !job; tries += 1) {
      job = (await jobsData(emails.queue)).find(
        (data) => data.template === 'invoice' && data.ref === `invoice:${number}`,
      );
      if (!job) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job).toMatchObject({ to: BUYER.billing_email, params: { number, total: 'EUR 19,040.00' } });
    expect(JSON.stringify(job!.params)).not.toContain('/api/');
    const attachment = job!.attachments![0]!;
    expect(attachment).toMatchObject({ filename: `invoice-${number}.pdf`, contentType: 'application/pdf' });
    const attached = Buffer.from(attachment.contentBase64, 'base64');
    expect((await pdfText(attached)).replace(/\s+/g, ' ')).toContain('19,040.00');
    // svc-auth's worker sends it as raw MIME, the PDF a part of its own (svc-auth's email worker test).

    // 6. Voided by a credit note: its own number, the invoice it cancels, the total negated; the invoice stays
    // readable, marked void; no second credit note.
    expect(
      (
        await json(
          await s.request('POST', `/api/admin/placements/${row.id}/invoice/void`, admin, { reason: ' ' }),
          ZApiError,
          400,
        )
      ).issues?.map((issue) => issue.message),
    ).toContain(PLACEMENT_ANSWERS.voidReasonRequired);
    expect((await s.request('GET', `/api/admin/placements/${row.id}/credit-note`, admin)).status).toBe(409);
    const voided = await json(
      await s.request('POST', `/api/admin/placements/${row.id}/invoice/void`, admin, {
        reason: 'Start date moved to next year',
      }),
      ZAdminPlacement,
    );
    expect(voided.invoice).toMatchObject({
      status: 'void',
      creditNote: { reason: 'Start date moved to next year' },
    });
    const creditNumber = voided.invoice!.creditNote!.number;
    expect(creditNumber).toMatch(/^CN-\d{4}-\d{5}$/);
    const creditText = (
      await pdfText(
        await bytesOf(
          await s.request('GET', `/api/admin/placements/${row.id}/credit-note`, admin),
          'application/pdf',
        ),
      )
    ).replace(/\s+/g, ' ');
    for (const text of [
      'CREDIT NOTE',
      'Credit note',
      creditNumber,
      number,
      '-19,040.00',
      '-16,000.00',
      '-3,040.00',
      'Erin Invoiced',
      BUYER.tax_id,
    ])
      expect(creditText).toContain(text);
    const voidText = (
      await pdfText(
        await bytesOf(
          await s.request('GET', `/api/admin/placements/${row.id}/invoice`, admin),
          'application/pdf',
        ),
      )
    ).replace(/\s+/g, ' ');
    expect(voidText).toContain(`VOID: cancelled by credit note ${creditNumber}`);
    expect(voidText).toContain('19,040.00');
    const again = await json(
      await s.request('POST', `/api/admin/placements/${row.id}/invoice/void`, admin, { reason: 'Twice' }),
      ZApiError,
      409,
    );
    expect(again.message).toBe(PLACEMENT_ANSWERS.invoiceVoidAlready);
    expect((await s.request('POST', `/api/admin/placements/${row.id}/invoice/send`, admin)).status).toBe(409);
    const audit = (await jobsData(s.candidates.auditEvents))
      .filter((event) => event.target.id === row.id)
      .map((event) => event.action);
    expect(audit).toEqual(expect.arrayContaining(['placement.invoice-sent', 'placement.invoice-voided']));

    // 7. The accounting export: RFC 4180 in UTF-8, a row for the invoice and one for its credit note.
    const exported = await s.request('GET', '/api/admin/invoices/export.csv', admin);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = (await exported.text()).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(INVOICE_EXPORT_COLUMNS.join(','));
    const issued = new Date().toISOString().slice(0, 10);
    expect(lines).toContain(
      [
        number,
        issued,
        voided.invoice!.dueOn,
        company.name,
        'Erin Invoiced',
        'EUR',
        '16000.00',
        '3040.00',
        '19040.00',
        'void',
        '',
      ].join(','),
    );
    expect(lines).toContain(
      [
        creditNumber,
        issued,
        '',
        company.name,
        'Erin Invoiced',
        'EUR',
        '-16000.00',
        '-3040.00',
        '-19040.00',
        'credit-note',
        '',
      ].join(','),
    );
    expect((await s.request('GET', '/api/admin/invoices/export.csv', company.employer)).status).toBe(403);
  });
});
