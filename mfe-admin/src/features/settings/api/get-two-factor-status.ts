import { mutate } from 'swr';
import type { TAccountSettings, TTwoFactorStatus } from '@gtm/contracts/auth';
import { getAccountSettings } from '@gtm/contracts/operations/users';
import { getTwoFactorStatus } from '@gtm/contracts/operations/two-factor';
import { operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The admin's two-factor state through SWR: on or off, since when, and the recovery codes left. */
export const useTwoFactorStatus = () => useOperation(getTwoFactorStatus, {});

/**
 * Puts a changed two-factor state into the cache, and its switch into the cached account settings (the security
 * form sends it as it is), so both show it at once without a request.
 */
export async function cacheTwoFactorStatus(status: TTwoFactorStatus) {
  await mutate(operationUrl(getTwoFactorStatus), status, { revalidate: false });
  await mutate<TAccountSettings>(
    operationUrl(getAccountSettings),
    (current) =>
      current ? { ...current, security: { ...current.security, twoFactorEnabled: status.enabled } } : current,
    { revalidate: false },
  );
}
