import { useCallback, useRef } from 'react';

/**
 * Focus that comes back where it was: `remember()` when a dialog is opened (from the element that opened it),
 * `restore()` once it is closed. For the dialogs a route opens and closing unmounts, which antd's own return of
 * focus cannot reach (they are gone before it runs), so a keyboard user would be left on the page's body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    // After the close has rendered: the opener is back in a page no dialog covers.
    if (element) requestAnimationFrame(() => element.isConnected && element.focus());
  }, []);
  return { remember, restore };
}
