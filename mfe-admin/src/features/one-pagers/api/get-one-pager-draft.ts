import { getOnePagerDraft } from '@gtm/contracts/operations/one-pagers';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** A new one-pager pre-filled from the chosen candidate's profile; `null` until a candidate is chosen. */
export const useOnePagerDraft = (profileId: string | null) =>
  useOperation(getOnePagerDraft, profileId ? { params: { id: profileId } } : null, {
    revalidateOnMount: true,
  });
