import type { Context } from 'hono';
import { notificationsEtag } from '@gtm/contracts/notifications';
import type * as operations from '@gtm/contracts/operations/notifications';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TNotificationsRepository } from './notifications.repository.ts';

/** What the notification routes need. */
export type TNotificationsDeps = { notifications: TNotificationsRepository };

const readerOf = (c: Context<TAppEnv>) => {
  const { userId } = c.get('identity');
  if (!userId) throw new AppError('UNAUTHENTICATED');
  return userId;
};

/** Does an If-None-Match header name this ETag (a list, or `*`)? Weak and strong forms compare alike. */
export const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((value) => {
    const tag = value.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });

/** The signed-in user's notification centre, whatever their kind: the feed and marking items read. */
export const notificationsHandlers = (deps: TNotificationsDeps) => {
  /**
   * The feed, with its version as ETag: a poll naming the current ETag is a 304 decided by one Redis read (no
   * MongoDB). With Redis down the feed is answered whole, without an ETag.
   */
  const list: TOperationHandler<typeof operations.listNotifications> = async (c) => {
    const userId = readerOf(c);
    let etag: string | null = null;
    try {
      etag = notificationsEtag(userId, await deps.notifications.version(userId));
    } catch (error) {
      c.get('log').warn({ err: error }, 'notification feed version not read (answered whole)');
    }
    const headers: Record<string, string> = { 'cache-control': 'private, no-cache' };
    if (etag !== null) {
      headers.etag = etag;
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    }
    return c.json(await deps.notifications.feed(userId), 200, headers);
  };

  const markRead: TOperationHandler<typeof operations.markNotificationsRead> = async (c, { body }) => {
    const userId = readerOf(c);
    return c.json(await deps.notifications.markRead(userId, body.ids), 200);
  };

  return { list, markRead };
};
