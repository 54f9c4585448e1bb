import { getBillingProfile, updateBillingProfile } from '@gtm/contracts/operations/placements';
import type { TBillingProfile } from '@gtm/contracts/placements';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** Our billing details as the seller on invoices (issue 46), through SWR. */
export const useBillingProfile = () => useOperation(getBillingProfile, {});

/** `updateBillingProfile`: saves them; invoices drawn from then on print them. */
export const saveBillingProfile = (profile: TBillingProfile) =>
  callOperation(updateBillingProfile, { body: profile });
