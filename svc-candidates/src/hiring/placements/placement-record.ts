import { CLIENT_DEFAULT_CURRENCY } from '@gtm/contracts/clients';
import type { TGuarantee } from '@gtm/contracts/placements';
import { ERASED_PERSON } from '@gtm/service-kit/erased-person';
import type { TPlacementRecord } from './placements.model.ts';

/** The currency of a placement's amounts (USD for one claimed before currencies). */
export const currencyOf = (record: TPlacementRecord) => record.currency ?? CLIENT_DEFAULT_CURRENCY;

/** The candidate's name as the admins, their e-mails and the invoice read it. */
export const nameOf = (record: TPlacementRecord) =>
  record.candidateUserId.startsWith('erased:') ? ERASED_PERSON.name : record.candidateName || 'the candidate';

/** The 90-day check as the company and the admins read it. */
export const guaranteeOf = (record: TPlacementRecord): TGuarantee => ({
  checkOn: record.guarantee.checkOn,
  asked: record.guarantee.askedAt !== null,
  answer: record.guarantee.answer,
});

/** What every hiring event of a placement carries: its id (the change's kind and the placement), time and parties. */
export const placementEventBase = (record: TPlacementRecord, type: string, at: Date) => ({
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
