import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * While `open`, a press outside `rootRef`'s element or the Escape key calls `close`: how the header's popovers
 * (the account menu, the notification panel) are dismissed.
 */
export const useDismiss = (rootRef: RefObject<HTMLElement | null>, open: boolean, close: () => void) => {
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [rootRef, open, close]);
};
