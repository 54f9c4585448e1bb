import useSWR, { type SWRConfiguration } from 'swr';
import type { TClientUser } from '@gtm/contracts/clients';
import { api } from '@gtm/web-kit/api-client.ts';

export const CLIENT_USERS_PATH = '/api/admin/client-users';

/** GET /api/admin/client-users: every client user with its company's name (paged on the client). */
export const getClientUsers = () => api.get<TClientUser[]>(CLIENT_USERS_PATH);

/** The client users, cached under their API path. */
export const useClientUsers = (config?: SWRConfiguration<TClientUser[]>) =>
  useSWR(CLIENT_USERS_PATH, getClientUsers, config);
