import { ZClientCompanyList, ZClientUserList } from '../clients.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/** `GET /api/admin/client-companies`: every client company, newest first (paged and filtered on the client). */
export const listClientCompanies = defineOperation({
  id: 'listClientCompanies',
  summary: 'Every client company, newest first',
  method: 'GET',
  path: '/api/admin/client-companies',
  service: 'svc-clients',
  access: ACCESS.admin,
  responses: { 200: { description: 'The companies.', schema: ZClientCompanyList } },
});

/** `GET /api/admin/client-users`: every client user with its company's name (paged on the client). */
export const listClientUsers = defineOperation({
  id: 'listClientUsers',
  summary: 'Every client user with its company',
  method: 'GET',
  path: '/api/admin/client-users',
  service: 'svc-clients',
  access: ACCESS.admin,
  responses: { 200: { description: 'The users.', schema: ZClientUserList } },
});
