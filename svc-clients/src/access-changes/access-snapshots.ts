import type { Redis } from 'ioredis';
import { employerAccessKey } from '@gtm/contracts/clients';
import type { TEmployerAccessSnapshot } from '@gtm/contracts/clients';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { AppError } from '@gtm/service-kit/app-error';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TClientCompaniesRepository } from '../client-directory/client-companies.repository.ts';
import type { TClientUsersRepository } from '../client-directory/client-users.repository.ts';

/** How long a snapshot lives without a write renewing it: the bound for a change made behind the API's back. */
export const ACCESS_SNAPSHOT_TTL_SECONDS = 10 * 60;

/**
 * Employers' access snapshots in Redis: what svc-candidates reads on every employer request instead of asking
 * this service. How a change holds before the next request is answered:
 * - a write that changes access first drops the snapshots it touches (`drop`: if Redis refuses, the write is
 *   refused too, and nothing changed), then writes MongoDB, then stores each snapshot as it now stands (`store`);
 * - a reader that finds none asks this service (`GET /api/employer/access`), which reads MongoDB and stores what it
 *   read only where no snapshot is (`fill`, SET NX): a read that raced a write never overwrites the write's own;
 * - a snapshot expires after {@link ACCESS_SNAPSHOT_TTL_SECONDS}.
 * So a reader sees either the new access or none (and then MongoDB), never an access older than the last write.
 */
export const createAccessSnapshots = (deps: {
  redis: Redis;
  users: Pick<TClientUsersRepository, 'findByUserId'>;
  companies: Pick<TClientCompaniesRepository, 'findById'>;
  log: TLogger;
}) => {
  /** The access of an employer account as MongoDB holds it now. */
  const read = async (userId: string): Promise<TEmployerAccessSnapshot> => {
    const user = await deps.users.findByUserId(userId);
    if (user === null) return { state: 'refused', message: EMPLOYER_ANSWERS.noCompany };
    if (!user.is_enabled) return { state: 'refused', message: EMPLOYER_ANSWERS.accessRevoked };
    const company = user.clientCompanyId
      ? await deps.companies.findById(user.clientCompanyId.toString())
      : null;
    if (company?.deleted) return { state: 'refused', message: EMPLOYER_ANSWERS.accessRevoked };
    return {
      state: 'allowed',
      access: {
        clientUserId: user._id.toString(),
        name: user.name,
        email: user.email,
        company: company
          ? {
              id: company._id.toString(),
              name: company.name,
              view_type: company.view_type,
              email_frequency: company.email_frequency,
            }
          : null,
      },
    };
  };

  const keysOf = (userIds: readonly string[]) => [...new Set(userIds)].map(employerAccessKey);

  return {
    read,

    /** Before a write that changes these accounts' access: their snapshots go (Redis refusing: 503, no write). */
    async drop(userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      try {
        await deps.redis.del(...keysOf(userIds));
      } catch (error) {
        throw new AppError('UNAVAILABLE', { internalMessage: 'access snapshots not dropped', cause: error });
      }
    },

    /**
     * After the write: each account's snapshot as MongoDB now holds it. A failure is logged, not thrown: the
     * snapshots were dropped, so readers ask this service until one is stored.
     */
    async store(userIds: readonly string[]): Promise<void> {
      for (const userId of new Set(userIds)) {
        try {
          const snapshot = await read(userId);
          await deps.redis.set(
            employerAccessKey(userId),
            JSON.stringify(snapshot),
            'EX',
            ACCESS_SNAPSHOT_TTL_SECONDS,
          );
        } catch (error) {
          deps.log.warn({ err: error, userId }, 'access snapshot not stored (readers ask svc-clients)');
          await deps.redis.del(employerAccessKey(userId)).catch(() => undefined);
        }
      }
    },

    /** What a reader's miss stores: only where no snapshot is, never over a write's own. */
    async fill(userId: string, snapshot: TEmployerAccessSnapshot): Promise<void> {
      try {
        await deps.redis.set(
          employerAccessKey(userId),
          JSON.stringify(snapshot),
          'EX',
          ACCESS_SNAPSHOT_TTL_SECONDS,
          'NX',
        );
      } catch (error) {
        deps.log.warn({ err: error, userId }, 'access snapshot not filled');
      }
    },
  };
};
export type TAccessSnapshots = ReturnType<typeof createAccessSnapshots>;
