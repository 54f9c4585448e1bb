import { ZApiError } from '../api-errors.ts';
import { ZShareCandidateParams } from '../employer.ts';
import { ACCESS, defineOperation, fileResponse } from '../operation.ts';
import { ZOutcome } from '../outcomes.ts';
import {
  ZBillingProfile,
  ZBillingProfileAnswer,
  ZInvoiceVoid,
  ZAdminPlacement,
  ZAdminPlacements,
  ZAdminPlacementsQuery,
  ZCandidatePlacement,
  ZCandidatePlacements,
  ZInvoiceSent,
  ZPlacementParams,
  ZPlacementResponse,
  ZRetentionAnswer,
} from '../placements.ts';

/**
 * Placements (issue 34), served by svc-candidates: the candidate confirms or rejects a company's claimed hire
 * (an admin may, for them, audited); a confirmed one carries the success fee and its invoice, which the admins
 * e-mail to the company and mark paid; 90 days after the start date the company says whether the person is
 * still in the role. The claim itself is the company's `PUT .../outcome` with `stage: 'hired'`.
 */

const notFound = { description: 'No such placement (or not yours).', schema: ZApiError };
const answered = { description: 'The claim was answered already or withdrawn.', schema: ZApiError };
const revoked = {
  description: 'The employer is disabled, their company deleted, or they belong to no company.',
  schema: ZApiError,
};

// --- The candidate ---

/** `GET /api/user/placements`: the hires companies recorded for the signed-in candidate, newest first. */
export const listCandidatePlacements = defineOperation({
  id: 'listCandidatePlacements',
  summary: 'The hires companies recorded for the signed-in candidate, newest first',
  method: 'GET',
  path: '/api/user/placements',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  responses: { 200: { description: 'The placements.', schema: ZCandidatePlacements } },
});

/** `POST /api/user/placements/{id}/response`: the candidate confirms or rejects a claimed hire. */
export const answerPlacement = defineOperation({
  id: 'answerPlacement',
  summary: 'Confirm or reject a hire a company recorded',
  method: 'POST',
  path: '/api/user/placements/:id/response',
  service: 'svc-candidates',
  access: ACCESS.candidate,
  request: { params: ZPlacementParams, body: ZPlacementResponse },
  responses: {
    200: { description: 'Answered: the placement now.', schema: ZCandidatePlacement },
    404: notFound,
    409: answered,
  },
});

// --- The company ---

/** `POST .../one-pagers/{onePagerId}/placement/retention`: the 90-day check's answer (still in the role?). */
export const answerPlacementRetention = defineOperation({
  id: 'answerPlacementRetention',
  summary: 'Say whether a hired candidate is still in the role (the 90-day guarantee)',
  method: 'POST',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/placement/retention',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams, body: ZRetentionAnswer },
  responses: {
    200: { description: 'Saved: the outcome now.', schema: ZOutcome },
    403: revoked,
    404: { description: 'No confirmed hire of this candidate by your company.', schema: ZApiError },
    409: { description: 'The 90-day check is not due yet.', schema: ZApiError },
  },
});

/** `GET .../one-pagers/{onePagerId}/placement/invoice`: the company's invoice of a confirmed hire, as a PDF. */
export const getEmployerPlacementInvoice = defineOperation({
  id: 'getEmployerPlacementInvoice',
  summary: 'The invoice of a confirmed hire, as a PDF',
  method: 'GET',
  path: '/api/employer/combines/:shareId/one-pagers/:onePagerId/placement/invoice',
  service: 'svc-candidates',
  access: ACCESS.employer,
  request: { params: ZShareCandidateParams },
  responses: {
    200: fileResponse('The invoice.', 'application/pdf'),
    403: revoked,
    404: { description: 'No invoiced hire of this candidate by your company.', schema: ZApiError },
  },
});

// --- The admins ---

/** `GET /api/admin/placements`: every placement, newest first, with this month's fees and what is unpaid. */
export const listPlacements = defineOperation({
  id: 'listPlacements',
  summary: 'Placements, their fees and invoices, newest first',
  method: 'GET',
  path: '/api/admin/placements',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { query: ZAdminPlacementsQuery },
  responses: { 200: { description: 'A page of placements and the totals.', schema: ZAdminPlacements } },
});

const adminAnswer = (what: string, description: string) =>
  defineOperation({
    id: `${what}Placement`,
    summary: description,
    method: 'POST',
    path: `/api/admin/placements/:id/${what}`,
    service: 'svc-candidates',
    access: ACCESS.admin,
    request: { params: ZPlacementParams },
    responses: {
      200: { description: 'Answered: the placement now.', schema: ZAdminPlacement },
      404: notFound,
      409: answered,
    },
  });

/** `POST /api/admin/placements/{id}/confirm`: confirms a claimed hire on the candidate's behalf (audited). */
export const confirmPlacement = adminAnswer('confirm', 'Confirm a claimed hire for the candidate (audited)');
/** `POST /api/admin/placements/{id}/reject`: rejects a claimed hire on the candidate's behalf (audited). */
export const rejectPlacement = adminAnswer('reject', 'Reject a claimed hire for the candidate (audited)');

