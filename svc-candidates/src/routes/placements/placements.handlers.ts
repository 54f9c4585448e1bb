import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TAuditAction } from '@gtm/contracts/audit';
import type { TIdentity } from '@gtm/contracts/identity';
import { getClientCompany, listCompanyBillingRecipients } from '@gtm/contracts/operations/client-companies';
import type * as operations from '@gtm/contracts/operations/placements';
import { CLIENT_DEFAULT_CURRENCY, CLIENT_FEE_PERCENT, CLIENT_TAX_PERCENT } from '@gtm/contracts/clients';
import type { TClientCompany } from '@gtm/contracts/clients';
import { GUARANTEE_DAYS, INVOICE_EXPORT_COLUMNS, PLACEMENT_ANSWERS } from '@gtm/contracts/placements';
import type {
  TAdminPlacement,
  TCandidatePlacement,
  TEmployerPlacement,
  TGuarantee,
} from '@gtm/contracts/placements';
import { feeAmounts, formatMoney } from '@gtm/hiring/money';
import { addCalendarDays } from '@gtm/hiring/time-zones';
import {
  candidatePlacementStatus,
  canMovePlacement,
  isActivePlacement,
} from '@gtm/hiring/placement-lifecycle';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '@gtm/service-kit/app-error';
import { ERASED_PERSON } from '@gtm/service-kit/erased-person';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TOutboxMessage } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { employerAccessOf } from '../../employer-read-model/client-access.ts';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import { sharedCandidateOf } from '../../employer-read-model/client-views.ts';
import type { TSharedCandidateDeps } from '../../employer-read-model/client-views.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import type { THireClaims } from '../outcomes/hire-claims.ts';
import { applyHire } from '../outcomes/hire-effects.ts';
import type { TOutcomesRepository } from '../outcomes/outcomes.repository.ts';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type { TOnePagersRepository } from '../one-pagers/one-pagers.repository.ts';
import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';
import { feeLine, invoiceDueOn, renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import type { TInvoicePrint } from './invoice-pdf.ts';
import { dayText, placementNotices } from './placement-texts.ts';
import type { TInvoiceParties, TPlacementRecord } from './placements.model.ts';
import { holdIds, placementHold } from '../../hiring/booking-ledger/booking-ledger.ts';
import type { TBookingLedger } from '../../hiring/booking-ledger/booking-ledger.ts';
import type { TPlacementsRepository } from './placements.repository.ts';

type TApplyHireDeps = Parameters<typeof applyHire>[0];

/** What the placement routes (and the claims the outcomes open) need. */
export type TPlacementsDeps = TEmployerPublishing &
  TSharedCandidateDeps &
  Pick<TApplyHireDeps, 'interviewRequests' | 'profiles' | 'accounts'> & {
    placements: TPlacementsRepository;
    outcomes: Pick<TOutcomesRepository, 'find' | 'confirmHire' | 'restoreClaim'>;
    peers: TPeerServices;
    onePagers: Pick<TOnePagersRepository, 'findMember'>;
    redis?: Pick<Redis, 'get'>;
    audit: TAuditTrail;
    /** Where a confirmed hire takes the candidate off the market. */
    bookings: Pick<TBookingLedger, 'place' | 'release'>;
    /** The clock placements are stamped with. */
    now?: () => Date;
  };

/** The portal's identity towards svc-clients (a company's fee is the admins' to read; the portal acts for none). */
const PORTAL_IDENTITY: TIdentity = Object.freeze({ kind: 'admin', role: null });

/** A company as billing reads it: its fee, tax, currency and billing details (defaults when it is gone). */
type TCompanyBilling = Pick<
  TClientCompany,
  'name' | 'fee_percent' | 'tax_percent' | 'currency' | 'legal_name' | 'billing_address' | 'tax_id'
>;

/** The company's billing as svc-clients answers it; its defaults where the company is gone (404). */
const companyBillingOf = async (
  peers: TPeerServices,
  companyId: string,
  fallbackName: string,
  requestId: string,
): Promise<TCompanyBilling> => {
  const answer = await peers.clients.call(getClientCompany, {
    identity: PORTAL_IDENTITY,
    requestId,
    params: { id: companyId },
  });
  if (answer.status === 200) return answer.body;
  if (answer.status === 404)
    return {
      name: fallbackName,
      fee_percent: CLIENT_FEE_PERCENT.default,
      tax_percent: CLIENT_TAX_PERCENT.default,
      currency: CLIENT_DEFAULT_CURRENCY,
      legal_name: '',
      billing_address: '',
      tax_id: '',
    };
  throw new AppError('UNAVAILABLE', {
    internalMessage: `svc-clients getClientCompany answered ${answer.status}`,
  });
};

/**
 * The candidate's name as the company met them: their one-pager's (what was shared), else their profile's, else
 * their account's; and the role they were hired for (the one-pager's title, else the profile's role).
 */
const candidateOf = async (
  deps: {
    onePagers: Pick<TOnePagersRepository, 'findMember'>;
    profiles: Pick<TCandidateProfilesRepository, 'byUserIds'>;
    accounts: Pick<TCandidateAccountsRepository, 'contactsOf'>;
  },
  onePagerId: string,
  candidateUserId: string,
) => {
  const [member, profiles, accounts] = await Promise.all([
    deps.onePagers.findMember(onePagerId),
    deps.profiles.byUserIds([candidateUserId]),
    deps.accounts.contactsOf([candidateUserId]),
  ]);
  const profile = profiles.get(candidateUserId);
  const name =
    member?.content?.name?.trim() ||
    member?.candidateName?.trim() ||
    profile?.name?.trim() ||
    accounts.get(candidateUserId)?.name?.trim() ||
    '';
  return { name, role: member?.content?.title?.trim() || profile?.role || '' };
};

const notFound = () => new AppError('NOT_FOUND', { userMessage: PLACEMENT_ANSWERS.notFound });
const conflict = (message: string) => new AppError('CONFLICT', { userMessage: message });

const guaranteeOf = (record: TPlacementRecord): TGuarantee => ({
  checkOn: record.guarantee.checkOn,
  asked: record.guarantee.askedAt !== null,
  answer: record.guarantee.answer,
});

export const toEmployerPlacement = (record: TPlacementRecord): TEmployerPlacement => ({
  id: record._id.toString(),
  status: record.status,
  startDate: record.startDate,
  annualSalary: record.annualSalary,
  guarantee: guaranteeOf(record),
});

/** The currency of a placement's amounts (USD for one claimed before currencies). */
const currencyOf = (record: TPlacementRecord) => record.currency ?? CLIENT_DEFAULT_CURRENCY;
/** The candidate's name as the admins, their e-mails and the invoice read it. */
const nameOf = (record: TPlacementRecord) =>
  record.candidateUserId.startsWith('erased:') ? ERASED_PERSON.name : record.candidateName || 'the candidate';

export const toCandidatePlacement = (record: TPlacementRecord): TCandidatePlacement => ({
  id: record._id.toString(),
  companyName: record.companyName,
  // The lifecycle's reading: a replacement due is the company's and the admins' matter, and so on.
  status: candidatePlacementStatus(record.status),
  startDate: record.startDate,
  annualSalary: record.annualSalary,
  currency: currencyOf(record),
  createdAt: record.createdAt.toISOString(),
});

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

/** The first day of the month of `at`, UTC. */
const monthStartOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/**
 * Placements (issue 34). A company's Hired opens a claim ({@link hireClaims}); the candidate (or an admin for
 * them) answers it. Only a confirmed one does what a hire does ({@link applyHire}: the other companies' open
 * requests cancelled, their invitations withdrawn; the candidate placed, so the others may only record Not
 * selected and ask for no interview), fixes the fee at the company's `fee_percent` and draws the invoice; the
 * other companies' claims still waiting close (placed elsewhere). A rejected claim returns the company's stage
 * to what it was. Each step is conditional on the placement's status, so a retried answer changes nothing more.
 */
export const placementsHandlers = (deps: TPlacementsDeps) => {
  const now = deps.now ?? (() => new Date());

  /** The hiring event of a placement's change and the e-mails of its notices, in one outbox row. */
  const tell = async (event: THiringEvent & { type: `placement.${string}` }, candidateName: string) => {
    const messages: TOutboxMessage[] = [outboxMessage.hiringEvent(event)];
    const placementEvent = event as Parameters<typeof placementNotices>[0];
    const emailed = event.type !== 'placement.claimed';
    if (emailed)
      for (const notice of placementNotices(placementEvent, candidateName)) {
        if (notice.audience.to === 'company')
          messages.push(
            outboxMessage.shareEvent({
              type: 'company.notice',
              eventId: `${event.eventId}.company`,
              shareId: event.shareId,
              companyId: event.companyId,
              at: event.at,
              title: notice.title,
              body: notice.body,
              link: notice.link,
            }),
          );
        if (notice.audience.to === 'admins')
          messages.push(
            outboxMessage.adminNotice({
              noticeId: `${event.eventId}.admins`,
              template: 'notice',
              params: { title: notice.title, body: notice.body, link: notice.link },
            }),
          );
      }
    await deps.outbox.publish(messages);
  };

  const eventBase = (record: TPlacementRecord, type: string, at: Date) => ({
    eventId: `placement.${type}.${record._id.toString()}`,
    at: at.getTime(),
    shareId: record.shareId,
    combineId: record.combineId,
    companyId: record.companyId,
    companyName: record.companyName.slice(0, 200),
    onePagerId: record.onePagerId,
    candidateUserId: record.candidateUserId,
    placementId: record._id.toString(),
  });

  /** The parties an invoice of the placement names now: our billing profile and the company's details. */
  const partiesOf = async (record: TPlacementRecord, requestId: string): Promise<TInvoiceParties> => {
    const [seller, company] = await Promise.all([
      deps.placements.billingProfile(),
      companyBillingOf(deps.peers, record.companyId, record.companyName, requestId),
    ]);
    return {
      seller,
      buyer: {
        name: company.name || record.companyName,
        legalName: company.legal_name,
        address: company.billing_address,
        taxId: company.tax_id,
      },
    };
  };

  /** Draws the invoice of a confirmed placement (once), naming the parties as they are now. */
  const drawInvoice = async (record: TPlacementRecord, requestId: string) =>
    record.invoice
      ? record
      : ((await deps.placements.drawInvoice(
          record._id.toString(),
          now(),
          await partiesOf(record, requestId),
        )) ?? record);

  /** A placement claimed before names were kept gets its candidate's name (once, stored). */
  const named = async (record: TPlacementRecord) => {
    if (record.candidateName || record.candidateUserId.startsWith('erased:')) return record;
    const { name } = await candidateOf(deps, record.onePagerId, record.candidateUserId);
    if (!name) return record;
    await deps.placements.nameCandidate(record._id.toString(), name);
    return { ...record, candidateName: name };
  };

  /** Closes a claim still waiting and returns the company's stage to what it was before it. */
  const closeClaim = async (
    record: TPlacementRecord,
    by: 'candidate' | 'admin' | 'portal',
    reason: 'rejected' | 'placed-elsewhere',
    at: Date,
    actor: { id: string; name: string | null },
  ) => {
    const closed = await deps.placements.close(record._id.toString(), 'rejected', { at, by });
    if (!closed) return null;
    await deps.outcomes.restoreClaim(
      record.companyId,
      record.onePagerId,
      record.previousStage === null ? null : { stage: record.previousStage, note: record.previousNote },
      {
        stage: record.previousStage ?? 'hired',
        note: record.previousNote,
        at,
        by: by === 'admin' ? 'admin' : 'candidate',
        byId: actor.id,
        byName: actor.name,
      },
    );
    await tell(
      { ...eventBase(closed, 'rejected', at), type: 'placement.rejected', by, reason },
      nameOf(await named(closed)),
    );
    return closed;
  };

  /** Confirms a claim: the fee, the hire's effects, the invoice, the other claims closed. */
  const confirmClaim = async (
    record: TPlacementRecord,
    by: 'candidate' | 'admin',
    requestId: string,
    actor: { id: string; name: string | null },
  ) => {
    if (record.status !== 'pending') throw conflict(PLACEMENT_ANSWERS.notPending);
    const at = now();
    const company = await companyBillingOf(deps.peers, record.companyId, record.companyName, requestId);
    const feePercent = company.fee_percent;
    const taxPercent = company.tax_percent;
    const confirmed = await deps.placements.confirm(record._id.toString(), {
      at,
      by,
      feePercent,
      taxPercent,
      amounts: feeAmounts({
        annualSalary: record.annualSalary,
        feePercent,
        taxPercent,
        currency: currencyOf(record),
      }),
    });
    if (confirmed === 'placed-elsewhere') throw conflict(PLACEMENT_ANSWERS.placedAlready);
    if (!confirmed) throw conflict(PLACEMENT_ANSWERS.notPending);
    // The hire takes the candidate off the market: their ledger holds everything from now on.
    await deps.bookings.place(record.candidateUserId, placementHold(record._id.toString(), at));
    await deps.outcomes.confirmHire(record.companyId, record.onePagerId);
    const outcome = await deps.outcomes.find(record.companyId, record.onePagerId);
    if (outcome) {
      await applyHire(deps, outcome, at);
      await deps.outbox.publish(
        outboxMessage.hiringEvent({
          eventId: `outcome.recorded.${outcome._id.toString()}.${at.getTime()}`,
          type: 'outcome.recorded',
          at: at.getTime(),
          shareId: record.shareId,
          combineId: record.combineId,
          companyId: record.companyId,
          companyName: record.companyName.slice(0, 200),
          onePagerId: record.onePagerId,
          candidateUserId: record.candidateUserId,
          stage: 'hired',
          previousStage: record.previousStage,
          by: record.claimedBy.by,
        }),
      );
    }
    // The other companies' claims still waiting: the candidate took this one.
    for (const other of await deps.placements.pendingOfCandidate(record.candidateUserId))
      await closeClaim(other, 'portal', 'placed-elsewhere', at, actor);
    await tell(
      { ...eventBase(confirmed, 'confirmed', at), type: 'placement.confirmed', by },
      nameOf(await named(confirmed)),
    );
    return drawInvoice(confirmed, requestId);
  };

  // --- The candidate's ---

  const ownPlacement = async (c: Context<TAppEnv>, id: string) => {
    const record = await deps.placements.findById(id);
    if (!record || record.candidateUserId !== c.get('identity').userId || record.status === 'withdrawn')
      throw notFound();
    return record;
  };

  const listCandidatePlacements: TOperationHandler<typeof operations.listCandidatePlacements> = async (c) => {
    const userId = c.get('identity').userId;
    if (!userId) throw new AppError('UNAUTHENTICATED');
    const records = await deps.placements.ofCandidate(userId);
    return c.json({ items: records.map(toCandidatePlacement) }, 200);
  };

  const answerPlacement: TOperationHandler<typeof operations.answerPlacement> = async (
    c,
    { params, body },
  ) => {
    const record = await ownPlacement(c, params.id);
    const actor = { id: c.get('identity').userId ?? '', name: null };
    if (body.action === 'confirm') {
      const confirmed = await confirmClaim(record, 'candidate', c.get('requestId'), actor);
      return c.json(toCandidatePlacement(confirmed), 200);
    }
    if (record.status !== 'pending') throw conflict(PLACEMENT_ANSWERS.notPending);
    const closed = await closeClaim(record, 'candidate', 'rejected', now(), actor);
    if (!closed) throw conflict(PLACEMENT_ANSWERS.notPending);
    return c.json(toCandidatePlacement(closed), 200);
  };

  // --- The company's ---

  /** The company's latest confirmed placement of a candidate of its live share (404 otherwise). */
  const companyPlacement = async (c: Context<TAppEnv>, shareId: string, onePagerId: string) => {
    const access = await employerAccessOf(deps, c);
    if (!access.company) throw new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.shareNotFound });
    const read = await sharedCandidateOf(deps, access.company, shareId, onePagerId);
    const records = await deps.placements.ofCompanyCandidate(access.company.id, onePagerId);
    const placed = records.find((row) => isActivePlacement(row.status));
    if (!placed) throw notFound();
    return { access, read, placed };
  };

  const answerPlacementRetention: TOperationHandler<typeof operations.answerPlacementRetention> = async (
    c,
    { params, body },
  ) => {
    const { access, placed } = await companyPlacement(c, params.shareId, params.onePagerId);
    if (placed.guarantee.askedAt === null) throw conflict(PLACEMENT_ANSWERS.retentionNotDue);
    const at = now();
    let current = placed;
    if (placed.guarantee.answer === null) {
      const answered = await deps.placements.answerGuarantee(
        placed._id.toString(),
        body.stillInRole ? 'in-seat' : 'left',
        at,
        access.clientUserId,
      );
      if (answered) {
        current = answered;
        if (answered.guarantee.answer === 'left')
          await tell(
            { ...eventBase(answered, 'left', at), type: 'placement.left' },
            nameOf(await named(answered)),
          );
      }
    }
    const outcome = await deps.outcomes.find(current.companyId, current.onePagerId);
    return c.json(
      {
        stage: outcome?.stage ?? null,
        note: outcome?.note ?? '',
        updatedAt: outcome?.updatedAt.toISOString() ?? null,
        updatedByName: outcome?.updatedBy.byName ?? null,
        correctedByAdmin: outcome?.updatedBy.by === 'admin',
        placedElsewhere: false,
        placement: toEmployerPlacement(current),
      },
      200,
    );
  };

  /**
   * What an invoice of a placement prints: a draft names the parties as they are now (it was not sent), an
   * issued one those it was drawn with. The placement too (a draft's parties stored).
   */
  const printOf = async (
    record: TPlacementRecord,
    requestId: string,
  ): Promise<{ record: TPlacementRecord; print: TInvoicePrint }> => {
    if (!record.invoice || record.fee === null || record.feePercent === null)
      throw conflict(PLACEMENT_ANSWERS.notConfirmed);
    let current = await named(record);
    const drawn = current.invoice!;
    if (drawn.status === 'draft' || !drawn.parties) {
      const parties = await partiesOf(current, requestId);
      current = { ...current, invoice: { ...drawn, parties } };
      if (drawn.status === 'draft')
        await deps.placements.refreshDraftParties(current._id.toString(), parties);
    }
    const invoice = current.invoice!;
    const currency = currencyOf(current);
    return {
      record: current,
      print: {
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        parties: invoice.parties!,
        description: feeLine({
          candidateName: nameOf(current),
          role: current.role ?? '',
          startDate: current.startDate,
          feePercent: current.feePercent!,
          annualSalary: current.annualSalary,
          currency,
        }),
        currency,
        fee: current.fee!,
        taxPercent: current.taxPercent ?? 0,
        tax: current.tax ?? 0,
        total: current.total ?? current.fee!,
        voidedBy: invoice.status === 'void' ? (invoice.creditNote?.number ?? 'credit note') : null,
      },
    };
  };

  const pdfResponse = (c: Context<TAppEnv>, bytes: Buffer, fileName: string) =>
    c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    });

  const invoiceResponse = async (c: Context<TAppEnv>, record: TPlacementRecord) => {
    const { print } = await printOf(record, c.get('requestId'));
    return pdfResponse(c, await renderInvoicePdf(print), `invoice-${print.number}.pdf`);
  };

  const getEmployerPlacementInvoice: TOperationHandler<
    typeof operations.getEmployerPlacementInvoice
  > = async (c, { params }) => {
    const { placed } = await companyPlacement(c, params.shareId, params.onePagerId);
    if (!placed.invoice) throw notFound();
    return invoiceResponse(c, placed);
  };

  // --- The admins' ---

  const adminPlacement = async (id: string) => {
    const record = await deps.placements.findById(id);
    if (!record) throw notFound();
    return record;
  };

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
    const [page, totals] = await Promise.all([
      deps.placements.page(query.status, query.page, query.pageSize, query.search),
      deps.placements.totals(monthStartOf(now())),
    ]);
    const items = await Promise.all(page.items.map(named));
    return c.json({ items: items.map(toAdminPlacement), total: page.total, totals }, 200);
  };

  const confirmPlacement: TOperationHandler<typeof operations.confirmPlacement> = async (c, { params }) => {
    const record = await adminPlacement(params.id);
    const actor = { id: c.get('identity').userId ?? '', name: null };
    const confirmed = await confirmClaim(record, 'admin', c.get('requestId'), actor);
    await audited(c, 'placement.confirmed', confirmed, [
      { field: 'status', before: 'pending', after: 'confirmed' },
      { field: 'fee', after: confirmed.fee },
    ]);
    return c.json(toAdminPlacement(confirmed), 200);
  };

  const rejectPlacement: TOperationHandler<typeof operations.rejectPlacement> = async (c, { params }) => {
    const record = await adminPlacement(params.id);
    if (record.status !== 'pending') throw conflict(PLACEMENT_ANSWERS.notPending);
    const closed = await closeClaim(record, 'admin', 'rejected', now(), {
      id: c.get('identity').userId ?? '',
      name: null,
    });
    if (!closed) throw conflict(PLACEMENT_ANSWERS.notPending);
    await audited(c, 'placement.rejected', closed, [
      { field: 'status', before: 'pending', after: 'rejected' },
    ]);
    return c.json(toAdminPlacement(closed), 200);
  };

  const getPlacementInvoice: TOperationHandler<typeof operations.getPlacementInvoice> = async (
    c,
    { params },
  ) => {
    const record = await adminPlacement(params.id);
    // A confirmed placement whose invoice was not drawn (a crash between the two) gets it now.
    return invoiceResponse(c, await drawInvoice(record, c.get('requestId')));
  };

  /** Where the company's invoices go: its billing e-mail, else its enabled users (svc-clients'). */
  const billingRecipientsOf = async (companyId: string, requestId: string) => {
    const answer = await deps.peers.clients.call(listCompanyBillingRecipients, {
      identity: PORTAL_IDENTITY,
      requestId,
      params: { id: companyId },
    });
    if (answer.status === 200) return answer.body.emails;
    if (answer.status === 404) return [];
    throw new AppError('UNAVAILABLE', {
      internalMessage: `svc-clients listCompanyBillingRecipients answered ${answer.status}`,
    });
  };

  /**
   * E-mails the invoice, its PDF attached, to the company's billing e-mail (else its enabled users), then marks
   * it sent. The body names the invoice, its total and due date; no link (the PDF is the document). One e-mail
   * job per address, its id the invoice's and the time's, so a retried send is one e-mail each.
   */
  const sendPlacementInvoice: TOperationHandler<typeof operations.sendPlacementInvoice> = async (
    c,
    { params },
  ) => {
    const record = await adminPlacement(params.id);
    const drawn = await drawInvoice(record, c.get('requestId'));
    if (!drawn.invoice || drawn.fee === null) throw conflict(PLACEMENT_ANSWERS.notConfirmed);
    if (drawn.invoice.status === 'paid') throw conflict(PLACEMENT_ANSWERS.invoicePaidAlready);
    if (drawn.invoice.status === 'void') throw conflict(PLACEMENT_ANSWERS.invoiceVoidAlready);
    const recipients = await billingRecipientsOf(drawn.companyId, c.get('requestId'));
    if (recipients.length === 0) throw conflict(PLACEMENT_ANSWERS.noRecipients);
    const { print } = await printOf(drawn, c.get('requestId'));
    const pdf = await renderInvoicePdf(print);
    const at = now();
    const sent = await deps.placements.invoiceSent(params.id, at);
    if (!sent?.invoice) throw conflict(PLACEMENT_ANSWERS.invoicePaidAlready);
    await deps.outbox.publish(
      recipients.map((to, index) =>
        outboxMessage.email(
          {
            template: 'invoice',
            to,
            ref: `invoice:${print.number}`,
            params: {
              kind: 'invoice',
              number: print.number,
              seller: print.parties.seller.legalName.slice(0, 200),
              companyName: (print.parties.buyer.legalName || print.parties.buyer.name).slice(0, 200),
              description: print.description.slice(0, 1000),
              total: formatMoney(print.total, print.currency),
              dueOn: dayText(invoiceDueOn(print.issuedAt)),
            },
            attachments: [
              {
                filename: `invoice-${print.number}.pdf`,
                contentType: 'application/pdf',
                contentBase64: pdf.toString('base64'),
              },
            ],
          },
          `invoice.${print.number}.${at.getTime()}.${index}`,
        ),
      ),
    );
    await audited(c, 'placement.invoice-sent', sent, [
      { field: 'invoice', after: sent.invoice.number },
      { field: 'invoiceStatus', before: drawn.invoice.status, after: 'sent' },
    ]);
    return c.json({ placement: toAdminPlacement(await named(sent)), recipients: recipients.length }, 200);
  };

  /** Voids the invoice by a credit note (or, `refund`, refunds a hire who left within the guarantee). */
  const voidInvoice = async (
    c: Context<TAppEnv>,
    id: string,
    reason: string,
    refund: boolean,
  ): Promise<TPlacementRecord> => {
    const record = await adminPlacement(id);
    if (refund && !canMovePlacement(record.status, 'refunded'))
      throw conflict(PLACEMENT_ANSWERS.refundNotDue);
    const drawn = await drawInvoice(record, c.get('requestId'));
    if (!drawn.invoice) throw conflict(PLACEMENT_ANSWERS.notConfirmed);
    if (drawn.invoice.status === 'void') throw conflict(PLACEMENT_ANSWERS.invoiceVoidAlready);
    // The invoice keeps the parties it was issued with (a draft's: those of now).
    if (drawn.invoice.status === 'draft' || !drawn.invoice.parties)
      await deps.placements.refreshDraftParties(id, await partiesOf(drawn, c.get('requestId')));
    const voided = await deps.placements.voidInvoice(id, now(), reason, { refund });
    if (!voided?.invoice?.creditNote)
      throw conflict(refund ? PLACEMENT_ANSWERS.refundNotDue : PLACEMENT_ANSWERS.invoiceVoidAlready);
    // A hire who left within the guarantee is back on the market.
    if (refund) await releasePlacement(deps, voided);
    await audited(c, refund ? 'placement.refunded' : 'placement.invoice-voided', voided, [
      { field: 'invoiceStatus', before: drawn.invoice.status, after: 'void' },
      { field: 'creditNote', after: voided.invoice.creditNote.number },
      { field: 'reason', after: reason },
      ...(refund ? [{ field: 'status', before: record.status, after: voided.status }] : []),
    ]);
    return named(voided);
  };

  const voidPlacementInvoice: TOperationHandler<typeof operations.voidPlacementInvoice> = async (
    c,
    { params, body },
  ) => c.json(toAdminPlacement(await voidInvoice(c, params.id, body.reason, false)), 200);

  const refundPlacement: TOperationHandler<typeof operations.refundPlacement> = async (c, { params, body }) =>
    c.json(toAdminPlacement(await voidInvoice(c, params.id, body.reason, true)), 200);

  const getPlacementCreditNote: TOperationHandler<typeof operations.getPlacementCreditNote> = async (
    c,
    { params },
  ) => {
    const record = await adminPlacement(params.id);
    const creditNote = record.invoice?.creditNote;
    if (!creditNote) throw conflict(PLACEMENT_ANSWERS.noCreditNote);
    const { print } = await printOf(record, c.get('requestId'));
    return pdfResponse(
      c,
      await renderCreditNotePdf({ ...print, creditNote }),
      `credit-note-${creditNote.number}.pdf`,
    );
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
    for (const record of await deps.placements.invoiced()) {
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
      'content-disposition': `attachment; filename="invoices-${now().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'private, no-store',
    });
  };

  const getBillingProfile: TOperationHandler<typeof operations.getBillingProfile> = async (c) =>
    c.json(await deps.placements.billingProfile(), 200);

  const updateBillingProfile: TOperationHandler<typeof operations.updateBillingProfile> = async (
    c,
    { body },
  ) => {
    const { before, after } = await deps.placements.setBillingProfile(body, now());
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

  const markPlacementInvoicePaid: TOperationHandler<typeof operations.markPlacementInvoicePaid> = async (
    c,
    { params },
  ) => {
    const record = await adminPlacement(params.id);
    if (!record.invoice) throw conflict(PLACEMENT_ANSWERS.notConfirmed);
    if (record.invoice.status === 'void') throw conflict(PLACEMENT_ANSWERS.invoiceVoidAlready);
    if (record.invoice.status === 'paid') return c.json(toAdminPlacement(await named(record)), 200);
    const paid = await deps.placements.invoicePaid(params.id, now());
    if (!paid) return c.json(toAdminPlacement(await named(await adminPlacement(params.id))), 200);
    await audited(c, 'placement.invoice-paid', paid, [
      { field: 'invoiceStatus', before: record.invoice.status, after: 'paid' },
    ]);
    return c.json(toAdminPlacement(await named(paid)), 200);
  };

  return {
    listCandidatePlacements,
    answerPlacement,
    answerPlacementRetention,
    getEmployerPlacementInvoice,
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

/**
 * The claims a company's Hired opens, on the placements repository ({@link THireClaims}, called by the outcomes).
 * A new claim tells the candidate and the admins (`placement.claimed`).
 */
/** Releases a placement's hold on its candidate (cancelled, or refunded under the guarantee). */
const releasePlacement = (
  deps: Pick<TPlacementsDeps, 'bookings'>,
  placement: Pick<TPlacementRecord, '_id' | 'candidateUserId'>,
) =>
  deps.bookings.release([
    { userId: placement.candidateUserId, holdId: holdIds.placement(placement._id.toString()) },
  ]);

export const hireClaims = (
  deps: Pick<
    TPlacementsDeps,
    'placements' | 'outbox' | 'profiles' | 'accounts' | 'onePagers' | 'peers' | 'bookings'
  >,
): THireClaims => ({
  async open(input) {
    // The candidate as the company met them, and the company's currency now (the salary is in it).
    const [candidate, company] = await Promise.all([
      candidateOf(deps, input.onePagerId, input.candidateUserId),
      companyBillingOf(deps.peers, input.companyId, input.companyName, `claim-${input.onePagerId}`),
    ]);
    const { placement, created } = await deps.placements.openClaim({
      companyId: input.companyId,
      companyName: input.companyName,
      shareId: input.shareId,
      combineId: input.combineId,
      onePagerId: input.onePagerId,
      candidateUserId: input.candidateUserId,
      candidateName: candidate.name,
      role: candidate.role,
      startDate: input.startDate,
      annualSalary: input.annualSalary,
      currency: company.currency,
      previousStage: input.previous?.stage ?? null,
      previousNote: input.previous?.note ?? '',
      claimedBy: input.by,
      guarantee: {
        checkOn: addCalendarDays(input.startDate, GUARANTEE_DAYS),
        askedAt: null,
        answer: null,
        answeredAt: null,
        answeredById: null,
      },
      at: input.at,
    });
    if (!created) return;
    await deps.outbox.publish(
      outboxMessage.hiringEvent({
        eventId: `placement.claimed.${placement._id.toString()}`,
        type: 'placement.claimed',
        at: input.at.getTime(),
        shareId: input.shareId,
        combineId: input.combineId,
        companyId: input.companyId,
        companyName: input.companyName.slice(0, 200),
        onePagerId: input.onePagerId,
        candidateUserId: input.candidateUserId,
        placementId: placement._id.toString(),
        startDate: input.startDate,
      }),
    );
  },
  async withdraw(companyId, onePagerId, at) {
    const waiting = (await deps.placements.ofCompanyCandidate(companyId, onePagerId)).find(
      (row) => row.status === 'pending',
    );
    if (!waiting) return null;
    await deps.placements.close(waiting._id.toString(), 'withdrawn', { at, by: 'company' });
    return { previousStage: waiting.previousStage };
  },
  async cancelConfirmed(companyId, onePagerId, at) {
    const cancelled = await deps.placements.cancelConfirmed(companyId, onePagerId, at);
    if (cancelled === null || cancelled === 'paid') return cancelled;
    // No hire after all: the candidate is back on the market.
    await releasePlacement(deps, cancelled);
    return 'cancelled';
  },
  async latestOf(companyId, onePagerId) {
    const [latest] = await deps.placements.ofCompanyCandidate(companyId, onePagerId);
    return latest ? toEmployerPlacement(latest) : null;
  },
});
