import type { Context } from 'hono';
import type {
  getOwnOnePager,
  getOwnOnePagerPdf,
  listOwnOnePagers,
} from '@gtm/contracts/operations/one-pagers';
import { onePagerPdfFileName, TALENT_ANSWERS } from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { renderOnePagerPdf } from './one-pager-pdf.ts';
import { toOnePager } from './one-pagers.repository.ts';
import type { TOnePagersRepository } from './one-pagers.repository.ts';

/**
 * One of the signed-in candidate's own one-pagers: anyone else's (or none) is the same 404, so an id says
 * nothing about whether it exists.
 */
const ownOnePager = async (
  deps: { onePagers: Pick<TOnePagersRepository, 'findById'> },
  c: Context<TAppEnv>,
  id: string,
) => {
  const { userId } = c.get('identity');
  if (!userId) throw new AppError('UNAUTHENTICATED');
  const record = await deps.onePagers.findById(id);
  if (!record || record.candidateUserId !== userId) {
    throw new AppError('NOT_FOUND', { userMessage: TALENT_ANSWERS.onePagerNotFound });
  }
  return record;
};

/**
 * The candidate's own one-pagers: `GET /api/user/one-pagers`, their list; and one opened (issue 25),
 * `GET /api/user/one-pagers/{id}` as the list gives it, and `/pdf`, the admins' PDF of it (a candidate's own
 * download is not counted as a client download).
 */
export const candidateOnePagersHandlers = (deps: {
  onePagers: Pick<TOnePagersRepository, 'findById' | 'listByCandidate'>;
}) => {
  const list: TOperationHandler<typeof listOwnOnePagers> = async (c) => {
    const { userId } = c.get('identity');
    if (!userId) throw new AppError('UNAUTHENTICATED');
    return c.json(await deps.onePagers.listByCandidate(userId), 200);
  };

  const get: TOperationHandler<typeof getOwnOnePager> = async (c, { params }) =>
    c.json(toOnePager(await ownOnePager(deps, c, params.id)), 200);

  const pdf: TOperationHandler<typeof getOwnOnePagerPdf> = async (c, { params }) => {
    const record = await ownOnePager(deps, c, params.id);
    const bytes = await renderOnePagerPdf(record);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${onePagerPdfFileName(record.candidateName)}"`,
      'cache-control': 'private, no-store',
    });
  };

  return { list, get, pdf };
};