/** `GET /api/admin/placements/{id}/invoice`: the invoice of a confirmed placement, as a PDF. */
export const getPlacementInvoice = defineOperation({
  id: 'getPlacementInvoice',
  summary: 'The invoice of a confirmed placement, as a PDF',
  method: 'GET',
  path: '/api/admin/placements/:id/invoice',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZPlacementParams },
  responses: {
    200: fileResponse('The invoice.', 'application/pdf'),
    404: notFound,
    409: { description: 'The placement is not confirmed: it has no invoice.', schema: ZApiError },
  },
});

/**
 * `POST /api/admin/placements/{id}/invoice/send`: e-mails the invoice, its PDF attached, to the company's billing
 * e-mail (else its enabled users); marks it sent.
 */
export const sendPlacementInvoice = defineOperation({
  id: 'sendPlacementInvoice',
  summary: 'E-mail the invoice PDF to the company’s billing e-mail (marks it sent; audited)',
  method: 'POST',
  path: '/api/admin/placements/:id/invoice/send',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZPlacementParams },
  responses: {
    200: { description: 'Sent: the placement now.', schema: ZInvoiceSent },
    404: notFound,
    409: {
      description:
        'The placement has no invoice, it is paid or void, or the company has no one to send it to.',
      schema: ZApiError,
    },
  },
});

/** `POST /api/admin/placements/{id}/invoice/paid`: marks the invoice paid (audited). */
export const markPlacementInvoicePaid = defineOperation({
  id: 'markPlacementInvoicePaid',
  summary: 'Mark the invoice of a placement paid (audited)',
  method: 'POST',
  path: '/api/admin/placements/:id/invoice/paid',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZPlacementParams },
  responses: {
    200: { description: 'Paid: the placement now.', schema: ZAdminPlacement },
    404: notFound,
    409: { description: 'The placement has no invoice.', schema: ZApiError },
  },
});

/**
 * `POST /api/admin/placements/{id}/invoice/void`: cancels the invoice by a credit note (its own CN- number, the
 * invoice's total negated, the reason); the invoice stays readable, marked void (audited).
 */
export const voidPlacementInvoice = defineOperation({
  id: 'voidPlacementInvoice',
  summary: 'Void the invoice of a placement by a credit note (audited)',
  method: 'POST',
  path: '/api/admin/placements/:id/invoice/void',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZPlacementParams, body: ZInvoiceVoid },
  responses: {
    200: { description: 'Void: the placement now, with its credit note.', schema: ZAdminPlacement },
    404: notFound,
    409: { description: 'The placement has no invoice, or it is void already.', schema: ZApiError },
  },
});

/** `GET /api/admin/placements/{id}/credit-note`: the credit note of a void invoice, as a PDF. */
export const getPlacementCreditNote = defineOperation({
  id: 'getPlacementCreditNote',
  summary: 'The credit note of a void invoice, as a PDF',
  method: 'GET',
  path: '/api/admin/placements/:id/credit-note',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZPlacementParams },
  responses: {
    200: fileResponse('The credit note.', 'application/pdf'),
    404: notFound,
    409: { description: 'The invoice is not void: it has no credit note.', schema: ZApiError },
  },
});

/**
 * `POST /api/admin/placements/{id}/refund`: the 90-day guarantee's refund (the person left within it and the
 * admins refund rather than replace): the invoice is voided by a credit note, the placement is refunded (audited).
 */
export const refundPlacement = defineOperation({
  id: 'refundPlacement',
  summary: 'Refund a hire who left within the 90-day guarantee by a credit note (audited)',
  method: 'POST',
  path: '/api/admin/placements/:id/refund',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { params: ZPlacementParams, body: ZInvoiceVoid },
  responses: {
    200: { description: 'Refunded: the placement now, with its credit note.', schema: ZAdminPlacement },
    404: notFound,
    409: { description: 'No replacement is due on this placement.', schema: ZApiError },
  },
});

/**
 * `GET /api/admin/invoices/export.csv`: every invoice and credit note for accounting (RFC 4180, UTF-8), newest
 * first: number, issued, due, company, candidate, currency, net, tax, total, status, paid date.
 */
export const exportInvoices = defineOperation({
  id: 'exportInvoices',
  summary: 'Every invoice and credit note, as CSV for accounting',
  method: 'GET',
  path: '/api/admin/invoices/export.csv',
  service: 'svc-candidates',
  access: ACCESS.admin,
  responses: { 200: fileResponse('The invoices and credit notes.', 'text/csv') },
});

/** `GET /api/admin/billing-profile`: GTM Combine's details as the seller on its invoices. */
export const getBillingProfile = defineOperation({
  id: 'getBillingProfile',
  summary: 'Our billing details as the seller on invoices',
  method: 'GET',
  path: '/api/admin/billing-profile',
  service: 'svc-candidates',
  access: ACCESS.admin,
  responses: { 200: { description: 'The billing profile.', schema: ZBillingProfileAnswer } },
});

/** `PUT /api/admin/billing-profile`: sets them (audited); invoices drawn from then on print them. */
export const updateBillingProfile = defineOperation({
  id: 'updateBillingProfile',
  summary: 'Set our billing details as the seller on invoices (audited)',
  method: 'PUT',
  path: '/api/admin/billing-profile',
  service: 'svc-candidates',
  access: ACCESS.admin,
  request: { body: ZBillingProfile },
  responses: { 200: { description: 'Saved: the billing profile now.', schema: ZBillingProfileAnswer } },
});
