import { parseArgs } from 'node:util';
import { z } from 'zod';
import { zEmail } from '@gtm/contracts/auth';
import { serviceEnvShape } from '@gtm/service-kit/env';
import { connectMongo, databaseName } from '@gtm/service-kit/mongo';
import { nameFromEmail } from '../routes/users/admins.ts';
import { createUsersRepository } from '../routes/users/users.repository.ts';

const USAGE = 'usage: npm run admin:add -- <email> [full name]';

/**
 * The operator's way to make an admin (admins never self-register): creates the account, or promotes an
 * existing one. Reads MONGODB_URI (and MONGODB_DB) as svc-auth does.
 */
const main = async (): Promise<number> => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  const [rawEmail, ...nameParts] = positionals;
  const email = zEmail.safeParse(rawEmail ?? '');
  if (!email.success) {
    process.stderr.write(`${rawEmail ? `not an e-mail address: ${rawEmail}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const env = z
    .object({ MONGODB_URI: serviceEnvShape.MONGODB_URI, MONGODB_DB: serviceEnvShape.MONGODB_DB })
    .safeParse(process.env);
  if (!env.success) {
    process.stderr.write(`MONGODB_URI must name svc-auth's MongoDB (mongodb://...)\n`);
    return 2;
  }
  const mongo = await connectMongo({
    uri: env.data.MONGODB_URI,
    dbName: databaseName('svc-auth', env.data.MONGODB_DB),
  });
  try {
    const users = await createUsersRepository(mongo);
    const name = nameParts.join(' ').trim() || nameFromEmail(email.data);
    const outcome = await users.ensureAccount(email.data, 'admin', name);
    const said = { created: 'created', changed: 'promoted to admin', unchanged: 'already an admin' }[outcome];
    process.stdout.write(`${email.data}: ${said}\n`);
    return 0;
  } finally {
    await mongo.close();
  }
};

process.exitCode = await main();
