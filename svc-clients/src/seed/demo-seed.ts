import type { TSeeder } from '@gtm/service-kit/seed';
import type {
  TClientCompaniesRepository,
  TNewClientCompany,
} from '../client-directory/client-companies.repository.ts';
import type { TClientUsersRepository, TNewClientUser } from '../client-directory/client-users.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Demo client companies: [name, email_frequency, view_type, deleted, days since creation]. */
const COMPANIES: readonly [
  string,
  TNewClientCompany['email_frequency'],
  TNewClientCompany['view_type'],
  boolean,
  number,
][] = [
  ['Acme Analytics', 'weekly', 'full', false, 2],
  ['Brightpath Software', 'daily', 'full', false, 5],
  ['Cobalt Cloud', 'weekly', 'anonymized', false, 9],
  ['Driftwood Data', 'monthly', 'full', false, 14],
  ['Evergreen Health Tech', 'weekly', 'full', false, 20],
  ['Foundry Fintech', 'daily', 'anonymized', false, 27],
  ['Granite Security', 'never', 'full', true, 33],
  ['Harbor Logistics', 'weekly', 'full', false, 41],
  ['Ion Robotics', 'monthly', 'anonymized', false, 48],
  ['Juniper Learning', 'weekly', 'full', false, 56],
  ['Keystone Payments', 'daily', 'full', false, 63],
  ['Lumen Marketing Cloud', 'weekly', 'anonymized', true, 71],
  ['Meridian HR', 'monthly', 'full', false, 80],
  ['Northstar Commerce', 'weekly', 'full', false, 92],
];

/** Demo client users: [name, email, company, sign-in count, days since last sign-in (null: never), enabled]. */
const USERS: readonly [string, string, string, number, number | null, boolean][] = [
  ['Alicia Gomez', 'alicia.gomez@acme-analytics.test', 'Acme Analytics', 14, 1, true],
  ['Ben Carter', 'ben.carter@acme-analytics.test', 'Acme Analytics', 3, 6, true],
  ['Chloe Nguyen', 'chloe.nguyen@brightpath.test', 'Brightpath Software', 22, 0, true],
  ['David Osei', 'david.osei@cobalt-cloud.test', 'Cobalt Cloud', 0, null, true],
  ['Emma Rossi', 'emma.rossi@driftwood-data.test', 'Driftwood Data', 7, 12, true],
  ['Farid Haddad', 'farid.haddad@evergreen-health.test', 'Evergreen Health Tech', 5, 3, true],
  ['Grace Kim', 'grace.kim@foundry-fintech.test', 'Foundry Fintech', 11, 2, true],
  ['Hugo Laurent', 'hugo.laurent@granite-security.test', 'Granite Security', 2, 40, false],
  ['Isha Patel', 'isha.patel@harbor-logistics.test', 'Harbor Logistics', 9, 8, true],
  ['Jonas Berg', 'jonas.berg@ion-robotics.test', 'Ion Robotics', 0, null, false],
  ['Keiko Tanaka', 'keiko.tanaka@keystone-payments.test', 'Keystone Payments', 31, 1, true],
  ['Liam Walsh', 'liam.walsh@northstar-commerce.test', 'Northstar Commerce', 4, 19, true],
];

/**
 * The demo companies that are missing (by name), never changing one that exists. Not "only into an empty
 * collection": the demo employer's registration (svc-auth's seed announces it) may create 'Acme Analytics'
 * before this seed runs, and must not keep the other demo companies out. Nothing in svc-clients removes a
 * company (deleting one only marks it), so nothing an admin did comes back.
 */
export const demoCompaniesSeeder = (companies: TClientCompaniesRepository, now = Date.now()): TSeeder => ({
  name: 'client-companies',
  async seedIfEmpty() {
    return companies.upsertByName(
      COMPANIES.map(([name, email_frequency, view_type, deleted, ageDays]) => ({
        name,
        email_frequency,
        view_type,
        deleted,
        created_at: new Date(now - ageDays * DAY_MS),
      })),
    );
  },
});

/**
 * The demo client users that are missing (by e-mail), after the companies they belong to; as with the companies,
 * a registration's client user (the demo employer's) does not keep them out.
 */
export const demoUsersSeeder = (
  companies: TClientCompaniesRepository,
  users: TClientUsersRepository,
  now = Date.now(),
): TSeeder => ({
  name: 'client-users',
  async seedIfEmpty() {
    const companyIds = await companies.idsByName(USERS.map(([, , company]) => company));
    const rows: TNewClientUser[] = [];
    USERS.forEach(([name, email, company, signIns, lastSignInDays, enabled], index) => {
      const clientCompanyId = companyIds.get(company);
      if (clientCompanyId === undefined) return;
      rows.push({
        name,
        email,
        clientCompanyId,
        sign_in_count: signIns,
        last_sign_in_at: lastSignInDays === null ? null : new Date(now - lastSignInDays * DAY_MS),
        is_enabled: enabled,
        created_at: new Date(now - (index + 1) * 4 * DAY_MS),
      });
    });
    return rows.length > 0 ? users.upsertByEmail(rows) : 0;
  },
});

/** svc-clients' demo data in the order it must be written: the companies, then their users. */
export const demoSeeders = (companies: TClientCompaniesRepository, users: TClientUsersRepository) => [
  demoCompaniesSeeder(companies),
  demoUsersSeeder(companies, users),
];
