import type { TIdentity } from '@gtm/contracts/identity';
import type { TAdminRecipients } from '@gtm/contracts/notifications';
import { listAdminNotificationRecipients } from '@gtm/contracts/operations/users';
import { listCompanyNotificationRecipients } from '@gtm/contracts/operations/client-users';
import { AppError } from '@gtm/service-kit/app-error';
import type { TInternalClient } from '@gtm/service-kit/internal-call';

/** Who reads a company's or the admins' notifications: asked of the services that own those accounts. */
export type TNotificationRecipients = {
  /** The account ids of a company's enabled users (none for a deleted or unknown company). */
  companyUsers(companyId: string): Promise<string[]>;
  /** Every admin and their notification settings. */
  admins(): Promise<TAdminRecipients['items']>;
};

/**
 * The worker's identity towards svc-clients and svc-auth: an admin of no account (these operations are the
 * admins'; the worker acts for the portal, on no user's behalf). Signed with the shared secret like every
 * internal call, so the called service verifies it as it verifies the gateway's.
 */
const WORKER_IDENTITY: TIdentity = Object.freeze({ kind: 'admin', role: null });

/** The recipients through internal calls: svc-clients for a company's users, svc-auth for the admins. */
export const recipientsThroughPeers = (peers: {
  clients: Pick<TInternalClient, 'call'>;
  auth: Pick<TInternalClient, 'call'>;
}): TNotificationRecipients => ({
  async companyUsers(companyId) {
    const answer = await peers.clients.call(listCompanyNotificationRecipients, {
      identity: WORKER_IDENTITY,
      requestId: `notifications-${companyId}`,
      params: { id: companyId },
    });
    if (answer.status === 404 || answer.status === 400) return [];
    if (answer.status !== 200) {
      throw new AppError('UNAVAILABLE', {
        internalMessage: `svc-clients recipients answered ${answer.status}`,
      });
    }
    return answer.body.userIds;
  },
  async admins() {
    const answer = await peers.auth.call(listAdminNotificationRecipients, {
      identity: WORKER_IDENTITY,
      requestId: 'notifications-admins',
    });
    if (answer.status !== 200) {
      throw new AppError('UNAVAILABLE', {
        internalMessage: `svc-auth admin recipients answered ${answer.status}`,
      });
    }
    return answer.body.items;
  },
});
