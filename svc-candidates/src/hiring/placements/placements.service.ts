import type { Redis } from 'ioredis';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentity } from '@gtm/contracts/identity';
import { getClientCompany, listCompanyBillingRecipients } from '@gtm/contracts/operations/client-companies';
import { CLIENT_DEFAULT_CURRENCY, CLIENT_FEE_PERCENT, CLIENT_TAX_PERCENT } from '@gtm/contracts/clients';
import type { TClientCompany } from '@gtm/contracts/clients';
import { GUARANTEE_DAYS, PLACEMENT_ANSWERS } from '@gtm/contracts/placements';
import type { TBillingProfile, TPlacementStatus } from '@gtm/contracts/placements';
import { feeAmounts, formatMoney } from '@gtm/hiring/money';
import { canMovePlacement, isActivePlacement } from '@gtm/hiring/placement-lifecycle';
import { addCalendarDays } from '@gtm/hiring/time-zones';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOutboxMessage } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import type { TSharedCandidateDeps } from '../../employer-read-model/client-views.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import type { THireClaims } from '../hires/hire-claims.ts';
import { applyHire } from '../hires/hire-effects.ts';
import type { TOutcomesRepository } from '../../employer-read-model/outcomes.repository.ts';
import type { TCandidateAccountsRepository } from '../../routes/candidate-accounts/candidate-accounts.repository.ts';
import type { TOnePagersRepository } from '../../routes/one-pagers/one-pagers.repository.ts';
import type { TCandidateProfilesRepository } from '../../routes/candidate-profiles/candidate-profiles.repository.ts';
import { holdIds, placementHold } from '../booking-ledger/booking-ledger.ts';
import type { TBookingLedger } from '../booking-ledger/booking-ledger.ts';
import { toEmployerPlacement } from './company.mapper.ts';
import { feeLine, invoiceDueOn, renderInvoicePdf } from './invoice-pdf.ts';
import type { TInvoicePrint } from './invoice-pdf.ts';
import { dayText, placementNotices } from './placement-texts.ts';
import { currencyOf, nameOf, placementEventBase } from './placement-record.ts';
import type { TInvoiceParties, TPlacementRecord } from './placements.model.ts';
import type { TPlacementsRepository } from './placements.repository.ts';

type TApplyHireDeps = Parameters<typeof applyHire>[0];

/** What the placements' service (and so its routes, and the claims the outcomes open) needs. */
export type TPlacementsDeps = TEmployerPublishing &
  TSharedCandidateDeps &
  Pick<TApplyHireDeps, 'interviewRequests' | 'profiles' | 'accounts'> & {
    placements: TPlacementsRepository;
    outcomes: Pick<TOutcomesRepository, 'find' | 'confirmHire' | 'restoreClaim'>;
    peers: TPeerServices;
    onePagers: Pick<TOnePagersRepository, 'findMember'>;
    redis?: Pick<Redis, 'get'>;
    /** Where a confirmed hire takes the candidate off the market. */
    bookings: Pick<TBookingLedger, 'place' | 'release'>;
    /** The clock placements are stamped with. */
    now?: () => Date;
  };

/** Who acted: a user's id and, where known, name (the stage a closed claim restores is stamped with it). */
export type TPlacementActor = { id: string; name: string | null };

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

