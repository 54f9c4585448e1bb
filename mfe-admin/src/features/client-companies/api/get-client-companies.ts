import useSWR, { type SWRConfiguration } from 'swr';
import type { TClientCompany } from '@gtm/contracts/clients';
import { api } from '@gtm/web-kit/api-client.ts';

export const CLIENT_COMPANIES_PATH = '/api/admin/client-companies';

/** GET /api/admin/client-companies: every client company, newest first (paged and filtered on the client). */
export const getClientCompanies = () => api.get<TClientCompany[]>(CLIENT_COMPANIES_PATH);

/** The client companies, cached under their API path. */
export const useClientCompanies = (config?: SWRConfiguration<TClientCompany[]>) =>
  useSWR(CLIENT_COMPANIES_PATH, getClientCompanies, config);
