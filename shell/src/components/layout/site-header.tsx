import { useCallback, useId, useState } from 'react';
import { useLocation } from '@gtm/web-kit/router.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { MenuIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SectionNav } from './section-nav.tsx';
import { signedInAreaOf } from './signed-in-area.ts';
import { AreaNav, NotificationBell, SignedInPart, UserMenu } from './signed-in-parts.tsx';

/**
 * The sticky black header: logo; on wide screens the landing page's section links, or in a signed-in area that
 * area's navigation; a slide-out menu on small ones; the user menu.
 */
export function SiteHeader() {
  const user = useSessionStore((state) => state.user);
  const sessionReady = useSessionStore((state) => state.status === 'ready');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuId = useId();
  const area = signedInAreaOf(pathname, user);

  return (
    <header className="gtm-header">
      <div className="gtm-header__inner">
        <Logo />
        {area ? (
          <SignedInPart>
            <AreaNav area={area} className="gtm-nav" />
          </SignedInPart>
        ) : (
          <SectionNav label="Main" className="gtm-nav" />
        )}
        <div className="gtm-header__actions">
          {/* The signed-in areas' notification bell, beside the account menu (one per user). */}
          {area && user && (
            <div className="gtm-header__notifications" data-testid="notifications-slot">
              <SignedInPart>
                <NotificationBell key={user.id ?? user.email} />
              </SignedInPart>
            </div>
          )}
          {user && (
            <div className="gtm-user-menu-slot">
              <SignedInPart>
                <UserMenu key={pathname} user={user} />
              </SignedInPart>
            </div>
          )}
          <button
            type="button"
            className="gtm-icon-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            data-testid="mobile-menu-button"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {menuOpen && (
        <MobileMenu id={menuId} user={user} area={area} sessionReady={sessionReady} onClose={closeMenu} />
      )}
    </header>
  );
}
