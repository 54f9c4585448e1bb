import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';

/** Any unmatched path (spec section 2). */
export function NotFoundScreen() {
  useDocumentHead({ title: pageTitle('Page Not Found'), description: 'This page does not exist.' });
  return (
    <section className="gtm-screen" data-testid="not-found">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <div className="gtm-screen__actions">
        <Link to={PATHS.home} className="gtm-button">
          Back to home
        </Link>
      </div>
    </section>
  );
}
