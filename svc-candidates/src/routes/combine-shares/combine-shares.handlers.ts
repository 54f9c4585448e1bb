import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TCombineShare } from '@gtm/contracts/employer';
import type * as operations from '@gtm/contracts/operations/combine-shares';
import { TALENT_ANSWERS } from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TTalentCombinesRepository } from '../talent-combines/talent-combines.repository.ts';
import { adminNameOf, liveCompanyOf, shareNotFound } from '../../employer-read-model/client-access.ts';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import {
  groupBy,
  toComment,
  toEvaluation,
  toInterviewRequest,
  visibleCandidates,
} from '../../employer-read-model/client-views.ts';
import type { TClientViewDeps } from '../../employer-read-model/client-views.ts';
import { publishShareEvent, shareEventId } from '../../employer-read-model/employer-notices.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import type { TMemberRecord } from '../../employer-read-model/client-views.ts';
import type { TCombineShareRecord } from '../../employer-read-model/combine-shares.model.ts';
import { isInCombine } from '../one-pagers/one-pagers.repository.ts';

/** What the admins' sharing routes need. */
export type TCombineSharesDeps = TClientViewDeps &
  TEmployerPublishing & {
    talentCombines: Pick<TTalentCombinesRepository, 'findById'>;
    peers: TPeerServices;
    audit: TAuditTrail;
  };

/** How an admin reply is signed when svc-auth cannot name the admin. */
export const TEAM_NAME = 'GTM Combine team';

const combineNotFound = () => new AppError('NOT_FOUND', { userMessage: TALENT_ANSWERS.combineNotFound });
/** A company the body names that is unknown or deleted: the combine in the path exists, so a 400 on the field. */
const companyNotFound = () =>
  new AppError('VALIDATION_FAILED', {
    userMessage: EMPLOYER_ANSWERS.companyNotFound,
    issues: [{ path: 'companyIds', message: EMPLOYER_ANSWERS.companyNotFound }],
  });
const candidateNotFound = () =>
  new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.candidateNotFound });

