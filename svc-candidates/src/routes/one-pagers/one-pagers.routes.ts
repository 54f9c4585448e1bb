import * as operations from '@gtm/contracts/operations/candidates';
import { AppError } from '@gtm/service-kit/app-error';
import { operationRouter } from '@gtm/service-kit/operations';
import type { TOnePagersRepository } from './one-pagers.repository.ts';

/** What the one-pager routes need. */
export type TOnePagersDeps = { onePagers: TOnePagersRepository };

/** `GET /api/user/one-pagers`: the signed-in candidate's own one-pagers, newest first. */
export const onePagersRoutes = ({ onePagers }: TOnePagersDeps) =>
  operationRouter().mount(operations.listOwnOnePagers, async (c) => {
    const { userId } = c.get('identity');
    if (!userId) throw new AppError('UNAUTHENTICATED');
    return c.json(await onePagers.listByCandidate(userId), 200);
  });
