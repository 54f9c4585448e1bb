import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TAuditAction } from '@gtm/contracts/audit';
import type { TIdentity } from '@gtm/contracts/identity';
import { getClientCompany } from '@gtm/contracts/operations/client-companies';
import { listCompanyNotificationRecipients } from '@gtm/contracts/operations/client-users';
import type * as operations from '@gtm/contracts/operations/placements';
import { CLIENT_FEE_PERCENT } from '@gtm/contracts/clients';
import { GUARANTEE_DAYS, PLACEMENT_ANSWERS, successFee } from '@gtm/contracts/placements';
import type {
  TAdminPlacement,
  TCandidatePlacement,
  TEmployerPlacement,
  TGuarantee,
} from '@gtm/contracts/placements';
import { AppError } from '@gtm/service-kit/app-error';
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
import { renderInvoicePdf } from './invoice-pdf.ts';
import { placementNotices } from './placement-texts.ts';
import type { TPlacementRecord } from './placements.model.ts';
import type { TPlacementsRepository } from './placements.repository.ts';

type TApplyHireDeps = Parameters<typeof applyHire>[0];

/** What the placement routes (and the claims the outcomes open) need. */
export type TPlacementsDeps = TEmployerPublishing &
  TSharedCandidateDeps &
  Pick<TApplyHireDeps, 'interviewRequests' | 'profiles' | 'accounts'> & {
    placements: TPlacementsRepository;
    outcomes: Pick<TOutcomesRepository, 'find' | 'confirmHire' | 'restoreClaim'>;
    peers: TPeerServices;
    redis?: Pick<Redis, 'get'>;
    audit: TAuditTrail;
    /** The clock placements are stamped with. */
    now?: () => Date;
  };

/** The portal's identity towards svc-clients (a company's fee is the admins' to read; the portal acts for none). */
const PORTAL_IDENTITY: TIdentity = Object.freeze({ kind: 'admin', role: null });

const notFound = () => new AppError('NOT_FOUND', { userMessage: PLACEMENT_ANSWERS.notFound });
const conflict = (message: string) => new AppError('CONFLICT', { userMessage: message });

/** The day `days` after a calendar day, 'YYYY-MM-DD'. */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

export const toCandidatePlacement = (record: TPlacementRecord): TCandidatePlacement => ({
  id: record._id.toString(),
  companyName: record.companyName,
  // A replacement due is the company's and the admins' matter: the candidate's hire stays confirmed.
  status:
    record.status === 'replacement-due'
      ? 'confirmed'
      : record.status === 'withdrawn' || record.status === 'cancelled'
        ? 'rejected'
        : record.status,
  startDate: record.startDate,
  createdAt: record.createdAt.toISOString(),
});