/** The admins' side of sharing: list, share, withdraw, read a share's feedback and reply to a client. */
export const combineSharesHandlers = (deps: TCombineSharesDeps) => {
  const existingCombine = async (id: string) => {
    const combine = await deps.talentCombines.findById(id);
    if (!combine) throw combineNotFound();
    return combine;
  };

  /** The shares as the combine page lists them, with what each company did with the combine's candidates. */
  const sharesAnswer = async (shares: readonly TCombineShareRecord[], members: readonly TMemberRecord[]) => {
    const companyIds = shares.map((share) => share.companyId);
    const onePagerIds = members.map((member) => member._id.toString());
    const nameOf = new Map(members.map((member) => [member._id.toString(), member.candidateName]));
    const [evaluations, comments, requests] = await Promise.all([
      deps.clientEvaluations.evaluationsOf(companyIds, onePagerIds),
      deps.clientComments.commentsOf(companyIds, onePagerIds),
      deps.interviewRequests.requestsOf(companyIds, onePagerIds),
    ]);
    const byCompany = <T extends { companyId: string }>(records: readonly T[]) =>
      groupBy(records, (record) => record.companyId);
    const evaluationsOf = byCompany(evaluations);
    const commentsOf = byCompany(comments);
    const requestsOf = byCompany(requests);
    return shares.map((share): TCombineShare => ({
      id: share._id.toString(),
      talentCombineId: share.combineId,
      companyId: share.companyId,
      companyName: share.companyName,
      sharedAt: share.sharedAt.toISOString(),
      sharedByName: share.sharedBy.name,
      withdrawnAt: share.withdrawnAt?.toISOString() ?? null,
      firstViewedAt: share.firstViewedAt?.toISOString() ?? null,
      decisions: (evaluationsOf.get(share.companyId) ?? [])
        .filter((record) => record.decision !== null || record.rating !== null)
        .map((record) => ({
          onePagerId: record.onePagerId,
          candidateName: nameOf.get(record.onePagerId) ?? '',
          ...toEvaluation(record),
        })),
      commentCount: commentsOf.get(share.companyId)?.length ?? 0,
      interviewRequestCount: requestsOf.get(share.companyId)?.length ?? 0,
    }));
  };

  const sharesOf = async (combineId: string) => {
    const [shares, members] = await Promise.all([
      deps.combineShares.sharesOfCombine(combineId),
      deps.onePagers.membersOfCombines([combineId], { content: false }),
    ]);
    return sharesAnswer(shares, members);
  };

  const list: TOperationHandler<typeof operations.listCombineShares> = async (c, { params }) => {
    await existingCombine(params.id);
    return c.json({ items: await sharesOf(params.id) }, 200);
  };

  const share: TOperationHandler<typeof operations.shareTalentCombine> = async (c, { params, body }) => {
    const combine = await existingCombine(params.id);
    // Every company is read before anything is written: one unknown or deleted company changes nothing.
    const companyIds = [...new Set(body.companyIds.map((id) => id.toLowerCase()))];
    const companies = await Promise.all(companyIds.map((id) => liveCompanyOf(deps.peers, c, id)));
    if (companies.some((company) => company === null)) throw companyNotFound();
    const sharedBy = { id: c.get('identity').userId ?? '', name: await adminNameOf(deps.peers, c) };
    const members = await deps.onePagers.membersOfCombines([params.id], { content: false });
    // What a company is told of: the candidates clients may see (names of combines only, never candidates).
    const visible = await visibleCandidates(deps, 'anonymized', members);
    const candidateCount = visible.length;
    let changed = 0;
    for (const company of companies) {
      if (!company) continue;
      const at = new Date();
      const result = await deps.combineShares.share(
        params.id,
        { id: company._id, name: company.name },
        sharedBy,
        at,
      );
      if (result.outcome === 'unchanged') continue;
      changed += 1;
      const shareId = result.share._id.toString();
      await publishShareEvent(deps, {
        eventId: shareEventId('combine.shared', shareId, result.share.sharedAt),
        type: 'combine.shared',
        shareId,
        companyId: company._id,
        combineName: combine.name,
        candidateCount,
        at: result.share.sharedAt.getTime(),
      });
      // The hiring loop's event, one per company (its own id: the outbox keys a row by its first message's).
      await deps.outbox.publish(
        outboxMessage.hiringEvent({
          eventId: `hiring.${shareEventId('combine.shared', shareId, result.share.sharedAt)}`,
          type: 'combine.shared',
          at: result.share.sharedAt.getTime(),
          shareId,
          combineId: params.id,
          combineName: combine.name,
          companyId: company._id,
          companyName: company.name,
          candidates: visible.map(({ record }) => ({
            onePagerId: record._id.toString(),
            candidateUserId: record.candidateUserId,
          })),
        }),
      );
      await deps.audit.record(c, {
        action: 'talent-combine.shared',
        target: { type: 'talent-combine', id: params.id, label: combine.name },
        changes: [
          { field: 'companyId', after: company._id },
          { field: 'companyName', after: company.name },
          ...(result.outcome === 'revived' ? [{ field: 'withdrawn', before: true, after: false }] : []),
        ],
      });
    }
    return c.json(
      {
        success: true as const,
        message: changed > 0 ? EMPLOYER_ANSWERS.shared(changed) : EMPLOYER_ANSWERS.alreadyShared,
        shares: await sharesOf(params.id),
      },
      200,
    );
  };

  const withdraw: TOperationHandler<typeof operations.withdrawCombineShare> = async (c, { params }) => {
    const combine = await existingCombine(params.id);
    const result = await deps.combineShares.withdraw(params.id, params.shareId, new Date());
    if (!result.share) throw shareNotFound();
    if (result.changed && result.share.withdrawnAt) {
      const shareId = result.share._id.toString();
      await publishShareEvent(deps, {
        eventId: shareEventId('combine.share-withdrawn', shareId, result.share.withdrawnAt),
        type: 'combine.share-withdrawn',
        shareId,
        companyId: result.share.companyId,
        at: result.share.withdrawnAt.getTime(),
      });
      await deps.audit.record(c, {
        action: 'talent-combine.share-withdrawn',
        target: { type: 'talent-combine', id: params.id, label: combine.name },
        changes: [
          { field: 'companyId', before: result.share.companyId },
          { field: 'companyName', before: result.share.companyName },
        ],
      });
    }
    return c.json({ success: true as const, message: EMPLOYER_ANSWERS.withdrawn }, 200);
  };

  /** A share of the combine (withdrawn ones too: their feedback is kept). */
  const shareOf = async (combineId: string, shareId: string) => {
    const combine = await existingCombine(combineId);
    const found = await deps.combineShares.findShare(shareId);
    if (!found || found.combineId !== combineId) throw shareNotFound();
    return { combine, share: found };
  };

  const feedback: TOperationHandler<typeof operations.getShareFeedback> = async (c, { params }) => {
    const { share: found } = await shareOf(params.id, params.shareId);
    const members = await deps.onePagers.membersOfCombines([params.id], { content: false });
    const ids = members.map((member) => member._id.toString());
    const company = [found.companyId];
    const [[answer], evaluations, comments, requests, views] = await Promise.all([
      sharesAnswer([found], members),
      deps.clientEvaluations.evaluationsOf(company, ids),
      deps.clientComments.commentsOf(company, ids),
      deps.interviewRequests.requestsOf(company, ids),
      deps.onePagerViews.viewCountsOfShare(params.shareId, ids),
    ]);
    const evaluationOf = new Map(evaluations.map((record) => [record.onePagerId, record]));
    const commentsOf = groupBy(comments, (record) => record.onePagerId);
    const requestsOf = groupBy(requests, (record) => record.onePagerId);
    return c.json(
      {
        share: answer!,
        candidates: members.map((member) => {
          const id = member._id.toString();
          return {
            onePagerId: id,
            candidateName: member.candidateName,
            evaluation: toEvaluation(evaluationOf.get(id)),
            views: views.get(id) ?? 0,
            comments: (commentsOf.get(id) ?? []).map((record) => toComment(record)),
            interviewRequests: (requestsOf.get(id) ?? []).map((record) => toInterviewRequest(record)),
          };
        }),
      },
      200,
    );
  };

  const reply: TOperationHandler<typeof operations.replyToClientComments> = async (c, { params, body }) => {
    const { combine, share: found } = await shareOf(params.id, params.shareId);
    const member = await deps.onePagers.findMember(params.onePagerId);
    if (!member || !isInCombine(member, params.id)) throw candidateNotFound();
    const record = await deps.clientComments.addComment({
      companyId: found.companyId,
      onePagerId: params.onePagerId,
      shareId: params.shareId,
      authorKind: 'admin',
      authorId: c.get('identity').userId ?? '',
      authorName: (await adminNameOf(deps.peers, c)) ?? TEAM_NAME,
      body: body.body,
      createdAt: new Date(),
    });
    await deps.audit.record(c, {
      action: 'talent-combine.client-comment-replied',
      target: { type: 'talent-combine', id: params.id, label: combine.name },
      changes: [
        { field: 'companyName', after: found.companyName },
        { field: 'onePagerId', after: params.onePagerId },
      ],
    });
    return c.json(toComment(record), 201);
  };

  return { list, share, withdraw, feedback, reply };
};
