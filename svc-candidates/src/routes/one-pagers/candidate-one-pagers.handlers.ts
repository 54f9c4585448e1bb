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
import { pdfResponse } from '@gtm/service-kit/file-response';
import { renderOnePagerPdf } from './one-pager-pdf.ts';
import { clientViewOf } from '../../client-privacy/anonymization.ts';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';
import type { TOnePagerRecord } from './one-pagers.model.ts';
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
  profiles: Pick<TCandidateProfilesRepository, 'findByUserId'>;
  accounts: Pick<TCandidateAccountsRepository, 'findById'>;
  /** The key of the candidates' aliases (what a company's view is computed with). */
  aliasKey: Buffer;
}) => {
  /**
   * The one-pager as a company with the full view receives it, under the candidate's privacy settings: the
   * contact details scrubbed unless `showContact` is on (a hidden profile is computed as if public, so the
   * candidate still sees their one-pager; the screen says companies see none of it).
   */
  const asCompaniesSee = async (record: TOnePagerRecord) => {
    const [profile, account] = await Promise.all([
      deps.profiles.findByUserId(record.candidateUserId),
      deps.accounts.findById(record.candidateUserId),
    ]);
    const privacy = {
      profilePublic: profile?.privacy?.profilePublic === true,
      showContact: profile?.privacy?.showContact === true,
    };
    const view = clientViewOf(deps.aliasKey, {
      viewType: 'full',
      onePager: record,
      profile: {
        id: profile?._id.toString() ?? record.candidateUserId,
        name: profile?.name ?? null,
        phone: profile?.phone ?? null,
        linkedinUrl: profile?.linkedinUrl ?? null,
        privacy: { ...privacy, profilePublic: true },
      },
      account: account ? { name: account.name, email: account.email } : null,
    });
    const own = toOnePager(record);
    if (view.withheld) return { ...own, asCompaniesSee: privacy };
    return {
      ...own,
      title: view.title,
      summary: own.summary === null ? null : view.summary,
      content: own.content === null ? null : view.content,
      asCompaniesSee: privacy,
    };
  };

  const list: TOperationHandler<typeof listOwnOnePagers> = async (c) => {
    const { userId } = c.get('identity');
    if (!userId) throw new AppError('UNAUTHENTICATED');
    return c.json(await deps.onePagers.listByCandidate(userId), 200);
  };

  const get: TOperationHandler<typeof getOwnOnePager> = async (c, { params }) =>
    c.json(await asCompaniesSee(await ownOnePager(deps, c, params.id)), 200);

  const pdf: TOperationHandler<typeof getOwnOnePagerPdf> = async (c, { params }) => {
    const record = await ownOnePager(deps, c, params.id);
    // The PDF a company with the full view receives (under the candidate's privacy settings).
    const seen = await asCompaniesSee(record);
    const bytes = await renderOnePagerPdf({
      title: seen.title,
      candidateName: record.candidateName,
      summary: seen.summary,
      content: seen.content,
    });
    return pdfResponse(c, bytes, onePagerPdfFileName(record.candidateName));
  };

  return { list, get, pdf };
};
