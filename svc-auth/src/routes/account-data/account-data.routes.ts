import {
  confirmAccountDeletion,
  exportAccountData,
  requestAccountDeletion,
} from '@gtm/contracts/operations/account-data';
import { operationRouter } from '@gtm/service-kit/operations';
import { accountDataHandlers } from './account-data.handlers.ts';
import type { TAccountDataDeps } from './account-data.handlers.ts';

/** The signed-in user's own data: svc-auth's part of the export, and the account's deletion. */
export const accountDataRoutes = (deps: TAccountDataDeps) => {
  const handlers = accountDataHandlers(deps);
  return operationRouter()
    .mount(exportAccountData, handlers.exportAccount)
    .mount(requestAccountDeletion, handlers.requestDeletion)
    .mount(confirmAccountDeletion, handlers.confirmDeletion);
};
