import * as operations from '@gtm/contracts/operations/notifications';
import { operationRouter } from '@gtm/service-kit/operations';
import { notificationsHandlers } from './notifications.handlers.ts';
import type { TNotificationsDeps } from './notifications.handlers.ts';

export type { TNotificationsDeps } from './notifications.handlers.ts';

/** The notification centre of every signed-in kind. */
export const notificationsRoutes = (deps: TNotificationsDeps) => {
  const handlers = notificationsHandlers(deps);
  return operationRouter()
    .mount(operations.listNotifications, handlers.list)
    .mount(operations.markNotificationsRead, handlers.markRead);
};
