import { selectCandidateRole } from '@gtm/contracts/operations/auth';
import type { TCandidateRole } from '@gtm/contracts/users';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** The `selectCandidateRole` operation: sets the signed-in candidate's role (SDR or AE). */
export const selectRole = (role: TCandidateRole) => callOperation(selectCandidateRole, { body: { role } });