/** Where the company's invoices go: its billing e-mail, else its enabled users (svc-clients'). */
const billingRecipientsOf = async (peers: TPeerServices, companyId: string, requestId: string) => {
  const answer = await peers.clients.call(listCompanyBillingRecipients, {
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

export const placementNotFound = () => new AppError('NOT_FOUND', { userMessage: PLACEMENT_ANSWERS.notFound });
const conflict = (message: string) => new AppError('CONFLICT', { userMessage: message });

/** Releases a placement's hold on its candidate (cancelled, or refunded under the guarantee). */
const releasePlacement = (
  deps: Pick<TPlacementsDeps, 'bookings'>,
  placement: Pick<TPlacementRecord, '_id' | 'candidateUserId'>,
) =>
  deps.bookings.release([
    { userId: placement.candidateUserId, holdId: holdIds.placement(placement._id.toString()) },
  ]);

/**
 * The placements aggregate (issue 34; issue 44: one service, handlers per audience). A company's Hired opens a
 * claim ({@link hireClaims}); the candidate (or an admin for them) answers it. Only a confirmed one does what a
 * hire does ({@link applyHire}: the other companies' open requests cancelled, their invitations withdrawn; the
 * candidate placed and held in the booking ledger, so the others may only record Not selected and plan them in
 * no combine day), fixes the fee at the company's `fee_percent` and draws the invoice; the other companies'
 * claims still waiting close (placed elsewhere). A rejected claim returns the company's stage to what it was.
 * Each step is conditional on the placement's status (the lifecycle's table decides), so a retried answer
 * changes nothing more. The service decides and writes; the handlers read who asks and answer in their words.
 */
export const createPlacementsService = (deps: TPlacementsDeps) => {
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
    actor: TPlacementActor,
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
      { ...placementEventBase(closed, 'rejected', at), type: 'placement.rejected', by, reason },
      nameOf(await named(closed)),
    );
    return closed;
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

  /** A placement by id, whoever asks (the handlers check whose it is); 404 when there is none. */
  const find = async (id: string) => {
    const record = await deps.placements.findById(id);
    if (!record) throw placementNotFound();
    return record;
  };

  return {
    now,
    find,
    named,
    printOf,
    drawInvoice,

    /** Confirms a claim: the fee, the hire's effects, the invoice, the other claims closed. */
    async confirm(
      record: TPlacementRecord,
      by: 'candidate' | 'admin',
      requestId: string,
      actor: TPlacementActor,
    ) {
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
        { ...placementEventBase(confirmed, 'confirmed', at), type: 'placement.confirmed', by },
        nameOf(await named(confirmed)),
      );
      return drawInvoice(confirmed, requestId);
    },

    /** Rejects a claim still waiting (the candidate's answer, or an admin's for them): 409 once answered. */
    async reject(record: TPlacementRecord, by: 'candidate' | 'admin', actor: TPlacementActor) {
      if (record.status !== 'pending') throw conflict(PLACEMENT_ANSWERS.notPending);
      const closed = await closeClaim(record, by, 'rejected', now(), actor);
      if (!closed) throw conflict(PLACEMENT_ANSWERS.notPending);
      return closed;
    },

    /**
     * The company's answer to the 90-day check (once; a second answer changes nothing): a hire who left tells the
     * admins (`placement.left`), whose refund is then due.
     */
    async answerRetention(placed: TPlacementRecord, stillInRole: boolean, clientUserId: string) {
      if (placed.guarantee.askedAt === null) throw conflict(PLACEMENT_ANSWERS.retentionNotDue);
      if (placed.guarantee.answer !== null) return placed;
      const at = now();
      const answered = await deps.placements.answerGuarantee(
        placed._id.toString(),
        stillInRole ? 'in-seat' : 'left',
        at,
        clientUserId,
      );
      if (!answered) return placed;
      if (answered.guarantee.answer === 'left')
        await tell(
          { ...placementEventBase(answered, 'left', at), type: 'placement.left' },
          nameOf(await named(answered)),
        );
      return answered;
    },

    /**
     * E-mails the invoice, its PDF attached, to the company's billing e-mail (else its enabled users), then marks
     * it sent. The body names the invoice, its total and due date; no link (the PDF is the document). One e-mail
     * job per address, its id the invoice's and the time's, so a retried send is one e-mail each.
     */
    async sendInvoice(id: string, requestId: string) {
      const drawn = await drawInvoice(await find(id), requestId);
      if (!drawn.invoice || drawn.fee === null) throw conflict(PLACEMENT_ANSWERS.notConfirmed);
      if (drawn.invoice.status === 'paid') throw conflict(PLACEMENT_ANSWERS.invoicePaidAlready);
      if (drawn.invoice.status === 'void') throw conflict(PLACEMENT_ANSWERS.invoiceVoidAlready);
      const recipients = await billingRecipientsOf(deps.peers, drawn.companyId, requestId);
      if (recipients.length === 0) throw conflict(PLACEMENT_ANSWERS.noRecipients);
      const { print } = await printOf(drawn, requestId);
      const pdf = await renderInvoicePdf(print);
      const at = now();
      const sent = await deps.placements.invoiceSent(id, at);
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
      return { before: drawn.invoice.status, sent: await named(sent), recipients: recipients.length };
    },

    /** Voids the invoice by a credit note (or, `refund`, refunds a hire who left within the guarantee). */
    async voidInvoice(id: string, reason: string, refund: boolean, requestId: string) {
      const record = await find(id);
      if (refund && !canMovePlacement(record.status, 'refunded'))
        throw conflict(PLACEMENT_ANSWERS.refundNotDue);
      const drawn = await drawInvoice(record, requestId);
      if (!drawn.invoice) throw conflict(PLACEMENT_ANSWERS.notConfirmed);
      if (drawn.invoice.status === 'void') throw conflict(PLACEMENT_ANSWERS.invoiceVoidAlready);
      // The invoice keeps the parties it was issued with (a draft's: those of now).
      if (drawn.invoice.status === 'draft' || !drawn.invoice.parties)
        await deps.placements.refreshDraftParties(id, await partiesOf(drawn, requestId));
      const voided = await deps.placements.voidInvoice(id, now(), reason, { refund });
      if (!voided?.invoice?.creditNote)
        throw conflict(refund ? PLACEMENT_ANSWERS.refundNotDue : PLACEMENT_ANSWERS.invoiceVoidAlready);
      // A hire who left within the guarantee is back on the market.
      if (refund) await releasePlacement(deps, voided);
      return { before: record, invoiceBefore: drawn.invoice.status, voided: await named(voided) };
    },

    /** Marks an issued invoice paid (again: nothing changes); `paid` is null when nothing changed. */
    async markPaid(id: string) {
      const record = await find(id);
      if (!record.invoice) throw conflict(PLACEMENT_ANSWERS.notConfirmed);
      if (record.invoice.status === 'void') throw conflict(PLACEMENT_ANSWERS.invoiceVoidAlready);
      if (record.invoice.status === 'paid')
        return { before: record.invoice.status, paid: null, current: await named(record) };
      const paid = await deps.placements.invoicePaid(id, now());
      // Named once: the placement as paid, or as another request left it meanwhile.
      const current = await named(paid ?? (await find(id)));
      return { before: record.invoice.status, paid: paid ? current : null, current };
    },

    /** The candidate's placements, newest first (what the company withdrew left out by the repository). */
    ofCandidate: (userId: string) => deps.placements.ofCandidate(userId),

    /** The company's live placement of a candidate (confirmed, or its replacement due), if any. */
    async activeOfCompanyCandidate(companyId: string, onePagerId: string) {
      const records = await deps.placements.ofCompanyCandidate(companyId, onePagerId);
      return records.find((row) => isActivePlacement(row.status)) ?? null;
    },

    /** The company's stage of the placed candidate (the outcomes' record), as the company's answer shows it. */
    outcomeOf: (record: TPlacementRecord) => deps.outcomes.find(record.companyId, record.onePagerId),

    /** One page of the admins' list, named, with the month's totals. */
    async page(query: { status?: TPlacementStatus; page: number; pageSize: number; search?: string }) {
      const at = now();
      const [page, totals] = await Promise.all([
        deps.placements.page(query.status, query.page, query.pageSize, query.search),
        deps.placements.totals(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))),
      ]);
      return { items: await Promise.all(page.items.map(named)), total: page.total, totals };
    },

    /** Every invoiced placement, newest invoice first (the accounting export). */
    invoiced: () => deps.placements.invoiced(),
    billingProfile: () => deps.placements.billingProfile(),
    setBillingProfile: (input: TBillingProfile) => deps.placements.setBillingProfile(input, now()),
  };
};
export type TPlacementsService = ReturnType<typeof createPlacementsService>;

/**
 * The claims a company's Hired opens, on the placements repository ({@link THireClaims}, called by the outcomes).
 * A new claim tells the candidate and the admins (`placement.claimed`).
 */
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
