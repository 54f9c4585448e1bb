import { startTwoFactorEnrollment } from '@gtm/contracts/operations/two-factor';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `startTwoFactorEnrollment`: a new key for the admin's authenticator app (its QR code URI and its text). */
export const startTwoFactorSetup = () => callOperation(startTwoFactorEnrollment);
