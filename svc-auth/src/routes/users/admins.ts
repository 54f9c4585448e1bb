import type { TLogger } from '@gtm/service-kit/logger';
import type { TUsersRepository } from './users.repository.ts';

/** A display name for an admin known only by e-mail: `jane.doe@x` -> `Jane Doe`. */
export const nameFromEmail = (email: string) =>
  (email.split('@')[0] ?? email)
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ') || email;

/** ADMIN_EMAILS: each address exists as an admin account at every start (existing accounts are promoted). */
export const ensureAdmins = async (users: TUsersRepository, emails: readonly string[], log: TLogger) => {
  for (const email of emails) {
    const outcome = await users.ensureAccount(email, 'admin', nameFromEmail(email));
    if (outcome === 'created') log.info({ email }, 'admin account created');
    if (outcome === 'changed') log.warn({ email }, 'existing account promoted to admin (ADMIN_EMAILS)');
  }
};
