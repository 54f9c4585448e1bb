import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import type {
  TClientDecision,
  TDecisionCounts,
  TEmployerCandidateCard,
  TEmployerCombine,
  TEmployerCombineCard,
  TEmployerDashboard,
} from '@gtm/contracts/employer';
import type * as operations from '@gtm/contracts/operations/employer-portal';
import { onePagerPdfFileName } from '@gtm/contracts/talent';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler, TOperationHandlers } from '@gtm/service-kit/operations';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { pdfResponse } from '@gtm/service-kit/file-response';
import type { TTalentCombineRow } from '../../routes/talent-combines/talent-combines.repository.ts';
import { renderOnePagerPdf } from '../../routes/one-pagers/one-pager-pdf.ts';
import { employerAccessOf, employerCallerOf } from '../../employer-read-model/client-access.ts';
import type { TEmployerReadsCache, TOnePagerRead } from '../../employer-read-model/employer-reads-cache.ts';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import {
  contactOf,
  headshotUrlOf,
  keptClientView,
  liveShareOf,
  membersWithCandidates,
  revealedTo,
  sharedCandidateOf,
  sharedCandidateWith,
  toComment,
  toEvaluation,
  toInterviewRequest,
  viewsOf,
  visibleToClients,
} from '../../employer-read-model/client-views.ts';
import type { TClientViewDeps, TVisibleCandidate } from '../../employer-read-model/client-views.ts';
import { toPrivateNote } from '../../hiring/evaluations/company.mapper.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import {
  activityState,
  shareReadOf,
  sharesWithActivity,
} from '../../employer-read-model/company-activity.read-model.ts';
import type { TCompanyActivity } from '../../employer-read-model/company-activity.read-model.ts';
import { isInCombine } from '../../routes/one-pagers/one-pagers.repository.ts';

/** What the employer routes need. */
export type TEmployerDeps = TClientViewDeps &
  TEmployerPublishing & {
    peers: TPeerServices;
    /** Where svc-clients keeps the employers' access snapshots (absent: every request asks svc-clients). */
    redis?: Pick<Redis, 'get'>;
    /** The employer reads kept in memory per company (absent: every read is computed). */
    employerReads?: TEmployerReadsCache;
    /** The clock the portal's opens and writes are stamped with. */
    now?: () => Date;
  };

/**
 * The portal's handlers, each by its operation's name: every operation of its contract module but the writes a
 * hiring aggregate serves (the interview request: `hiring/interview-requests`; the evaluation, the private note
 * and the comment: `hiring/evaluations`).
 */
export type TEmployerPortalHandlers = Omit<
  TOperationHandlers<typeof operations>,
  'requestInterview' | 'updateClientEvaluation' | 'updatePrivateNote' | 'addClientComment'
>;

type TCompany = { id: string; name: string; view_type: 'full' | 'anonymized' };
type TCaller = { clientUserId: string; name: string; company: TCompany };

const targetDateOf = (combine: TTalentCombineRow) =>
  combine.targetDate ? combine.targetDate.toISOString().slice(0, 10) : null;

/** The JSON text of each kept one-pager read's answer: serialized once, sent as it is by every repeat open. */
const keptOnePagerJson = new WeakMap<TOnePagerRead, string>();
const onePagerJsonOf = (read: TOnePagerRead): string => {
  let json = keptOnePagerJson.get(read);
  if (json === undefined) {
    json = JSON.stringify(read.answer);
    keptOnePagerJson.set(read, json);
  }
  return json;
};

const countDecisions = (decisions: readonly (TClientDecision | null | undefined)[]): TDecisionCounts => {
  const counts: TDecisionCounts = { interested: 0, maybe: 0, pass: 0, undecided: 0 };
  for (const decision of decisions) counts[decision ?? 'undecided'] += 1;
  return counts;
};

