import type { TSecondFactor } from '@gtm/contracts/auth';
import { regenerateRecoveryCodes } from '@gtm/contracts/operations/two-factor';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { cacheTwoFactorStatus } from './get-two-factor-status.ts';

/** `regenerateRecoveryCodes`: new recovery codes for a current code (the old ones stop working). */
export async function makeNewRecoveryCodes(entry: TSecondFactor) {
  const answer = await callOperation(regenerateRecoveryCodes, { body: entry });
  await cacheTwoFactorStatus(answer.twoFactor);
  return answer;
}
