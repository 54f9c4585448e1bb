import type { TDecisionDue, TDecisionStatus } from '@gtm/contracts/decisions';
import type * as operations from '@gtm/contracts/operations/decisions';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TInternalClient } from '@gtm/service-kit/internal-call';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { Context } from 'hono';
import type { TOnePagersRepository } from '../../routes/one-pagers/one-pagers.repository.ts';
import type { TTalentCombinesRepository } from '../../routes/talent-combines/talent-combines.repository.ts';
import { decisionDueAt } from '@gtm/hiring/business-days';
import { companyZonesThroughPeers } from './company-zones.ts';
import type { TDecisionDeadlinesRepository } from './decision-deadlines.repository.ts';

/** What the decisions' route needs. */
export type TDecisionsDeps = {
  decisionDeadlines: Pick<TDecisionDeadlinesRepository, 'open'>;
  talentCombines: Pick<TTalentCombinesRepository, 'listByIds'>;
  /** The one-pagers the companies met the candidates by: the candidates' names (issue 46). */
  onePagers: Pick<TOnePagersRepository, 'recentByIds'>;
  /** svc-clients, for the companies' current time zones. */
  peers: { clients: Pick<TInternalClient, 'call'> };
  /** The route's clock (tests inject one); absent, the system's. */
  decisionsNow?: () => Date;
};

const DAY_MS = 86_400_000;

/**
 * The meetings whose decision may be of a status now, by their time alone (the exact test, in each company's zone,
 * follows): five business days after a meeting's day are 5 to 7 calendar days (no holidays), and a zone is at most
 * 14 hours from UTC, so a decision still due met in the last 9 days, and an overdue one more than 4 days ago. The
 * list then reads those meetings only (the index on decidedAt and metAt bounds them), not every open one.
 */
const metWindow = (status: TDecisionStatus | undefined, at: Date) =>
  status === 'due'
    ? { from: new Date(at.getTime() - 9 * DAY_MS) }
    : status === 'overdue'
      ? { to: new Date(at.getTime() - 4 * DAY_MS) }
      : {};

/** The admins' view of the decisions due. */
export const adminDecisionsHandlers = (deps: TDecisionsDeps) => {
  const now = deps.decisionsNow ?? (() => new Date());

  /**
   * `GET /api/admin/decisions`: the open meetings (one company's or all), each deadline counted in its
   * company's current time zone (one call to svc-clients for them all), filtered by status, soonest first.
   * Combine names come from one read of the combines, the candidates' names from one of their one-pagers.
   */
  const list: TOperationHandler<typeof operations.listDueDecisions> = async (c, { query }) => {
    const open = await deps.decisionDeadlines.open(query.companyId, metWindow(query.status, now()));
    const zones = await companyZonesThroughPeers(deps.peers, () => callerOf(c)).zonesOf([
      ...new Set(open.map((meeting) => meeting.companyId)),
    ]);
    const combines = new Map(
      (await deps.talentCombines.listByIds([...new Set(open.map((meeting) => meeting.combineId))])).map(
        (combine) => [String(combine._id), combine.name],
      ),
    );
    const names = new Map(
      (await deps.onePagers.recentByIds([...new Set(open.map((meeting) => meeting.onePagerId))])).map(
        (onePager) => [String(onePager._id), onePager.candidateName],
      ),
    );
    const at = now().getTime();
    const items: TDecisionDue[] = open
      .map((meeting) => {
        const company = zones.get(meeting.companyId);
        const zone = company?.zone ?? 'UTC';
        const dueAt = decisionDueAt(meeting.metAt, zone);
        return {
          id: meeting._id,
          shareId: meeting.shareId,
          companyId: meeting.companyId,
          companyName: company?.name || meeting.companyName,
          timeZone: zone,
          combineId: meeting.combineId,
          combineName: combines.get(meeting.combineId) ?? null,
          onePagerId: meeting.onePagerId,
          candidateName: names.get(meeting.onePagerId) ?? '',
          metAt: meeting.metAt.toISOString(),
          dueAt: dueAt.toISOString(),
          overdue: at > dueAt.getTime(),
        };
      })
      .filter((item) => !query.status || (query.status === 'overdue') === item.overdue)
      .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.metAt.localeCompare(b.metAt));
    return c.json({ items }, 200);
  };

  return { list };
};

const callerOf = (c: Context<TAppEnv>) => ({ identity: c.get('identity'), requestId: c.get('requestId') });
