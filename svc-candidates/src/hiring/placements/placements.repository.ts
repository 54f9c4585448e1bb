import { Types } from 'mongoose';
import type { Connection } from 'mongoose';
import { ERASED_PERSON } from '@gtm/service-kit/erased-person';
import { NO_SORT } from '@gtm/service-kit/index-coverage';
import { escapeRegex } from '@gtm/service-kit/text-search';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import type { TBillingProfile } from '@gtm/contracts/placements';
import { DEFAULT_CURRENCY, sumAmounts } from '@gtm/hiring/money';
import type { TFeeAmounts } from '@gtm/hiring/money';
import {
  ACTIVE_PLACEMENT_STATUSES,
  canMovePlacement,
  isActivePlacement,
  placementStatusesBefore,
} from '@gtm/hiring/placement-lifecycle';
import type { TPlacementStatus } from '@gtm/hiring/placement-lifecycle';
import { billingProfileModel, invoiceSequenceModel, placementModel } from './placements.model.ts';
import type { TInvoiceParties, TPlacementRecord } from './placements.model.ts';

/** Every query of the placements (placements.indexes.test.ts checks each against the declared indexes). */
export const placementQueries = {
  byId: (id: string): TQueryShape => ({ filter: { _id: id }, sort: NO_SORT }),
  ofCompanyCandidate: (companyId: string, onePagerId: string): TQueryShape => ({
    filter: { companyId, onePagerId },
    sort: NO_SORT,
  }),
  ofCandidate: (candidateUserId: string): TQueryShape => ({
    filter: { candidateUserId },
    sort: { createdAt: -1 },
  }),
  pendingOfCandidate: (candidateUserId: string): TQueryShape => ({
    filter: { candidateUserId, status: 'pending' },
    sort: { createdAt: -1 },
  }),
  list: (status: TPlacementStatus | undefined): TQueryShape => ({
    filter: status ? { status } : {},
    sort: { createdAt: -1, _id: -1 },
  }),
  /**
   * The admins' search: a piece of the candidate's name, the company's or the invoice's number. A regex no index
   * serves, over a collection of hires (hundreds where candidates are a hundred thousand): newest first.
   */
  search: (status: TPlacementStatus | undefined, term: string): TQueryShape => {
    const pattern = { $regex: escapeRegex(term), $options: 'i' };
    return {
      filter: {
        ...(status ? { status } : {}),
        $or: [{ candidateName: pattern }, { companyName: pattern }, { 'invoice.number': pattern }],
      },
      sort: { createdAt: -1, _id: -1 },
    };
  },
  guaranteeDue: (today: string): TQueryShape => ({
    filter: { status: 'confirmed', 'guarantee.askedAt': null, 'guarantee.checkOn': { $lte: today } },
    sort: NO_SORT,
  }),
  invoiced: (): TQueryShape => ({
    filter: { 'invoice.issuedAt': { $ne: null } },
    sort: { 'invoice.issuedAt': -1 },
  }),
} as const;
const Q = placementQueries;

/** How often a numbered write takes the next number after meeting a taken one. */
const NUMBER_ATTEMPTS = 10;

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/** What opening a claim stores. */
export type TNewClaim = Pick<
  TPlacementRecord,
  | 'companyId'
  | 'companyName'
  | 'shareId'
  | 'combineId'
  | 'onePagerId'
  | 'candidateUserId'
  | 'candidateName'
  | 'role'
  | 'startDate'
  | 'annualSalary'
  | 'currency'
  | 'previousStage'
  | 'previousNote'
  | 'claimedBy'
  | 'guarantee'
> & { at: Date };

/** The seller's details before an admin sets them (the product's name; nothing else is known). */
export const DEFAULT_BILLING_PROFILE: TBillingProfile = {
  legalName: 'GTM Combine',
  address: '',
  taxId: '',
  email: '',
  paymentInstructions: '',
};

