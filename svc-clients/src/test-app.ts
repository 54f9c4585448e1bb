import type { TIdentity } from '@gtm/contracts/identity';
import { openTestContext } from '@gtm/service-kit/test-context';
import { createClientsApp } from './app.ts';
import { createClientCompaniesRepository } from './routes/client-companies/client-companies.repository.ts';
import { createClientUsersRepository } from './routes/client-users/client-users.repository.ts';

/** An admin identity as the gateway would sign it. */
export const TEST_ADMIN: TIdentity = { kind: 'admin', userId: '665f1c0ffee0000000000001', role: null };

/** svc-clients' app on a throw-away database, its repositories, and a GET signed for an identity (or none). */
export const openClientsTestApp = async () => {
  const ctx = await openTestContext('svc-clients');
  const companies = await createClientCompaniesRepository(ctx.mongo);
  const users = await createClientUsersRepository(ctx.mongo);
  const app = createClientsApp({ ...ctx, companies, users });
  const get = (path: string, identity: TIdentity | null) =>
    app.request(path, { headers: identity ? ctx.signed(identity, 'GET', path) : {} });
  return { ctx, companies, users, app, get };
};
export type TClientsTestApp = Awaited<ReturnType<typeof openClientsTestApp>>;
