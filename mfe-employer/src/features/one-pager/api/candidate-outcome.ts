import { getCandidateOutcome, recordCandidateOutcome } from '@gtm/contracts/operations/outcomes';
import type { TOutcome, TOutcomeUpdate } from '@gtm/contracts/outcomes';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';
import type { TShareCandidate } from './get-employer-one-pager.ts';

/** The company's outcome for the candidate (read again each time the page opens: a colleague may have moved it). */
export const useCandidateOutcome = (params: TShareCandidate) =>
  useOperation(getCandidateOutcome, { params }, { revalidateOnMount: true });

type TRecord = { params: TShareCandidate; body: TOutcomeUpdate };

/** `PUT .../outcome`: records the candidate's stage with the company. */
export const recordOutcome = (arg: TRecord) => callOperation(recordCandidateOutcome, arg);

/** The write; the screen puts the saved outcome in its read (`revalidates` takes only operations without params). */
export const useRecordOutcome = (handlers: TMutationHandlers<TRecord, TOutcome>) =>
  useMutation(recordCandidateOutcome.id, recordOutcome, handlers);
