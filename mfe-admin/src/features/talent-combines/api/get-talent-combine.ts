import { getTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** A combine and its one-pagers (the detail dialog) through SWR; `null` holds the request back. */
export const useTalentCombine = (id: string | null) =>
  useOperation(getTalentCombine, id ? { params: { id } } : null);
