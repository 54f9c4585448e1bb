import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@gtm/web-kit/router.ts';
import { formatDateTime } from '@gtm/web-kit/format-date.ts';
import { BellIcon } from '../../components/layout/icons.tsx';
import { useNotificationFeed } from './notification-feed.ts';
import { useDismiss } from '../../hooks/use-dismiss.ts';

/**
 * The spec's notification bell, in every signed-in area's header beside the account menu: a button named
 * "Notifications" with a dot while something is unread, and its panel of the newest items (each a link to
 * where the reader acts on it, marked read when opened) with "Mark all as read". It stays mounted across
 * the area's pages (its ETag with it); opening an item closes the panel.
 */
export function NotificationBell() {
  const { feed, refresh, markRead } = useNotificationFeed();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const unread = feed?.unread ?? 0;

  useDismiss(rootRef, open, close);

  return (
    <div className="gtm-bell" ref={rootRef}>
      <button
        type="button"
        className="gtm-bell__trigger"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notifications-button"
        onClick={() => {
          if (!open) void refresh();
          setOpen((value) => !value);
        }}
      >
        <BellIcon />
        {unread > 0 && <span className="gtm-bell__dot" data-testid="notifications-dot" aria-hidden="true" />}
      </button>
      <span className="gtm-sr-only" aria-live="polite">
        {unread > 0 ? `${unread} unread notification${unread === 1 ? '' : 's'}` : ''}
      </span>
      {open && (
        <div id={panelId} className="gtm-bell__panel" role="region" aria-label="Notifications panel">
          <div className="gtm-bell__head">
            <h2 className="gtm-bell__title">Notifications</h2>
            <button
              type="button"
              className="gtm-bell__mark-all"
              disabled={unread === 0}
              onClick={() => void markRead()}
            >
              Mark all as read
            </button>
          </div>
          {feed === null ? (
            <p className="gtm-bell__empty">Loading…</p>
          ) : feed.items.length === 0 ? (
            <p className="gtm-bell__empty">No notifications yet</p>
          ) : (
            <ul className="gtm-bell__list" data-testid="notifications-list">
              {feed.items.map((item) => (
                <li
                  key={item.id}
                  className={item.readAt ? 'gtm-bell__item' : 'gtm-bell__item gtm-bell__item--unread'}
                >
                  <Link
                    to={item.link}
                    className="gtm-bell__link"
                    onClick={() => {
                      if (!item.readAt) void markRead([item.id]);
                      setOpen(false);
                    }}
                  >
                    <span className="gtm-bell__item-title">
                      {!item.readAt && <span className="gtm-sr-only">Unread: </span>}
                      {item.title}
                    </span>
                    <span className="gtm-bell__item-body">{item.body}</span>
                    <time className="gtm-bell__item-time" dateTime={item.createdAt}>
                      {formatDateTime(item.createdAt)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
