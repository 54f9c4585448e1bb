import { Hono } from 'hono';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { requireKind } from '@gtm/service-kit/identity';
import { listClientCompanies } from './client-companies.handlers.ts';
import type { TClientCompaniesRepository } from './client-companies.repository.ts';

/** Client companies (admins only: decided at the gateway, re-checked here). */
export const clientCompaniesRoutes = (companies: TClientCompaniesRepository) =>
  new Hono<TAppEnv>().get(
    '/api/admin/client-companies',
    requireKind('admin'),
    listClientCompanies(companies),
  );
