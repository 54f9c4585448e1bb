import { PRODUCT_NAME } from '@gtm/contracts/product';

/** The name of the downloaded recovery codes file. */
export const RECOVERY_CODES_FILE_NAME = 'gtm-combine-recovery-codes.txt';

/** The text of the recovery codes file: what they are for, the account, when they were made, one code a line. */
export function recoveryCodesText(codes: readonly string[], account: string, madeAt: Date): string {
  return [
    `${PRODUCT_NAME} recovery codes for ${account}`,
    `Made ${madeAt.toISOString().slice(0, 10)}. Each code signs you in once when your authenticator app is not at hand.`,
    'Making new codes makes these stop working.',
    '',
    ...codes,
    '',
  ].join('\n');
}