/**
 * The employer portal's operations. Each asks svc-clients first who the caller is (a disabled user or a
 * deleted company: 403); a share of another company, a withdrawn share, a candidate not in the combine or
 * withheld from clients all answer 404, never 403: nothing tells a client what exists beyond what it sees.
 */
export const employerHandlers = (deps: TEmployerDeps) => {
  const now = deps.now ?? (() => new Date());
  /** A read kept per company when the app keeps them, else computed. */
  const cached = <T extends object>(companyId: string, key: string, load: () => Promise<T>) =>
    deps.employerReads ? deps.employerReads.read(companyId, key, load) : load();

  /** The employer asking and their company (404 when they belong to none). */
  const callerOf = (c: Context<TAppEnv>): Promise<TCaller> => employerCallerOf(deps, c);

  /** A candidate of a live share of the caller's company, as the company may see them. */
  const candidateOf = async (c: Context<TAppEnv>, shareId: string, onePagerId: string) => {
    const caller = await callerOf(c);
    return { caller, ...(await sharedCandidateOf(deps, caller.company, shareId, onePagerId)) };
  };

  /**
   * The cards of a company's candidates: evaluation, comments, interview requests, whether opened, from the
   * company's activity as read with the share.
   */
  const cardsOf = async (candidates: readonly TVisibleCandidate[], activity: TCompanyActivity) => {
    const headshots = await Promise.all(candidates.map((candidate) => headshotUrlOf(deps, candidate)));
    const evaluationOf = new Map(activity.evaluations.map((record) => [record.onePagerId, record]));
    return candidates.map(({ record, view }, index): TEmployerCandidateCard => {
      const id = record._id.toString();
      return {
        onePagerId: id,
        displayName: view.displayName,
        anonymized: view.anonymized,
        headshotUrl: headshots[index] ?? null,
        title: view.title,
        location: view.content.location,
        summary: view.summary,
        industries: view.industries,
        methodologies: view.methodologies,
        evaluation: toEvaluation(evaluationOf.get(id)),
        commentCount: activity.commentCounts.get(id) ?? 0,
        interviewRequested: (activity.requestCounts.get(id) ?? 0) > 0,
        viewed: activity.viewed.has(id),
      };
    });
  };

  const dashboard: TOperationHandler<typeof operations.getEmployerDashboard> = async (c) => {
    const access = await employerAccessOf(deps, c);
    const company = access.company;
    if (!company) return c.json({ company: null, combines: [] }, 200);
    const answer = await cached(company.id, `dashboard:${company.view_type}:${company.name}`, () =>
      dashboardOf(company),
    );
    return c.json(answer as TEmployerDashboard, 200);
  };

  /**
   * The dashboard of a company: its live shares with their counts, as its view type lets it see them. Read in
   * two commands: the shares with their combines and the company's evaluations and requests, then the combines'
   * one-pagers with the profiles that say which of them clients may see.
   */
  const dashboardOf = async (company: TCompany): Promise<TEmployerDashboard> => {
    const { shares, combines, evaluations, requestCounts } = await sharesWithActivity(
      deps,
      { liveOfCompany: company.id },
      { companyId: company.id, onePagerIds: null, threads: 'counts', commentsAndViews: false },
    );
    const combineIds = [...new Set(shares.map((share) => share.combineId))].sort();
    // Which of the combines' one-pagers clients may see: the same for every company, kept apart from the
    // companies' reads (a company's own writes do not compute them again).
    const { visible } = await keptClientView(deps, `visible:${combineIds.join(',')}`, async () => ({
      visible: await visibleToClients(deps, combineIds),
    }));
    const combineOf = new Map(combines.map((combine) => [combine._id.toString(), combine]));
    const evaluationOf = new Map(evaluations.map((record) => [record.onePagerId, record]));
    const cards = shares.flatMap((share): TEmployerCombineCard[] => {
      const combine = combineOf.get(share.combineId);
      if (!combine) return [];
      const ids = visible
        .filter((record) => isInCombine(record, share.combineId))
        .map((record) => record._id.toString());
      return [
        {
          shareId: share._id.toString(),
          name: combine.name,
          description: combine.description,
          targetDate: targetDateOf(combine),
          sharedAt: share.sharedAt.toISOString(),
          isNew: share.firstViewedAt === null,
          candidateCount: ids.length,
          counts: countDecisions(ids.map((id) => evaluationOf.get(id)?.decision)),
          interviewRequests: ids.reduce((sum, id) => sum + (requestCounts.get(id) ?? 0), 0),
        },
      ];
    });
    return { company: { id: company.id, name: company.name, view_type: company.view_type }, combines: cards };
  };

  const combine: TOperationHandler<typeof operations.getEmployerCombine> = async (c, { params }) => {
    const caller = await callerOf(c);
    const answer = await cached(
      caller.company.id,
      `combine:${params.shareId}:${caller.company.view_type}`,
      () => combineOf(caller, params.shareId),
    );
    return c.json(answer as TEmployerCombine, 200);
  };

  /** A shared combine's cards as the caller's company may see them (404 when it is not theirs to see). */
  const combineOf = async (caller: TCaller, shareId: string): Promise<TEmployerCombine> => {
    // The share with its combine and the company's activity (one command), then its one-pagers with their
    // profiles and accounts (one command).
    const activity = await sharesWithActivity(
      deps,
      { shareId },
      { companyId: caller.company.id, onePagerIds: null, threads: 'counts' },
    );
    // The share's combine and candidates as the company's view type sees them: kept apart from the companies'
    // reads (a company's own writes do not compute them again).
    const { view_type: viewType } = caller.company;
    const { share, row, visible } = await keptClientView(
      deps,
      `share:${caller.company.id}:${shareId}:${viewType}`,
      async () => {
        const live = liveShareOf(caller.company.id, shareReadOf(activity));
        const members = await membersWithCandidates(
          deps,
          { combineIds: [live.share.combineId] },
          { content: true, ...(viewType === 'full' ? {} : { hiresOf: caller.company.id }) },
        );
        return { share: live.share, row: live.combine, visible: viewsOf(deps, viewType, members) };
      },
    );
    const candidates = await cardsOf(visible, activity);
    return {
      shareId: share._id.toString(),
      name: row.name,
      description: row.description,
      targetDate: targetDateOf(row),
      sharedAt: share.sharedAt.toISOString(),
      candidateCount: candidates.length,
      counts: countDecisions(candidates.map((card) => card.evaluation.decision)),
      interviewRequests: candidates.filter((card) => card.interviewRequested).length,
      candidates,
    };
  };

  /**
   * A candidate's one-pager as the caller's company may see it. The read itself is kept per company. An open that
   * changes what the screens show (the company's first of this candidate, the share's first) is counted before
   * the answer (the share's counter of this one-pager; the share's first view once) and drops what was kept; a
   * repeat open changes only the counts, so once the process wrote its counter it is counted off the request's
   * path, with the other opens of its second in one write (as the dashboard's count of opens is), before any
   * count this process reads.
   */
  const onePager: TOperationHandler<typeof operations.getEmployerOnePager> = async (c, { params }) => {
    const caller = await callerOf(c);
    const read = await cached(
      caller.company.id,
      `one-pager:${params.shareId}:${params.onePagerId}:${caller.company.view_type}`,
      () => onePagerOf(caller, params.shareId, params.onePagerId),
    );
    const kept = read as TOnePagerRead;
    const { answer, shareFirstViewed, candidateUserId, combineId, sharedAt } = kept;
    const at = now();
    const open = {
      companyId: caller.company.id,
      shareId: params.shareId,
      onePagerId: params.onePagerId,
      candidateUserId,
      clientUserId: caller.clientUserId,
      viewedAt: at,
    };
    if (shareFirstViewed && answer.viewed && deps.onePagerViews.recordViewSoon(open))
      return c.body(onePagerJsonOf(kept), 200, { 'content-type': 'application/json' });
    await deps.onePagerViews.recordView(open);
    // The share's first view goes through its model (every company's reads drop); a company's first view of
    // this candidate drops that company's.
    if (!shareFirstViewed) await deps.combineShares.markFirstViewed(params.shareId, at);
    else if (!answer.viewed) await deps.employerReads?.changed(caller.company.id);
    if (!answer.viewed)
      await publishFirstView(
        caller,
        { shareId: params.shareId, combineId, sharedAt },
        params.onePagerId,
        candidateUserId,
        at,
      );
    // Opened now, so viewed, whatever the kept read said before this open was recorded.
    return c.json({ ...answer, viewed: true }, 200);
  };

  /**
   * The hiring loop's `candidate.viewed`: the company's first opening of the candidate. Its id is the company's
   * and the one-pager's, so a second "first" view (two users at once, a read kept a moment too long) is stored
   * once.
   */
  const publishFirstView = async (
    caller: TCaller,
    share: { shareId: string; combineId: string; sharedAt: number },
    onePagerId: string,
    candidateUserId: string,
    at: Date,
  ) => {
    const { shareId } = share;
    await deps.outbox.publish(
      outboxMessage.hiringEvent({
        eventId: `candidate.viewed.${caller.company.id}.${onePagerId}`,
        type: 'candidate.viewed',
        at: at.getTime(),
        shareId,
        combineId: share.combineId,
        companyId: caller.company.id,
        companyName: caller.company.name,
        onePagerId,
        candidateUserId,
        sharedAt: share.sharedAt,
      }),
    );
  };

  const onePagerOf = async (caller: TCaller, shareId: string, onePagerId: string): Promise<TOnePagerRead> => {
    // The candidate's view and the company's activity about them: one command when the view is not kept (the
    // share, its combine, the one-pager, its profile and account, the company's evaluation, comments, requests
    // and views of it), the activity alone when it is.
    const {
      share,
      combine: row,
      candidate,
      state: activity,
    } = await sharedCandidateWith(
      deps,
      caller.company,
      shareId,
      onePagerId,
      activityState(deps, shareId, {
        companyId: caller.company.id,
        onePagerIds: [onePagerId],
        threads: 'records',
      }),
    );
    const [[card], contact] = await Promise.all([cardsOf([candidate], activity), contactOf(deps, candidate)]);
    const { comments, requests } = activity;
    const scrub = candidate.view.scrub;
    return {
      shareFirstViewed: share.firstViewedAt !== null,
      candidateUserId: candidate.record.candidateUserId,
      combineId: share.combineId,
      sharedAt: share.sharedAt.getTime(),
      answer: {
        ...card!,
        shareId: share._id.toString(),
        combineName: row.name,
        content: candidate.view.content,
        contact,
        comments: comments.map((record) => toComment(record, scrub)),
        interviewRequests: requests.map((record) =>
          toInterviewRequest(record, scrub, revealedTo(record, candidate)),
        ),
        privateNote: toPrivateNote(
          activity.evaluations.find((record) => record.onePagerId === onePagerId)?.privateNote,
        ),
      },
    };
  };

  const pdf: TOperationHandler<typeof operations.getEmployerOnePagerPdf> = async (c, { params }) => {
    const { candidate } = await candidateOf(c, params.shareId, params.onePagerId);
    const { view } = candidate;
    const bytes = await renderOnePagerPdf({
      title: view.title,
      candidateName: view.displayName,
      summary: view.summary || null,
      content: view.content,
    });
    return pdfResponse(c, bytes, onePagerPdfFileName(view.displayName));
  };

  return {
    getEmployerDashboard: dashboard,
    getEmployerCombine: combine,
    getEmployerOnePager: onePager,
    getEmployerOnePagerPdf: pdf,
  } satisfies TEmployerPortalHandlers;
};
