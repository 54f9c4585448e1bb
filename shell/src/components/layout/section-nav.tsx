import { Link } from '@gtm/web-kit/router.ts';
import { LANDING_SECTIONS, PATHS } from '@gtm/contracts/paths';

/**
 * Links to the landing page's sections. Each link goes to `/#section`, so from any other page it navigates
 * home first; the scroll itself happens once the section is on the page (see useScrollOnNavigation).
 */
export function SectionNav({
  label,
  className,
  onNavigate,
}: {
  label: string;
  className: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="gtm-nav__list">
        {LANDING_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link
              to={{ pathname: PATHS.home, hash: section.id }}
              className="gtm-nav__link"
              data-testid={`nav-${section.id}`}
              onClick={onNavigate}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
