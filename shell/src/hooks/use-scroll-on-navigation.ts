import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@gtm/web-kit/router.ts';

/** How long to wait for an anchor whose section belongs to a remote that is still loading. */
const ANCHOR_WAIT_MS = 10_000;

/**
 * Scrolls to the top on every route change, or to the `#section` a link names. The section may not exist yet
 * (the landing page arrives from a remote after the navigation), so it is awaited until it appears.
 *
 * The page load itself is the browser's: it has placed the page (top, anchor or restored position) and the
 * visitor may have scrolled a pre-rendered page before its code ran. Only an anchor that is not on the page yet
 * is awaited then.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const pageLoad = useRef(true);

  useLayoutEffect(() => {
    const firstRun = pageLoad.current;
    pageLoad.current = false;
    if (!hash) {
      if (!firstRun) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToAnchor = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    };
    if (firstRun ? document.getElementById(id) !== null : scrollToAnchor()) return;

    const observer = new MutationObserver(() => {
      if (scrollToAnchor()) stop();
    });
    const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);
}
