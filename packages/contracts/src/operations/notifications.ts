import { z } from 'zod';
import { ACCESS, defineOperation } from '../operation.ts';
import { ZMarkNotificationsRead, ZNotificationFeed, ZNotificationsMarked } from '../notifications.ts';

/**
 * `GET /api/user/notifications`: the signed-in user's newest notifications and unread count. Polled by the
 * header's bell with `If-None-Match`: an unchanged feed is a 304 answered from Redis alone.
 * (`PATCH /api/user/notifications`, the admins' notification settings, is svc-auth's: the gateway routes by
 * method and path.)
 */
export const listNotifications = defineOperation({
  id: 'listNotifications',
  summary: 'The signed-in user’s newest notifications and unread count',
  method: 'GET',
  path: '/api/user/notifications',
  service: 'svc-candidates',
  access: ACCESS.signedIn,
  responses: {
    200: { description: 'The newest items (at most 30), with an ETag.', schema: ZNotificationFeed },
    304: { description: 'Unchanged since the ETag sent in If-None-Match (no body).', schema: z.unknown() },
  },
});

/** `POST /api/user/notifications/read`: marks the caller's own items read; no ids (or no body) marks all. */
export const markNotificationsRead = defineOperation({
  id: 'markNotificationsRead',
  summary: 'Mark the signed-in user’s notifications read (all when no ids are given)',
  method: 'POST',
  path: '/api/user/notifications/read',
  service: 'svc-candidates',
  access: ACCESS.signedIn,
  request: { body: ZMarkNotificationsRead },
  responses: { 200: { description: 'Marked; the unread count now.', schema: ZNotificationsMarked } },
});
