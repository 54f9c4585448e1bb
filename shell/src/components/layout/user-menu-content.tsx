import type { KeyboardEventHandler, Ref } from 'react';
import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import type { TAccountKind } from '@gtm/contracts/user-kinds';
import type { TSessionUser } from '@gtm/web-kit/session-user.ts';
import { useLogout } from '@gtm/web-kit/use-logout.ts';

/** The role-specific entries of the user menu (spec "Layout"; the candidate's as in "Candidate area"). */
const MENU_LINKS: Record<TAccountKind, readonly { label: string; to: string }[]> = {
  admin: [
    { label: 'Admin Dashboard', to: PATHS.admin.dashboard },
    { label: 'Manage Candidates', to: PATHS.admin.candidates },
    { label: 'One-Pagers', to: PATHS.admin.onePagers },
  ],
  candidate: [
    { label: 'Candidate Dashboard', to: PATHS.candidate.dashboard },
    { label: 'My Profile', to: PATHS.candidate.profile },
    { label: 'Settings', to: PATHS.candidate.settings },
  ],
  employer: [{ label: 'Employer Dashboard', to: PATHS.employer.dashboard }],
};

/**
 * The entries as an ARIA menu (the header's account menu): `role="menu"` with its items out of the Tab order,
 * moved through with the arrow keys by the menu's owner.
 */
export type TMenuSemantics = {
  id: string;
  /** The id of the button that opens it (the menu's name). */
  labelledBy: string;
  ref: Ref<HTMLUListElement>;
  onKeyDown: KeyboardEventHandler<HTMLUListElement>;
};

/**
 * Full name and e-mail, then the role's links, then Log out: plain links and a button (the mobile menu), or with
 * `menu` the items of an ARIA menu (the desktop header's account menu).
 */
export function UserMenuContent({
  user,
  onNavigate,
  menu,
}: {
  user: TSessionUser;
  onNavigate?: () => void;
  menu?: TMenuSemantics;
}) {
  const { logout, pending } = useLogout();
  const item = menu ? ({ role: 'menuitem', tabIndex: -1 } as const) : {};
  const entry = menu ? ({ role: 'none' } as const) : {};
  return (
    <>
      <div className="gtm-user-card">
        <p className="gtm-user-card__name" data-testid="user-menu-name">
          {user.name}
        </p>
        <p className="gtm-user-card__email" data-testid="user-menu-email">
          {user.email}
        </p>
      </div>
      <ul
        className="gtm-menu-list"
        {...(menu
          ? {
              role: 'menu',
              id: menu.id,
              'aria-labelledby': menu.labelledBy,
              ref: menu.ref,
              onKeyDown: menu.onKeyDown,
            }
          : {})}
      >
        {MENU_LINKS[user.kind].map((link) => (
          <li key={link.to} {...entry}>
            <Link to={link.to} className="gtm-menu-item" onClick={onNavigate} {...item}>
              {link.label}
            </Link>
          </li>
        ))}
        <li {...entry}>
          <button
            type="button"
            className="gtm-menu-item"
            onClick={logout}
            disabled={pending}
            data-testid="logout"
            {...item}
          >
            Log out
          </button>
        </li>
      </ul>
    </>
  );
}
