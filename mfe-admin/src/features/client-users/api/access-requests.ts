import type { TClientAccessDecision } from '@gtm/contracts/clients';
import { decideClientAccessRequest, listClientAccessRequests } from '@gtm/contracts/operations/client-users';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** Self-registered employers waiting for an admin's decision, oldest first. */
export const useAccessRequests = () => useOperation(listClientAccessRequests, {});

/** Approves (into a company) or denies (disables) one pending request; the employer is told by e-mail. */
export const decideAccessRequest = (clientUserId: string, body: TClientAccessDecision) =>
  callOperation(decideClientAccessRequest, { params: { id: clientUserId }, body });

type TDecideArg = { clientUserId: string; body: TClientAccessDecision };

/** Decides a request; `pending` is the decision under way (the row it is about). */
export const useDecideAccessRequest = (
  handlers: TMutationHandlers<TDecideArg, Awaited<ReturnType<typeof decideAccessRequest>>>,
) =>
  useMutation(
    decideClientAccessRequest.id,
    ({ clientUserId, body }: TDecideArg) => decideAccessRequest(clientUserId, body),
    handlers,
  );
