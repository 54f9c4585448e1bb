import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { employerAccessKey, ZEmployerAccessSnapshot } from '@gtm/contracts/clients';
import type { TClientCompany, TEmployerAccess } from '@gtm/contracts/clients';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { getCurrentUser } from '@gtm/contracts/operations/users';
import { getClientCompany } from '@gtm/contracts/operations/client-companies';
import { getEmployerAccess } from '@gtm/contracts/operations/employer-access';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TInternalClient } from '@gtm/service-kit/internal-call';

/** What svc-candidates asks other services, on behalf of the caller (their identity forwarded). */
export type TPeerServices = {
  /** svc-clients: who an employer is and which companies exist. */
  clients: Pick<TInternalClient, 'call'>;
  /** svc-auth: the admins' names (who shared, who replied); optional, a name is then unknown. */
  auth?: Pick<TInternalClient, 'call'>;
};

const callerOf = (c: Context<TAppEnv>) => ({ identity: c.get('identity'), requestId: c.get('requestId') });

const unexpected = (what: string, status: number) =>
  new AppError('UNAVAILABLE', { internalMessage: `${what} answered ${status}` });

/**
 * The signed-in employer's client user and company: the access snapshot svc-clients keeps in Redis for the
 * account (one GET, no call), else, when there is none (or Redis cannot answer), asked of svc-clients, which
 * stores one. svc-clients drops an account's snapshot before any write that changes its access and stores the
 * new one after it, so a disabled user, a deleted company or a new view type holds from the next request on.
 * 403 when their access is off.
 */
export const employerAccessOf = async (
  deps: { peers: TPeerServices; redis?: Pick<Redis, 'get'> | undefined },
  c: Context<TAppEnv>,
): Promise<TEmployerAccess> => {
  const userId = c.get('identity').userId;
  if (deps.redis && userId) {
    let stored: string | null = null;
    try {
      stored = await deps.redis.get(employerAccessKey(userId));
    } catch (error) {
      c.get('log').warn({ err: error }, 'access snapshot not read (svc-clients asked)');
    }
    const snapshot = stored === null ? null : ZEmployerAccessSnapshot.safeParse(JSON.parse(stored));
    if (snapshot?.success) {
      if (snapshot.data.state === 'allowed') return snapshot.data.access;
      throw new AppError('FORBIDDEN', { userMessage: refusalOf(snapshot.data.message) });
    }
  }
  const answer = await deps.peers.clients.call(getEmployerAccess, callerOf(c));
  if (answer.status === 403) throw new AppError('FORBIDDEN', { userMessage: refusalOf(answer.body.message) });
  if (answer.status !== 200) throw unexpected('svc-clients getEmployerAccess', answer.status);
  return answer.body;
};

/**
 * The 404 of a share (or a candidate of it) the caller may not reach: a company's user reads only its own live
 * shares, an admin only existing ones, and nothing tells either what exists beyond that.
 */
export const shareNotFound = () => new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.shareNotFound });

/** The employer asking and their company: 404 ({@link shareNotFound}) when they belong to none. */
export const employerCallerOf = async (
  deps: { peers: TPeerServices; redis?: Pick<Redis, 'get'> | undefined },
  c: Context<TAppEnv>,
) => {
  const access = await employerAccessOf(deps, c);
  if (!access.company) throw shareNotFound();
  return { clientUserId: access.clientUserId, name: access.name, company: access.company };
};

/** svc-clients' own words when they are the portal's (an account linked to no client user yet), else revoked. */
const refusalOf = (message: string) =>
  message === EMPLOYER_ANSWERS.noCompany ? EMPLOYER_ANSWERS.noCompany : EMPLOYER_ANSWERS.accessRevoked;

/** A client company an admin shares with (the admin's identity forwarded): null when there is none or it is deleted. */
export const liveCompanyOf = async (
  peers: TPeerServices,
  c: Context<TAppEnv>,
  companyId: string,
): Promise<TClientCompany | null> => {
  const answer = await peers.clients.call(getClientCompany, { ...callerOf(c), params: { id: companyId } });
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw unexpected('svc-clients getClientCompany', answer.status);
  return answer.body.deleted ? null : answer.body;
};

/**
 * The signed-in admin's name, from svc-auth (who shared a combine, who replied to a client): best effort, a
 * name svc-auth cannot give right now is recorded as unknown rather than failing the admin's write.
 */
export const adminNameOf = async (peers: TPeerServices, c: Context<TAppEnv>): Promise<string | null> => {
  if (!peers.auth) return null;
  try {
    const answer = await peers.auth.call(getCurrentUser, callerOf(c));
    return answer.status === 200 ? answer.body.fullName || answer.body.name : null;
  } catch (error) {
    c.get('log').warn({ err: error }, 'admin name not read from svc-auth');
    return null;
  }
};
