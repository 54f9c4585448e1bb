import { mutate } from 'swr';
import type { TAccountSettings } from '@gtm/contracts/auth';
import { getAccountSettings } from '@gtm/contracts/operations/users';
import { operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The signed-in admin's account settings through SWR: what the three forms start from. */
export const useAccountSettings = () => useOperation(getAccountSettings, {});

/** Puts a saved section into the cached settings, so the forms start from it next time without a request. */
export const cacheSavedSettings = (saved: Partial<TAccountSettings>) =>
  mutate<TAccountSettings>(
    operationUrl(getAccountSettings),
    (current) => (current ? { ...current, ...saved } : current),
    { revalidate: false },
  );
