import type * as operations from '@gtm/contracts/operations/employer-access';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TAccessSnapshots } from '../../access-changes/access-snapshots.ts';

export type TEmployerAccessDeps = { accessSnapshots: TAccessSnapshots };

/** The signed-in employer's access. */
export const employerAccessHandlers = (deps: TEmployerAccessDeps) => {
  /**
   * `GET /api/employer/access`: the signed-in employer's client user and company, read afresh from MongoDB. A
   * disabled user or a deleted company's user is refused (403); a user in no company answers `company: null`. An
   * account this service has no client user for (its registration not yet applied) is refused in the words of an
   * unlinked account. What it read is stored as the account's access snapshot where none is (svc-candidates reads
   * those, and asks here only when it finds none).
   */
  const get: TOperationHandler<typeof operations.getEmployerAccess> = async (c) => {
    const userId = c.get('identity').userId;
    if (!userId)
      throw new AppError('UNAUTHENTICATED', { internalMessage: 'employer identity without a user' });
    const snapshot = await deps.accessSnapshots.read(userId);
    await deps.accessSnapshots.fill(userId, snapshot);
    if (snapshot.state === 'refused') throw new AppError('FORBIDDEN', { userMessage: snapshot.message });
    return c.json(snapshot.access);
  };

  return { get };
};
