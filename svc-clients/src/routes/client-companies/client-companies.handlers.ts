import type { Context } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TClientCompaniesRepository } from './client-companies.repository.ts';

/** `GET /api/admin/client-companies`: every client company, newest first. */
export const listClientCompanies = (companies: TClientCompaniesRepository) => async (c: Context<TAppEnv>) =>
  c.json(await companies.listNewestFirst());
