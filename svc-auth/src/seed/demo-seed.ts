import { DEMO_ACCOUNTS } from '@gtm/contracts/users';
import type { TSeeder } from '@gtm/service-kit/seed';
import type { TUsersRepository } from '../routes/users/users.repository.ts';

/** The demo accounts (an admin, a candidate with a role, an employer), written only when `users` is empty. */
export const demoUsersSeeder = (users: TUsersRepository): TSeeder => ({
  name: 'users',
  async seedIfEmpty() {
    if ((await users.count()) > 0) return 0;
    const outcomes = await Promise.all(
      DEMO_ACCOUNTS.map((account) =>
        users.ensureAccount(account.email, account.kind, account.name, account.role),
      ),
    );
    return outcomes.filter((outcome) => outcome === 'created').length;
  },
});

/** svc-auth's demo data: the demo accounts. */
export const demoSeeders = (users: TUsersRepository) => [demoUsersSeeder(users)];
