import { confirmTwoFactorEnrollment } from '@gtm/contracts/operations/two-factor';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { cacheTwoFactorStatus } from './get-two-factor-status.ts';

/** `confirmTwoFactorEnrollment`: two-factor on with a code from the new app; the answer holds the recovery codes. */
export async function confirmTwoFactorSetup(code: string) {
  const answer = await callOperation(confirmTwoFactorEnrollment, { body: { code } });
  await cacheTwoFactorStatus(answer.twoFactor);
  return answer;
}

/** Confirms the setup with the app's code (two-factor on); the screen shows the recovery codes on success. */
export const useConfirmTwoFactorSetup = (
  handlers: TMutationHandlers<string, Awaited<ReturnType<typeof confirmTwoFactorSetup>>>,
) => useMutation(confirmTwoFactorEnrollment.id, confirmTwoFactorSetup, handlers);
