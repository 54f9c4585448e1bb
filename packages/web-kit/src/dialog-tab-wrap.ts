import { useEffect } from 'react';
import { tabbable } from 'tabbable';
import type { CheckOptions } from 'tabbable';

/**
 * Keeps Tab inside the modal dialog that has the focus: from its last control to its first, and Shift+Tab
 * from its first (or from the dialog itself) to its last.
 *
 * antd's Modal and Drawer (rc-component's focus lock) no longer wrap with sentinels: they pull the focus back
 * when it lands outside the dialog (`focusin`). A dialog is portalled to the end of `<body>`, so after its last
 * control nothing in the page can take the focus: Tab leaves the document, `document.activeElement` is `<body>`,
 * no `focusin` fires, and only the next Tab (landing on the page's first control) brings the focus back. Wrapping
 * the Tab key itself never lets it go.
 */
export const wrapTabInDialog = (
  event: KeyboardEvent,
  /** How a control is found shown (tabbable's check; jsdom lays nothing out, so its tests check none). */
  displayCheck: CheckOptions['displayCheck'] = 'full',
) => {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return;
  const dialog = active.closest<HTMLElement>('[aria-modal="true"]');
  if (dialog === null) return;
  // The controls Tab stops at, in its order (tabbable: the focus-trap library's reading of the HTML rules).
  const tabbables = tabbable(dialog, { displayCheck });
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (first === undefined || last === undefined) {
    // Nothing to move to: the focus stays where it is, in the dialog.
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
};

/** While mounted, Tab wraps inside whichever modal dialog has the focus ({@link wrapTabInDialog}). */
export function useDialogTabWrap() {
  useEffect(() => {
    document.addEventListener('keydown', wrapTabInDialog);
    return () => document.removeEventListener('keydown', wrapTabInDialog);
  }, []);
}
