import { Types } from 'mongoose';
import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_SECURITY_SETTINGS } from '@gtm/contracts/users';
import {
  insertInBatches,
  scaleId,
  scalePerson,
  scaleRegisteredAt,
  scaleRole,
} from '@gtm/service-kit/scale-data';
import { runScaleSeed } from '@gtm/service-kit/scale-seed';
import { createUsersRepository } from '../routes/users/users.repository.ts';

/**
 * svc-auth's share of `npm run seed:scale`: the accounts of the seeded candidates and client users (the other
 * services hold their profiles and records under the same ids). Writes into an empty scale range only: a
 * second run stops at the first duplicate id.
 */
process.exitCode = await runScaleSeed('svc-auth', async ({ mongo, counts, random, now }) => {
  const users = await createUsersRepository(mongo);
  const writer = { insertMany: users.insertManyForSeed };
  const account = (id: string, person: { name: string; email: string }, kind: string, createdAt: Date) => ({
    _id: new Types.ObjectId(id),
    ...person,
    name_changed_at: null,
    user_type: kind,
    role: null,
    company: null,
    bio: null,
    notifications: DEFAULT_NOTIFICATION_SETTINGS,
    security: DEFAULT_SECURITY_SETTINGS,
    createdAt,
    updatedAt: createdAt,
  });
  const candidates = await insertInBatches(writer, counts.candidates, (index) => ({
    ...account(
      scaleId('candidate', index),
      scalePerson(index, 'candidates.scale.test'),
      'candidate',
      scaleRegisteredAt(index, now),
    ),
    role: index < counts.profiles ? scaleRole(index) : null,
  }));
  const clientUsers = await insertInBatches(writer, counts.clientUsers, (index) =>
    account(
      scaleId('clientUser', index),
      scalePerson(index, 'clients.scale.test'),
      'employer',
      random.pastDate(now, 720),
    ),
  );
  return { users: candidates + clientUsers };
});
