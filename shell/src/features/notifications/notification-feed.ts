import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_POLL_MS, ZNotificationFeed } from '@gtm/contracts/notifications';
import type { TNotificationFeed } from '@gtm/contracts/notifications';
import { pathOf } from '@gtm/contracts/operation';
import { listNotifications, markNotificationsRead } from '@gtm/contracts/operations/notifications';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** The feed with some items (or all, `ids` undefined) read now: what the panel shows before the server's answer. */
export const withRead = (
  feed: TNotificationFeed,
  ids: readonly string[] | undefined,
  at: string,
): TNotificationFeed => {
  let marked = 0;
  const items = feed.items.map((item) => {
    if (item.readAt !== null || (ids !== undefined && !ids.includes(item.id))) return item;
    marked += 1;
    return { ...item, readAt: at };
  });
  // Unread items older than the panel's are counted too: marking all clears them all.
  const unread = ids === undefined ? 0 : Math.max(0, feed.unread - marked);
  return { items, unread };
};

/** One poll of the feed: `null` when it is unchanged (304) or could not be read, else the feed and its ETag. */
export const fetchFeed = async (
  etag: string | null,
): Promise<{ feed: TNotificationFeed; etag: string | null } | null> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (etag) headers['if-none-match'] = etag;
  // The ETag is sent by hand (the browser's cache kept out of it), so a 304 reaches this code as a 304.
  const response = await fetch(pathOf(listNotifications), {
    credentials: 'include',
    cache: 'no-store',
    headers,
  });
  if (response.status !== 200) return null;
  const parsed = ZNotificationFeed.safeParse(await response.json());
  return parsed.success ? { feed: parsed.data, etag: response.headers.get('etag') } : null;
};

/**
 * The signed-in user's notifications for the header's bell: read at once, then every 30 s while the page is
 * visible (with the last ETag: an unchanged feed is a bodiless 304), and again when the page comes back into
 * view. Marking read shows at once, then the feed is read again.
 */
export function useNotificationFeed() {
  const [feed, setFeed] = useState<TNotificationFeed | null>(null);
  const etag = useRef<string | null>(null);
  const inFlight = useRef(false);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const next = await fetchFeed(etag.current);
      if (next) {
        etag.current = next.etag;
        setFeed(next.feed);
      }
    } catch {
      // Offline or the gateway is restarting: the next poll tries again.
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, NOTIFICATION_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  const markRead = useCallback(
    async (ids?: readonly string[]) => {
      setFeed((current) => (current ? withRead(current, ids, new Date().toISOString()) : current));
      try {
        await callOperation(markNotificationsRead, { body: ids === undefined ? {} : { ids: [...ids] } });
      } catch {
        // The next read shows what the server has.
      }
      await refresh();
    },
    [refresh],
  );

  return { feed, refresh, markRead };
}
