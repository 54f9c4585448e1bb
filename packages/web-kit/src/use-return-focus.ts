import { useCallback, useEffect, useRef } from 'react';

/** How long a restore waits for the opener to be on the page again (a list re-rendered after the route). */
const RESTORE_WITHIN_MS = 3_000;
const RESTORE_EVERY_MS = 50;

/** The attribute an opener carries so it is found again after a re-render (`returnFocusKey`). */
export const RETURN_FOCUS_ATTRIBUTE = 'data-return-focus';

/** The props that mark an element as an opener `restore` finds again by `key`. */
export const returnFocusKey = (key: string) => ({ [RETURN_FOCUS_ATTRIBUTE]: key });

/**
 * Focus that comes back to the element that opened a dialog: `remember(key)` when it opens (the opener marked
 * with `returnFocusKey(key)`), `restore()` once it is closed. For dialogs a route opens and closing unmounts:
 * antd cannot return the focus there (the dialog is gone before it would), and the list behind it may render
 * its rows again after the route changes, so the opener is found again by its key, not kept as a node. The
 * restore waits (a few frames, at most 3 s) until no dialog is open and the opener is on the page; it gives up
 * if the focus went somewhere else meanwhile (the user moved on).
 */
export function useReturnFocus() {
  const key = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const remember = useCallback((opener: string) => {
    stop();
    key.current = opener;
  }, []);

  const restore = useCallback(() => {
    const wanted = key.current;
    if (wanted === null) return;
    stop();
    const started = Date.now();
    const attempt = () => {
      const active = document.activeElement;
      const idle = active === null || active === document.body;
      const dialogOpen = [...document.querySelectorAll('[role="dialog"]')].some(isShown);
      const opener = [...document.querySelectorAll<HTMLElement>(`[${RETURN_FOCUS_ATTRIBUTE}]`)].find(
        (element) => element.getAttribute(RETURN_FOCUS_ATTRIBUTE) === wanted,
      );
      if (!dialogOpen && opener && idle) {
        opener.focus();
        stop();
        return;
      }
      // Somebody else has the focus (not a dialog's leftover), or it is too late: leave it.
      if (Date.now() - started > RESTORE_WITHIN_MS || (!idle && !dialogOpen && !isInDialog(active))) stop();
    };
    timer.current = setInterval(attempt, RESTORE_EVERY_MS);
    attempt();
  }, []);

  return { remember, restore };
}

const isInDialog = (element: Element | null) => element?.closest('[role="dialog"]') != null;

/** Whether an element takes room on the page (a dialog mounted but hidden, or closing out of view, does not). */
const isShown = (element: Element) =>
  element.getClientRects().length > 0 && element.getAttribute('aria-hidden') !== 'true';
