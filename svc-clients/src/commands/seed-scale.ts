import { Types } from 'mongoose';
import { CLIENT_EMAIL_FREQUENCIES, CLIENT_VIEW_TYPES } from '@gtm/contracts/clients';
import {
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  insertInBatches,
  scaleId,
  scalePerson,
} from '@gtm/service-kit/scale-data';
import { runScaleSeed } from '@gtm/service-kit/scale-seed';
import { searchFieldsOf } from '@gtm/service-kit/text-search';
import { createClientCompaniesRepository } from '../client-directory/client-companies.repository.ts';
import { createClientUsersRepository } from '../client-directory/client-users.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * svc-clients' share of `npm run seed:scale`: client companies (names unique by their number) and client
 * users spread over them, with the same ids and e-mails as svc-auth's accounts of them. Writes into an empty
 * scale range only: a second run stops at the first duplicate id.
 */
process.exitCode = await runScaleSeed('svc-clients', async ({ mongo, counts, random, now }) => {
  const companyRepository = await createClientCompaniesRepository(mongo);
  const userRepository = await createClientUsersRepository(mongo, companyRepository);
  const companies = await insertInBatches(
    { insertMany: companyRepository.insertManyForSeed },
    counts.clientCompanies,
    (index) => {
      const name = `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)} ${index + 1}`;
      return {
        _id: new Types.ObjectId(scaleId('clientCompany', index)),
        name,
        email_frequency: random.pick(CLIENT_EMAIL_FREQUENCIES),
        view_type: random.pick(CLIENT_VIEW_TYPES),
        deleted: random.int(20) === 0,
        created_at: random.pastDate(now, 1_000),
        ...searchFieldsOf(name),
      };
    },
  );
  const users = await insertInBatches(
    { insertMany: userRepository.insertManyForSeed },
    counts.clientUsers,
    (index) => {
      const person = scalePerson(index, 'clients.scale.test');
      const signIns = random.int(4) === 0 ? 0 : random.int(200);
      return {
        _id: new Types.ObjectId(scaleId('clientUser', index)),
        ...person,
        clientCompanyId: new Types.ObjectId(scaleId('clientCompany', random.int(counts.clientCompanies))),
        sign_in_count: signIns,
        last_sign_in_at: signIns === 0 ? null : new Date(now - random.int(365) * DAY_MS),
        is_enabled: random.int(15) !== 0,
        created_at: random.pastDate(now, 720),
        ...searchFieldsOf(person.name, person.email),
      };
    },
  );
  return { client_companies: companies, client_users: users };
});