/** The only code that reads and writes `placements`, `invoice_sequences` and `billing_profile`. */
export const createPlacementsRepository = async (connection: Connection) => {
  const Placement = placementModel(connection);
  const Sequence = invoiceSequenceModel(connection);
  const BillingProfile = billingProfileModel(connection);
  await Promise.all([Placement.init(), Sequence.init(), BillingProfile.init()]);

  /**
   * The next number of a yearly series: 'GTM-2026-00001', 'CN-2026-00001'. The year's counter is created first
   * (an upsert that only inserts: of two at once, one inserts and the other meets the duplicate key, which is
   * the same outcome), then taken by one atomic increment of the existing document. An increment that upserted
   * could hand two first invoices of a year the same number where the server does not retry the upsert (the scale
   * seed met it); the unique index on the numbers refuses a duplicate either way.
   */
  const nextNumber = async (series: 'GTM' | 'CN', at: Date) => {
    const year = String(at.getUTCFullYear());
    const _id = series === 'GTM' ? year : `CN-${year}`;
    await Sequence.updateOne({ _id }, { $setOnInsert: { seq: 0 } }, { upsert: true })
      .exec()
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    const sequence = await Sequence.findOneAndUpdate(
      { _id },
      { $inc: { seq: 1 } },
      { returnDocument: 'after' },
    )
      .lean<{ seq: number }>()
      .exec();
    if (!sequence) throw new Error(`invoice number series ${_id} could not be read`);
    return `${series}-${year}-${String(sequence.seq).padStart(5, '0')}`;
  };

  /**
   * Writes a document with the series' next number. The numbers' unique indexes refuse one that another write
   * holds (an increment that was not atomic: the MongoDB stand-in's findAndModify under concurrency); the write is
   * then made again with the next number, so two invoices never share one and nobody is answered an error.
   */
  const withNextNumber = async <T>(
    series: 'GTM' | 'CN',
    at: Date,
    write: (number: string) => Promise<T>,
  ): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write(await nextNumber(series, at));
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= NUMBER_ATTEMPTS) throw error;
      }
    }
  };

  const byId = (id: string) =>
    Types.ObjectId.isValid(id)
      ? Placement.findOne(Q.byId(id).filter).lean<TPlacementRecord>().exec()
      : Promise.resolve(null);

  return {
    findById: byId,

    /** The company's placements of a one-pager, newest first (its latest is what the company reads). */
    ofCompanyCandidate: async (companyId: string, onePagerId: string) =>
      (
        await Placement.find(Q.ofCompanyCandidate(companyId, onePagerId).filter)
          .lean<TPlacementRecord[]>()
          .exec()
      ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),

    /**
     * The candidate's placements, newest first (withdrawn ones left out: the company took them back; cancelled
     * ones too: the GTM Combine team corrected the company's stage).
     */
    ofCandidate: (candidateUserId: string) => {
      const q = Q.ofCandidate(candidateUserId);
      return Placement.find({ ...q.filter, status: { $nin: ['withdrawn', 'cancelled'] } })
        .sort(q.sort)
        .lean<TPlacementRecord[]>()
        .exec();
    },

    /** The candidate's claims still waiting for an answer. */
    pendingOfCandidate: (candidateUserId: string) => {
      const q = Q.pendingOfCandidate(candidateUserId);
      return Placement.find(q.filter).sort(q.sort).lean<TPlacementRecord[]>().exec();
    },

    /**
     * Opens the company's claim of the candidate, or, while one waits, changes its start date and salary: the
     * claim now (`created` when new). One open claim per company and one-pager (`openKey`, unique): two at once
     * meet on the key and the second updates the first.
     */
    async openClaim(claim: TNewClaim): Promise<{ placement: TPlacementRecord; created: boolean }> {
      const openKey = `${claim.companyId}:${claim.onePagerId}`;
      const { at, ...fields } = claim;
      const update = () =>
        Placement.findOneAndUpdate(
          { openKey, status: 'pending' },
          { $set: { startDate: claim.startDate, annualSalary: claim.annualSalary, updatedAt: at } },
          { returnDocument: 'after' },
        )
          .lean<TPlacementRecord>()
          .exec();
      const existing = await update();
      if (existing) return { placement: existing, created: false };
      const _id = new Types.ObjectId();
      const record = {
        _id,
        ...fields,
        status: 'pending' as const,
        openKey,
        createdAt: at,
        updatedAt: at,
        answeredAt: null,
        answeredBy: null,
        feePercent: null,
        fee: null,
        confirmedAt: null,
        invoice: null,
      };
      try {
        await Placement.create(record);
        return { placement: (await byId(_id.toString()))!, created: true };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const raced = await update();
        if (!raced) throw error;
        return { placement: raced, created: false };
      }
    },

    /**
     * Confirms a waiting claim with its fee: null when it is not waiting any more; 'placed-elsewhere' when the
     * candidate has a confirmed placement already (`placedKey`, unique: of two confirmations at once, one wins).
     */
    async confirm(
      id: string,
      set: {
        at: Date;
        by: 'candidate' | 'admin';
        feePercent: number;
        taxPercent: number;
        amounts: TFeeAmounts;
      },
    ): Promise<TPlacementRecord | null | 'placed-elsewhere'> {
      const current = await byId(id);
      if (!current || current.status !== 'pending') return null;
      try {
        return await Placement.findOneAndUpdate(
          { _id: id, status: 'pending' },
          {
            $set: {
              status: 'confirmed',
              placedKey: current.candidateUserId,
              answeredAt: set.at,
              answeredBy: set.by,
              confirmedAt: set.at,
              updatedAt: set.at,
              feePercent: set.feePercent,
              taxPercent: set.taxPercent,
              fee: set.amounts.fee,
              tax: set.amounts.tax,
              total: set.amounts.total,
            },
            $unset: { openKey: 1 },
          },
          { returnDocument: 'after' },
        )
          .lean<TPlacementRecord>()
          .exec();
      } catch (error) {
        if (isDuplicateKey(error)) return 'placed-elsewhere';
        throw error;
      }
    },

    /**
     * Cancels the company's confirmed placement of the one-pager (an admin corrected its stage): no fee is due,
     * its invoice is void by a credit note, and the candidate may be placed again (`placedKey` released). 'paid'
     * when its invoice is paid (it stays); null when none is confirmed.
     */
    async cancelConfirmed(companyId: string, onePagerId: string, at: Date) {
      const q = Q.ofCompanyCandidate(companyId, onePagerId);
      const placed = (await Placement.find(q.filter).lean<TPlacementRecord[]>().exec()).find((row) =>
        isActivePlacement(row.status),
      );
      if (!placed) return null;
      if (placed.invoice?.status === 'paid') return 'paid' as const;
      const cancel = (creditNote: { number: string; issuedAt: Date; reason: string } | null) =>
        Placement.findOneAndUpdate(
          {
            _id: placed._id,
            status: { $in: placementStatusesBefore('cancelled') },
            'invoice.status': { $ne: 'paid' },
          },
          {
            $set: {
              status: 'cancelled',
              updatedAt: at,
              ...(placed.invoice && placed.invoice.status !== 'void'
                ? { 'invoice.status': 'void', 'invoice.creditNote': creditNote }
                : {}),
            },
            $unset: { placedKey: 1 },
          },
          { returnDocument: 'after' },
        )
          .lean<TPlacementRecord>()
          .exec();
      const reason = 'Hire cancelled: the stage was corrected.';
      const cancelled = placed.invoice
        ? await withNextNumber('CN', at, (number) => cancel({ number, issuedAt: at, reason }))
        : await cancel(null);
      if (cancelled) return cancelled;
      // Answered meanwhile: paid, it stays; otherwise nothing is confirmed any more.
      return (await byId(placed._id.toString()))?.invoice?.status === 'paid' ? ('paid' as const) : null;
    },

    /** Closes a waiting claim (rejected by the candidate or an admin, or withdrawn): null when not waiting. */
    close: (
      id: string,
      status: Extract<TPlacementStatus, 'rejected' | 'withdrawn'>,
      set: { at: Date; by: 'candidate' | 'admin' | 'company' | 'portal' },
    ) =>
      Placement.findOneAndUpdate(
        { _id: id, status: 'pending' },
        {
          $set: { status, answeredAt: set.at, answeredBy: set.by, updatedAt: set.at },
          $unset: { openKey: 1 },
        },
        { returnDocument: 'after' },
      )
        .lean<TPlacementRecord>()
        .exec(),

    /**
     * Draws the invoice of a confirmed placement once (its number the next of the year's sequence): the
     * placement with its invoice. A placement that has one keeps it.
     */
    async drawInvoice(id: string, at: Date, parties: TInvoiceParties): Promise<TPlacementRecord | null> {
      const current = await byId(id);
      if (!current || current.invoice || !isActivePlacement(current.status)) return current;
      const drawn = await withNextNumber('GTM', at, (number) =>
        Placement.findOneAndUpdate(
          { _id: id, invoice: null },
          {
            $set: {
              invoice: {
                number,
                status: 'draft',
                issuedAt: at,
                sentAt: null,
                paidAt: null,
                parties,
                creditNote: null,
              },
            },
          },
          { returnDocument: 'after' },
        )
          .lean<TPlacementRecord>()
          .exec(),
      );
      return drawn ?? byId(id);
    },

    /**
     * A draft invoice (not sent yet) prints the parties as they are now: the placement with them, or as it was
     * when its invoice is sent, paid or void (it was issued with the parties it has).
     */
    async refreshDraftParties(id: string, parties: TInvoiceParties) {
      const refreshed = await Placement.findOneAndUpdate(
        { _id: id, 'invoice.status': 'draft' },
        { $set: { 'invoice.parties': parties } },
        { returnDocument: 'after' },
      )
        .lean<TPlacementRecord>()
        .exec();
      return refreshed ?? byId(id);
    },

    /**
     * Voids the invoice by a credit note (the next of the year's CN- series, the reason): the placement now;
     * null when it has no invoice or it is void already. With `refund`, the placement whose person left within
     * the guarantee is refunded in the same update.
     */
    async voidInvoice(id: string, at: Date, reason: string, options: { refund?: boolean } = {}) {
      const current = await byId(id);
      if (!current?.invoice || current.invoice.status === 'void') return null;
      if (options.refund && !canMovePlacement(current.status, 'refunded')) return null;
      return withNextNumber('CN', at, (number) =>
        Placement.findOneAndUpdate(
          {
            _id: id,
            'invoice.status': { $ne: 'void' },
            ...(options.refund ? { status: { $in: placementStatusesBefore('refunded') } } : {}),
          },
          {
            $set: {
              'invoice.status': 'void',
              'invoice.creditNote': { number, issuedAt: at, reason },
              updatedAt: at,
              ...(options.refund ? { status: 'refunded' } : {}),
            },
          },
          { returnDocument: 'after' },
        )
          .lean<TPlacementRecord>()
          .exec(),
      );
    },

    /** Every placement with an invoice, newest invoice first (the accounting export). */
    invoiced: () => {
      const q = Q.invoiced();
      return Placement.find(q.filter).sort(q.sort).lean<TPlacementRecord[]>().exec();
    },

    /** Sets the candidate's name where a placement has none (claimed before names were kept). */
    nameCandidate: (id: string, candidateName: string) =>
      Placement.updateOne({ _id: id, candidateName: '' }, { $set: { candidateName } }).exec(),

    /** GTM Combine's billing profile (the defaults until an admin sets it). */
    async billingProfile(): Promise<TBillingProfile> {
      const stored = await BillingProfile.findById('seller').lean<TBillingProfile>().exec();
      if (!stored) return DEFAULT_BILLING_PROFILE;
      return {
        legalName: stored.legalName,
        address: stored.address,
        taxId: stored.taxId,
        email: stored.email,
        paymentInstructions: stored.paymentInstructions,
      };
    },

    /** Sets the billing profile: the one before (for the audit) and now. */
    async setBillingProfile(profile: TBillingProfile, at: Date) {
      const before = await BillingProfile.findOneAndUpdate(
        { _id: 'seller' },
        { $set: { ...profile, updatedAt: at } },
        { upsert: true, returnDocument: 'before' },
      )
        .lean<TBillingProfile>()
        .exec();
      return { before: before ?? DEFAULT_BILLING_PROFILE, after: profile };
    },

    /** Marks the invoice sent (a paid one stays paid): the placement now, null when it has no invoice. */
    invoiceSent: (id: string, at: Date) =>
      Placement.findOneAndUpdate(
        { _id: id, 'invoice.status': { $in: ['draft', 'sent'] } },
        { $set: { 'invoice.status': 'sent', 'invoice.sentAt': at, updatedAt: at } },
        { returnDocument: 'after' },
      )
        .lean<TPlacementRecord>()
        .exec(),

    /** Marks the invoice paid: the placement now, null when it has no invoice or is paid already. */
    invoicePaid: (id: string, at: Date) =>
      Placement.findOneAndUpdate(
        { _id: id, 'invoice.status': { $in: ['draft', 'sent'] } },
        { $set: { 'invoice.status': 'paid', 'invoice.paidAt': at, updatedAt: at } },
        { returnDocument: 'after' },
      )
        .lean<TPlacementRecord>()
        .exec(),

    /** A page of placements (of a status, matching a search), newest first, and how many there are. */
    async page(status: TPlacementStatus | undefined, page: number, pageSize: number, search?: string) {
      const q = search ? Q.search(status, search) : Q.list(status);
      const [items, total] = await Promise.all([
        Placement.find(q.filter)
          .sort(q.sort)
          .skip((page - 1) * pageSize)
          .limit(pageSize)
          .lean<TPlacementRecord[]>()
          .exec(),
        Placement.countDocuments(q.filter).exec(),
      ]);
      return { items, total };
    },

    /**
     * The admins' totals in one aggregate, per currency (amounts of two currencies do not add up): net fees
     * confirmed since `monthStart`, totals (fee and tax) of invoices still owed (not paid, not void); and the
     * claims waiting, the replacements due.
     */
    async totals(monthStart: Date) {
      const rows = await Placement.aggregate<{
        _id: string | null;
        feesThisMonth: number;
        unpaid: number;
        pending: number;
        replacementDue: number;
      }>([
        { $match: { status: { $in: ['pending', ...ACTIVE_PLACEMENT_STATUSES] } } },
        {
          $group: {
            _id: '$currency',
            feesThisMonth: {
              $sum: {
                $cond: [
                  { $and: [{ $ne: ['$status', 'pending'] }, { $gte: ['$confirmedAt', monthStart] }] },
                  '$fee',
                  0,
                ],
              },
            },
            unpaid: {
              $sum: {
                $cond: [
                  {
                    $and: [
                      { $ne: ['$status', 'pending'] },
                      { $not: [{ $in: ['$invoice.status', ['paid', 'void']] }] },
                    ],
                  },
                  { $ifNull: ['$total', '$fee'] },
                  0,
                ],
              },
            },
            pending: { $sum: { $cond: [{ $eq: ['$status', 'pending'] }, 1, 0] } },
            replacementDue: { $sum: { $cond: [{ $eq: ['$status', 'replacement-due'] }, 1, 0] } },
          },
        },
      ]).exec();
      const byCurrency = rows
        .map((row) => ({ ...row, currency: row._id ?? DEFAULT_CURRENCY }))
        .sort((a, b) => a.currency.localeCompare(b.currency));
      const amounts = (field: 'feesThisMonth' | 'unpaid') =>
        byCurrency
          .filter((row) => row[field] !== 0)
          .map((row) => ({ currency: row.currency, amount: sumAmounts([row[field]], row.currency) }));
      return {
        feesThisMonth: amounts('feesThisMonth'),
        unpaid: amounts('unpaid'),
        pending: rows.reduce((sum, row) => sum + row.pending, 0),
        replacementDue: rows.reduce((sum, row) => sum + row.replacementDue, 0),
      };
    },

    /** Confirmed placements whose 90-day check is due (`checkOn` on or before `today`) and not asked yet. */
    guaranteeDue: (today: string, limit = 100) =>
      Placement.find(Q.guaranteeDue(today).filter).limit(limit).lean<TPlacementRecord[]>().exec(),

    /** Marks the check asked, once: true for the one caller that marked it. */
    markGuaranteeAsked: async (id: string, at: Date) =>
      (
        await Placement.updateOne(
          { _id: id, status: 'confirmed', 'guarantee.askedAt': null },
          { $set: { 'guarantee.askedAt': at, updatedAt: at } },
        ).exec()
      ).modifiedCount === 1,

    /**
     * The company's answer to the check (once asked): still in the role, or left (the placement then needs a
     * replacement). The placement now, null when it was not asked or is answered already.
     */
    answerGuarantee: (id: string, answer: 'in-seat' | 'left', at: Date, byId: string) =>
      Placement.findOneAndUpdate(
        { _id: id, status: 'confirmed', 'guarantee.askedAt': { $ne: null }, 'guarantee.answer': null },
        {
          $set: {
            'guarantee.answer': answer,
            'guarantee.answeredAt': at,
            'guarantee.answeredById': byId,
            updatedAt: at,
            ...(answer === 'left' ? { status: 'replacement-due' } : {}),
          },
        },
        { returnDocument: 'after' },
      )
        .lean<TPlacementRecord>()
        .exec(),

    /** The share of placements confirmed at least 90 days ago whose company said the person is still in seat. */
    async retention(): Promise<{ checked: number; inSeat: number }> {
      const [row] = await Placement.aggregate<{ checked: number; inSeat: number }>([
        { $match: { 'guarantee.answer': { $in: ['in-seat', 'left'] } } },
        {
          $group: {
            _id: null,
            checked: { $sum: 1 },
            inSeat: { $sum: { $cond: [{ $eq: ['$guarantee.answer', 'in-seat'] }, 1, 0] } },
          },
        },
      ]).exec();
      return { checked: row?.checked ?? 0, inSeat: row?.inSeat ?? 0 };
    },

    /** Forgets a deleted candidate's placements (the purge of their data; invoices are kept by the admins' books). */
    forgetCandidate: async (candidateUserId: string) =>
      (
        await Placement.updateMany(
          { candidateUserId },
          { $set: { candidateName: ERASED_PERSON.name, candidateUserId: `erased:${candidateUserId}` } },
        ).exec()
      ).modifiedCount,
  };
};
export type TPlacementsRepository = Awaited<ReturnType<typeof createPlacementsRepository>>;