export const toAdminPlacement = (record: TPlacementRecord): TAdminPlacement => ({
  id: record._id.toString(),
  candidateName: record.candidateName,
  companyId: record.companyId,
  companyName: record.companyName,
  combineId: record.combineId,
  onePagerId: record.onePagerId,
  startDate: record.startDate,
  annualSalary: record.annualSalary,
  feePercent: record.feePercent,
  fee: record.fee,
  status: record.status,
  invoice: record.invoice ? { number: record.invoice.number, status: record.invoice.status } : null,
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

  /** The company's fee now (svc-clients'); its default where the company cannot be read. */
  const feePercentOf = async (companyId: string, requestId: string) => {
    const answer = await deps.peers.clients.call(getClientCompany, {
      identity: PORTAL_IDENTITY,
      requestId,
      params: { id: companyId },
    });
    if (answer.status === 200) return answer.body.fee_percent ?? CLIENT_FEE_PERCENT.default;
    if (answer.status === 404) return CLIENT_FEE_PERCENT.default;
    throw new AppError('UNAVAILABLE', {
      internalMessage: `svc-clients getClientCompany answered ${answer.status}`,
    });
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
      closed.candidateName,
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
    const feePercent = await feePercentOf(record.companyId, requestId);
    const confirmed = await deps.placements.confirm(record._id.toString(), {
      at,
      by,
      feePercent,
      fee: successFee(record.annualSalary, feePercent),
    });
    if (confirmed === 'placed-elsewhere') throw conflict(PLACEMENT_ANSWERS.placedAlready);
    if (!confirmed) throw conflict(PLACEMENT_ANSWERS.notPending);
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
      confirmed.candidateName,
    );
    return (await deps.placements.drawInvoice(confirmed._id.toString(), at)) ?? confirmed;
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
    const placed = records.find((row) => row.status === 'confirmed' || row.status === 'replacement-due');
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
          await tell({ ...eventBase(answered, 'left', at), type: 'placement.left' }, answered.candidateName);
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

  const invoiceResponse = async (c: Context<TAppEnv>, record: TPlacementRecord) => {
    if (!record.invoice || record.fee === null || record.feePercent === null)
      throw conflict(PLACEMENT_ANSWERS.notConfirmed);
    const bytes = await renderInvoicePdf({
      number: record.invoice.number,
      issuedAt: record.invoice.issuedAt,
      companyName: record.companyName,
      candidateLabel: record.candidateName || 'the candidate',
      startDate: record.startDate,
      annualSalary: record.annualSalary,
      feePercent: record.feePercent,
      fee: record.fee,
    });
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${record.invoice.number}.pdf"`,
      'cache-control': 'private, no-store',
    });
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
        label: `${record.candidateName} at ${record.companyName}`,
      },
      changes,
    });

  const listPlacements: TOperationHandler<typeof operations.listPlacements> = async (c, { query }) => {
    const [page, totals] = await Promise.all([
      deps.placements.page(query.status, query.page, query.pageSize),
      deps.placements.totals(monthStartOf(now())),
    ]);
    return c.json({ items: page.items.map(toAdminPlacement), total: page.total, totals }, 200);
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
    const drawn = record.invoice ? record : ((await deps.placements.drawInvoice(params.id, now())) ?? record);
    return invoiceResponse(c, drawn);
  };

  const sendPlacementInvoice: TOperationHandler<typeof operations.sendPlacementInvoice> = async (
    c,
    { params },
  ) => {
    const record = await adminPlacement(params.id);
    const drawn = record.invoice ? record : await deps.placements.drawInvoice(params.id, now());
    if (!drawn?.invoice || drawn.fee === null) throw conflict(PLACEMENT_ANSWERS.notConfirmed);
    if (drawn.invoice.status === 'paid') throw conflict(PLACEMENT_ANSWERS.invoicePaidAlready);
    const at = now();
    const sent = await deps.placements.invoiceSent(params.id, at);
    if (!sent?.invoice) throw conflict(PLACEMENT_ANSWERS.invoicePaidAlready);
    const link = `/api/employer/combines/${sent.shareId}/one-pagers/${sent.onePagerId}/placement/invoice`;
    await deps.outbox.publish(
      outboxMessage.shareEvent({
        type: 'company.notice',
        eventId: `placement.invoice-sent.${sent._id.toString()}.${at.getTime()}`,
        shareId: sent.shareId,
        companyId: sent.companyId,
        at: at.getTime(),
        title: `Invoice ${sent.invoice.number} from GTM Combine`,
        body: `Our success fee for your hire starting ${sent.startDate}: ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(sent.fee ?? 0)} (${sent.feePercent}% of the annual salary), due in 30 days. The invoice (PDF) is at the link below.`,
        link,
      }),
    );
    await audited(c, 'placement.invoice-sent', sent, [
      { field: 'invoice', after: sent.invoice.number },
      { field: 'invoiceStatus', before: drawn.invoice.status, after: 'sent' },
    ]);
    return c.json({ placement: toAdminPlacement(sent), recipients: await recipientsOf(sent.companyId) }, 200);
  };

  /** How many users the company's e-mails reach (its enabled users), for the admin's toast. */
  const recipientsOf = async (companyId: string) => {
    const answer = await deps.peers.clients.call(listCompanyNotificationRecipients, {
      identity: PORTAL_IDENTITY,
      requestId: `invoice-${companyId}`,
      params: { id: companyId },
    });
    return answer.status === 200 ? answer.body.userIds.length : 0;
  };

  const markPlacementInvoicePaid: TOperationHandler<typeof operations.markPlacementInvoicePaid> = async (
    c,
    { params },
  ) => {
    const record = await adminPlacement(params.id);
    if (!record.invoice) throw conflict(PLACEMENT_ANSWERS.notConfirmed);
    if (record.invoice.status === 'paid') return c.json(toAdminPlacement(record), 200);
    const paid = await deps.placements.invoicePaid(params.id, now());
    if (!paid) return c.json(toAdminPlacement(await adminPlacement(params.id)), 200);
    await audited(c, 'placement.invoice-paid', paid, [
      { field: 'invoiceStatus', before: record.invoice.status, after: 'paid' },
    ]);
    return c.json(toAdminPlacement(paid), 200);
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
  };
};

/**
 * The claims a company's Hired opens, on the placements repository ({@link THireClaims}, called by the outcomes).
 * A new claim tells the candidate and the admins (`placement.claimed`).
 */
export const hireClaims = (
  deps: Pick<TPlacementsDeps, 'placements' | 'outbox' | 'profiles'>,
): THireClaims => ({
  async open(input) {
    const profiles = await deps.profiles.byUserIds([input.candidateUserId]);
    const { placement, created } = await deps.placements.openClaim({
      companyId: input.companyId,
      companyName: input.companyName,
      shareId: input.shareId,
      combineId: input.combineId,
      onePagerId: input.onePagerId,
      candidateUserId: input.candidateUserId,
      candidateName: profiles.get(input.candidateUserId)?.name ?? '',
      startDate: input.startDate,
      annualSalary: input.annualSalary,
      previousStage: input.previous?.stage ?? null,
      previousNote: input.previous?.note ?? '',
      claimedBy: input.by,
      guarantee: {
        checkOn: dayAfter(input.startDate, GUARANTEE_DAYS),
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
    return cancelled === null || cancelled === 'paid' ? cancelled : 'cancelled';
  },
  async latestOf(companyId, onePagerId) {
    const [latest] = await deps.placements.ofCompanyCandidate(companyId, onePagerId);
    return latest ? toEmployerPlacement(latest) : null;
  },
});
