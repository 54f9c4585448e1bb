import { ZApiError } from '../api-errors.ts';
import {
  ZBillingRecipients,
  ZClientCompaniesQuery,
  ZClientCompany,
  ZClientCompanyLookup,
  ZClientCompanyPage,
  ZClientCompanyUpdate,
  ZClientIdParams,
} from '../clients.ts';
import { z } from 'zod';
import { ACCESS, defineOperation } from '../operation.ts';

/** The admins' client companies, served by svc-clients (`routes/client-companies`). */

/** `GET /api/admin/client-companies`: one page of client companies, newest first, searched by name. */
export const listClientCompanies = defineOperation({
  id: 'listClientCompanies',
  summary: 'One page of client companies, newest first, searched inside the name',
  method: 'GET',
  path: '/api/admin/client-companies',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { query: ZClientCompaniesQuery },
  responses: {
    200: { description: 'The page of companies and how many match.', schema: ZClientCompanyPage },
  },
});

const notFound = (what: string) => ({ description: `No such ${what}.`, schema: ZApiError });

/** `GET /api/admin/client-companies/{id}`: one company (sharing and invitations read it). */
export const getClientCompany = defineOperation({
  id: 'getClientCompany',
  summary: 'One client company',
  method: 'GET',
  path: '/api/admin/client-companies/:id',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { params: ZClientIdParams },
  responses: {
    200: { description: 'The company.', schema: ZClientCompany },
    404: notFound('client company'),
  },
});

/**
 * `PATCH /api/admin/client-companies/{id}`: e-mail frequency, view type, success fee, time zone, billing
 * details (legal name, billing address and e-mail, tax id, currency, tax percent), deleted.
 * Deleting ends the access of every user of the company (their sessions too); restoring gives it back to the
 * enabled ones.
 */
export const updateClientCompany = defineOperation({
  id: 'updateClientCompany',
  summary: 'Edit a client company (e-mail frequency, view type, fee, time zone, billing details, deleted)',
  method: 'PATCH',
  path: '/api/admin/client-companies/:id',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { params: ZClientIdParams, body: ZClientCompanyUpdate },
  responses: { 200: { description: 'Saved.', schema: ZClientCompany }, 404: notFound('client company') },
});

/**
 * `GET /api/admin/client-companies/{id}/billing-recipients` (issue 46): where the company's invoices are e-mailed
 * (its billing e-mail, else its enabled users); svc-candidates asks when an admin sends an invoice.
 */
export const listCompanyBillingRecipients = defineOperation({
  id: 'listCompanyBillingRecipients',
  summary: 'Where a client company’s invoices are e-mailed (its billing e-mail, else its enabled users)',
  method: 'GET',
  path: '/api/admin/client-companies/:id/billing-recipients',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { params: ZClientIdParams },
  responses: {
    200: { description: 'The addresses (none for a deleted company).', schema: ZBillingRecipients },
    404: notFound('client company'),
  },
});

/**
 * `POST /api/admin/client-companies/lookup`: the companies of some ids in one read (deleted ones included, with
 * `deleted`; an id of no company is left out). svc-candidates asks it for a calendar of many companies' days
 * instead of one `getClientCompany` per company. A POST so the ids travel in the body, not in a long URL.
 */
export const lookupClientCompanies = defineOperation({
  id: 'lookupClientCompanies',
  summary: 'Client companies by their ids, in one read',
  method: 'POST',
  path: '/api/admin/client-companies/lookup',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { body: ZClientCompanyLookup },
  responses: {
    200: {
      description: 'The companies found, in no particular order.',
      schema: z.object({ items: z.array(ZClientCompany) }),
    },
  },
});
