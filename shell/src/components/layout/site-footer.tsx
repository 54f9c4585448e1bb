import { PRODUCT_NAME } from '@gtm/contracts/product';
import { usePageChrome } from '@gtm/web-kit/page-chrome.ts';

/** The copyright line with the current year; a page hides it with `useHideFooter()`. */
export function SiteFooter() {
  const hidden = usePageChrome((state) => state.footerHiders > 0);
  if (hidden) return null;
  return (
    <footer className="gtm-footer" data-testid="site-footer">
      {/* Public pages are rendered at build time: a new year since then must not fail their hydration. */}
      <p suppressHydrationWarning>{`© ${new Date().getFullYear()} ${PRODUCT_NAME}. All rights reserved.`}</p>
    </footer>
  );
}
