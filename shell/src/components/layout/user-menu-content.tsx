import { Link } from 'react-router-dom';
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

/** Full name and e-mail, then the role's links, then Log out. */
export function UserMenuContent({ user, onNavigate }: { user: TSessionUser; onNavigate?: () => void }) {
  const { logout, pending } = useLogout();
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
      <ul className="gtm-menu-list">
        {MENU_LINKS[user.kind].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="gtm-menu-item" onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="gtm-menu-item"
            onClick={logout}
            disabled={pending}
            data-testid="logout"
          >
            Log out
          </button>
        </li>
      </ul>
    </>
  );
}
