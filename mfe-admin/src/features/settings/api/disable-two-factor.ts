import type { TSecondFactor } from '@gtm/contracts/auth';
import { disableTwoFactor } from '@gtm/contracts/operations/two-factor';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { cacheTwoFactorStatus } from './get-two-factor-status.ts';

/** `disableTwoFactor`: two-factor off for a current code. */
export async function turnOffTwoFactor(entry: TSecondFactor) {
  const answer = await callOperation(disableTwoFactor, { body: entry });
  await cacheTwoFactorStatus(answer.twoFactor);
  return answer;
}
