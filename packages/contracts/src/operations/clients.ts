import { ZClientCompaniesQuery, ZClientCompanyPage, ZClientUserPage, ZClientUsersQuery } from '../clients.ts';
import { ACCESS, defineOperation } from '../operation.ts';

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

/** `GET /api/admin/client-users`: one page of client users with their company's name, searched by name or e-mail. */
export const listClientUsers = defineOperation({
  id: 'listClientUsers',
  summary: 'One page of client users with their company, searched inside the name and e-mail',
  method: 'GET',
  path: '/api/admin/client-users',
  service: 'svc-clients',
  access: ACCESS.admin,
  request: { query: ZClientUsersQuery },
  responses: { 200: { description: 'The page of users and how many match.', schema: ZClientUserPage } },
});
