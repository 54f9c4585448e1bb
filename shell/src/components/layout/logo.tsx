import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { PRODUCT_NAME } from '@gtm/contracts/product';

/** The product logo, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={PATHS.home} className="gtm-logo" onClick={onNavigate}>
      <span className="gtm-logo__mark" aria-hidden="true">
        GTM
      </span>
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
