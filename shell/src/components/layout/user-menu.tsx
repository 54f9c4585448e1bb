import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';
import { UserMenuContent } from './user-menu-content.tsx';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { useHeadshot } from '../../hooks/use-headshot.ts';

const initialsOf = (user: TSessionUser) =>
  (user.name || user.email)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The items of the open menu that can be chosen now (Log out is disabled while it runs). */
const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);

/**
 * The signed-in user's menu in the desktop header, a WAI-ARIA menu button: a click, Enter, Space or ArrowDown
 * opens it on its first item (ArrowUp on its last), the arrow keys, Home and End move through the items, Escape
 * closes it back to the button, and leaving it (Tab, a press outside) closes it. Keyed by path, so a navigation
 * closes it too.
 */
export function UserMenu({ user }: { user: TSessionUser }) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const triggerId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const headshot = useHeadshot(user);
  // A headshot whose signed link no longer loads: the initials again.
  const [brokenHeadshot, setBrokenHeadshot] = useState<string | null>(null);

  useDismiss(rootRef, open, close);

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menuRef.current);
    (focusOnOpen.current === 'first' ? items[0] : items.at(-1))?.focus();
  }, [open]);

  const openOn = (item: 'first' | 'last') => {
    focusOnOpen.current = item;
    if (!open) setOpen(true);
    else {
      const items = itemsOf(menuRef.current);
      (item === 'first' ? items[0] : items.at(-1))?.focus();
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOn(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemsOf(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(at + 1);
      case 'ArrowUp':
        return moveTo(at < 0 ? -1 : at - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(-1);
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        triggerRef.current?.focus();
        return;
      case ' ':
        // Space chooses an item as Enter does (a link would otherwise scroll the page).
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault();
          event.target.click();
        }
        return;
      default:
    }
  };

  // Focus moved on to something outside the menu (Tab, Shift+Tab): the menu closes behind it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <div className="gtm-user-menu" ref={rootRef} onBlur={onBlur}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className="gtm-user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="user-menu-button"
        onClick={() => (open ? setOpen(false) : openOn('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {headshot && headshot !== brokenHeadshot ? (
          <img
            className="gtm-avatar gtm-avatar--image"
            src={headshot}
            alt=""
            aria-hidden="true"
            data-testid="user-menu-headshot"
            onError={() => setBrokenHeadshot(headshot)}
          />
        ) : (
          <span className="gtm-avatar" aria-hidden="true">
            {initialsOf(user)}
          </span>
        )}
        <span className="gtm-sr-only">Account menu for {user.name || user.email}</span>
      </button>
      {open && (
        <div className="gtm-user-menu__popover">
          <UserMenuContent
            user={user}
            onNavigate={() => setOpen(false)}
            menu={{ id: menuId, labelledBy: triggerId, ref: menuRef, onKeyDown: onMenuKeyDown }}
          />
        </div>
      )}
    </div>
  );
}
