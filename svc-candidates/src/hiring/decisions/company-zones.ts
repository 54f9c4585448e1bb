import type { TIdentity } from '@gtm/contracts/identity';
import { MAX_LIST_PAGE_SIZE } from '@gtm/contracts/list-query';
import { getClientCompany, listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { AppError } from '@gtm/service-kit/app-error';
import type { TInternalClient } from '@gtm/service-kit/internal-call';
import { zoneOrUtc } from '@gtm/hiring/business-days';

/** What decisions need of a client company: its current time zone, name and whether it is deleted. */
export type TCompanyZone = { zone: string; name: string; deleted: boolean };

/**
 * The companies' time zones, asked of svc-clients (which owns the companies): by id, for the companies given.
 * A company svc-clients does not know is absent from the answer (its decisions count in UTC, and no one of it
 * is reminded).
 */
export type TCompanyZones = {
  zonesOf(companyIds: readonly string[]): Promise<Map<string, TCompanyZone>>;
};

/**
 * The worker's identity towards svc-clients: an admin of no account (the companies' operations are the
 * admins'; the sweep and the consumer act for the portal, on no user's behalf).
 */
export const WORKER_IDENTITY: TIdentity = Object.freeze({ kind: 'admin', role: null });

/**
 * Up to this many companies are read one by one (by id, {@link READS_AT_ONCE} at a time); more, through the
 * companies' list.
 */
const MAX_SINGLE_READS = 300;
const READS_AT_ONCE = 10;

/** Most pages of the companies' list one read walks (100 each) before it gives up on the rest. */
const MAX_PAGES = 50;

const unavailable = (what: string, status: number) =>
  new AppError('UNAVAILABLE', { internalMessage: `svc-clients ${what} answered ${status}` });

/**
 * The zones through svc-clients, on behalf of `caller` (the admin of a request; the worker's identity
 * otherwise): up to {@link MAX_SINGLE_READS} companies each with `getClientCompany` (a read by key: each of the
 * list's pages sorts every company, and with ten thousand of them a walk of 50 pages stops before the last), more with the companies' list (one call of 100 per page, read until every company asked is
 * found); never one call per meeting.
 */
export const companyZonesThroughPeers = (
  peers: { clients: Pick<TInternalClient, 'call'> },
  caller: () => { identity: TIdentity; requestId: string } = () => ({
    identity: WORKER_IDENTITY,
    requestId: 'decisions-company-zones',
  }),
): TCompanyZones => ({
  async zonesOf(companyIds) {
    const wanted = new Set(companyIds);
    const zones = new Map<string, TCompanyZone>();
    if (wanted.size === 0) return zones;
    const keep = (company: { _id: string; name: string; deleted: boolean; time_zone?: string | null }) => {
      if (wanted.has(company._id))
        zones.set(company._id, {
          zone: zoneOrUtc(company.time_zone),
          name: company.name,
          deleted: company.deleted,
        });
    };
    const readOne = async (id: string) => {
      const answer = await peers.clients.call(getClientCompany, { ...caller(), params: { id } });
      if (answer.status === 200) keep(answer.body);
      else if (answer.status !== 404 && answer.status !== 400)
        throw unavailable('getClientCompany', answer.status);
    };
    if (wanted.size <= MAX_SINGLE_READS) {
      // Each company by its id, a few at a time: a read of its key each, however many companies svc-clients holds.
      const ids = [...wanted];
      for (let start = 0; start < ids.length; start += READS_AT_ONCE)
        await Promise.all(ids.slice(start, start + READS_AT_ONCE).map(readOne));
      return zones;
    }
    for (let page = 1; page <= MAX_PAGES && zones.size < wanted.size; page += 1) {
      const answer = await peers.clients.call(listClientCompanies, {
        ...caller(),
        query: { page: String(page), pageSize: String(MAX_LIST_PAGE_SIZE), sort: 'created_at', order: 'asc' },
      });
      if (answer.status !== 200) throw unavailable('listClientCompanies', answer.status);
      answer.body.items.forEach(keep);
      if (page * answer.body.pageSize >= answer.body.total) break;
    }
    return zones;
  },
});
