import type { Context } from 'hono';
import { ZApiError } from '@gtm/contracts/api-errors';
import { ZClientCompany, ZEmployerAccess } from '@gtm/contracts/clients';
import type { TClientCompany, TEmployerAccess } from '@gtm/contracts/clients';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import { getCurrentUser } from '@gtm/contracts/operations/auth';
import { getClientCompany, getEmployerAccess } from '@gtm/contracts/operations/clients';
import { ZCurrentUser } from '@gtm/contracts/auth';
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
 * The signed-in employer's client user and company, asked of svc-clients on every employer request (so a
 * company's view type, its deletion or a disabled user take effect at once): 403 when their access is off.
 */
export const employerAccessOf = async (
  peers: TPeerServices,
  c: Context<TAppEnv>,
): Promise<TEmployerAccess> => {
  const answer = await peers.clients.call(getEmployerAccess, callerOf(c));
  if (answer.status === 403) {
    // svc-clients' own words when they are the portal's (an account linked to no client user yet), else revoked.
    const said = ZApiError.safeParse(answer.body);
    const known = said.success && said.data.message === EMPLOYER_ANSWERS.noCompany;
    throw new AppError('FORBIDDEN', {
      userMessage: known ? EMPLOYER_ANSWERS.noCompany : EMPLOYER_ANSWERS.accessRevoked,
    });
  }
  if (answer.status !== 200) throw unexpected('svc-clients getEmployerAccess', answer.status);
  const parsed = ZEmployerAccess.safeParse(answer.body);
  if (!parsed.success) throw unexpected('svc-clients getEmployerAccess (unreadable body)', answer.status);
  return parsed.data;
};

/** A client company an admin shares with (the admin's identity forwarded): null when there is none or it is deleted. */
export const liveCompanyOf = async (
  peers: TPeerServices,
  c: Context<TAppEnv>,
  companyId: string,
): Promise<TClientCompany | null> => {
  const answer = await peers.clients.call(getClientCompany, { ...callerOf(c), params: { id: companyId } });
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw unexpected('svc-clients getClientCompany', answer.status);
  const parsed = ZClientCompany.safeParse(answer.body);
  if (!parsed.success) throw unexpected('svc-clients getClientCompany (unreadable body)', answer.status);
  return parsed.data.deleted ? null : parsed.data;
};

/**
 * The signed-in admin's name, from svc-auth (who shared a combine, who replied to a client): best effort, a
 * name svc-auth cannot give right now is recorded as unknown rather than failing the admin's write.
 */
export const adminNameOf = async (peers: TPeerServices, c: Context<TAppEnv>): Promise<string | null> => {
  if (!peers.auth) return null;
  try {
    const answer = await peers.auth.call(getCurrentUser, callerOf(c));
    const parsed = ZCurrentUser.safeParse(answer.body);
    return answer.status === 200 && parsed.success ? parsed.data.fullName || parsed.data.name : null;
  } catch (error) {
    c.get('log').warn({ err: error }, 'admin name not read from svc-auth');
    return null;
  }
};
