import { useCallback, useId, useRef, useState } from 'react';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';
import { UserMenuContent } from './user-menu-content.tsx';
import { useDismiss } from '../../hooks/use-dismiss.ts';

const initialsOf = (user: TSessionUser) =>
  (user.name || user.email)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The signed-in user's menu in the desktop header: a disclosure button and its popover (keyed by path, so a navigation closes it). */
export function UserMenu({ user }: { user: TSessionUser }) {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useDismiss(rootRef, open, close);

  return (
    <div className="gtm-user-menu" ref={rootRef}>
      <button
        type="button"
        className="gtm-user-menu__trigger"
        aria-expanded={open}
        aria-controls={popoverId}
        data-testid="user-menu-button"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="gtm-avatar" aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className="gtm-sr-only">Account menu for {user.name || user.email}</span>
      </button>
      {open && (
        <div id={popoverId} className="gtm-user-menu__popover">
          <UserMenuContent user={user} onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
