import { ZApiError } from '@gtm/contracts/api-errors';
import { ZEmployerAccess } from '@gtm/contracts/clients';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TIdentity } from '@gtm/contracts/identity';
import { openClientsTestApp } from '../../test-app.ts';
import type { TClientsTestApp } from '../../test-app.ts';

let app: TClientsTestApp;
const PATH = '/api/employer/access';
const employer = (userId: string): TIdentity => ({ kind: 'employer', userId, role: null });
const ask = (userId: string) => app.client.request('GET', PATH, { identity: employer(userId) });

const KEIKO = '665f1c0ffee00000000000d1';
const SOLO = '665f1c0ffee00000000000d2';
let keystoneId: string;

beforeAll(async () => {
  app = await openClientsTestApp();
  await app.seedDemo();
  keystoneId = (await app.companies.idsByName(['Keystone Payments'])).get('Keystone Payments') as string;
  await app.users.registered({
    userId: KEIKO,
    email: 'keiko.tanaka@keystone-payments.test',
    name: 'Keiko Tanaka',
    clientCompanyId: null,
    at: new Date(),
  });
  await app.users.registered({
    userId: SOLO,
    email: 'solo@nowhere.test',
    name: 'So Lo',
    clientCompanyId: null,
    at: new Date(),
  });
});
afterAll(() => app.close());

describe('GET /api/employer/access', () => {
  it('answers the signed-in employer and their company, found by their account id', async () => {
    const response = await ask(KEIKO);
    expect(response.status).toBe(200);
    const access = ZEmployerAccess.parse(await response.json());
    expect(access).toEqual({
      clientUserId: (await app.users.findByUserId(KEIKO))!._id.toString(),
      name: 'Keiko Tanaka',
      email: 'keiko.tanaka@keystone-payments.test',
      company: { id: keystoneId, name: 'Keystone Payments', view_type: 'full', email_frequency: 'daily' },
    });
  });

  it('answers company null for an employer in no company', async () => {
    const response = await ask(SOLO);
    expect(response.status).toBe(200);
    expect(ZEmployerAccess.parse(await response.json())).toMatchObject({ name: 'So Lo', company: null });
  });

  it('reads changes at once: the view type, a deletion, a disabled user', async () => {
    await app.companies.update(keystoneId, { view_type: 'anonymized' });
    expect(ZEmployerAccess.parse(await (await ask(KEIKO)).json()).company?.view_type).toBe('anonymized');

    await app.companies.update(keystoneId, { deleted: true });
    const deleted = await ask(KEIKO);
    expect(deleted.status).toBe(403);
    expect(ZApiError.parse(await deleted.json()).message).toBe(EMPLOYER_ANSWERS.accessRevoked);
    await app.companies.update(keystoneId, { deleted: false });
    expect((await ask(KEIKO)).status).toBe(200);

    const keiko = (await app.users.findByUserId(KEIKO))!._id.toString();
    await app.users.update(keiko, { is_enabled: false });
    const disabled = await ask(KEIKO);
    expect(disabled.status).toBe(403);
    expect(ZApiError.parse(await disabled.json()).message).toBe(EMPLOYER_ANSWERS.accessRevoked);
  });

  it('refuses an account it has no client user for, in the words of an unlinked account', async () => {
    const response = await ask('665f1c0ffee00000000000ff');
    expect(response.status).toBe(403);
    expect(ZApiError.parse(await response.json()).message).toBe(EMPLOYER_ANSWERS.noCompany);
  });

  it.each<[TIdentity, number]>([
    [{ kind: 'anonymous' }, 401],
    [{ kind: 'admin', userId: KEIKO, role: null }, 403],
    [{ kind: 'candidate', userId: KEIKO, role: 'SDR' }, 403],
  ])('is for employers only (%o -> %i)', async (identity, status) => {
    expect((await app.client.request('GET', PATH, { identity })).status).toBe(status);
  });
});
