import { useEffect, useRef } from 'react';
import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';
import { CloseIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { SectionNav } from './section-nav.tsx';
import { AreaNav, SignedInPart, UserMenuContent } from './signed-in-parts.tsx';

interface TMobileMenuProps {
  id: string;
  user: TSessionUser | null;
  /** The signed-in area of the page (its navigation replaces the landing page's sections), if any. */
  area: TAccountKind | null;
  /** Whether the signed-in state is known (the 'For Candidates' button is for signed-out visitors only). */
  sessionReady: boolean;
  onClose: () => void;
}

/**
 * The slide-out menu of small screens: a modal panel with the section links (or the area's navigation) and the
 * account entries.
 */
export function MobileMenu({ id, user, area, sessionReady, onClose }: TMobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panelRef.current) return;
      // Keep Tab inside the open panel, as a modal dialog does.
      const focusable = [
        ...panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [onClose]);

  return (
    <>
      <div className="gtm-drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className="gtm-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        data-testid="mobile-menu"
      >
        <div className="gtm-drawer__top">
          <Logo onNavigate={onClose} />
          <button type="button" className="gtm-icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {area ? (
          <SignedInPart>
            <AreaNav area={area} className="gtm-drawer__nav" onNavigate={onClose} />
          </SignedInPart>
        ) : (
          <SectionNav label="Site sections" className="gtm-drawer__nav" onNavigate={onClose} />
        )}
        {sessionReady && !user && (
          <Link
            to={PATHS.forCandidates}
            className="gtm-button"
            onClick={onClose}
            data-testid="mobile-for-candidates"
          >
            For Candidates
          </Link>
        )}
        {user && (
          <div>
            <SignedInPart>
              <UserMenuContent user={user} onNavigate={onClose} />
            </SignedInPart>
          </div>
        )}
      </div>
    </>
  );
}
