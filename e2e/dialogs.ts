import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A dialog once it has finished opening. antd first draws it at full size but transparent for a frame or more
 * (its zoom's prepare step), then shrinks it to nothing and zooms it in: a click aimed while it is transparent
 * lands beside the shrunken dialog, on the mask (which closes it) or inside it beside the button. A test clicks
 * in a dialog it has just opened after this.
 */
export async function openedDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom-(appear|enter)\b/);
  return dialog;
}

/** What Tab can stop at inside a dialog, by markup alone (enabled, shown, not taken out of the Tab order). */
const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tabs through an open modal dialog, forwards and then backwards, twice its control count each way: after every
 * key the focus is on one of its controls, never on `<body>` and never outside the dialog, and every control was
 * reached.
 */
export async function expectTabToStayInDialog(dialog: Locator) {
  await expect(dialog).toBeVisible();
  const page = dialog.page();
  const controls = await dialog.evaluate(
    (element, selector) =>
      [...element.querySelectorAll<HTMLElement>(selector)].filter(
        (control) => control.tabIndex >= 0 && control.checkVisibility(),
      ).length,
    CONTROLS,
  );
  expect(controls, 'the dialog has controls to Tab through').toBeGreaterThan(1);
  for (const key of ['Tab', 'Shift+Tab']) {
    const reached = new Set<string>();
    for (let press = 0; press < controls * 2; press += 1) {
      await page.keyboard.press(key);
      const focus = await dialog.evaluate((element) => {
        const active = document.activeElement;
        const controls = [...element.querySelectorAll('*')];
        return {
          tag: active?.tagName.toLowerCase() ?? 'none',
          inside: active !== null && element.contains(active),
          index: active === null ? -1 : controls.indexOf(active),
        };
      });
      expect(focus.tag, `${key} press ${press + 1} left the focus on <body>`).not.toBe('body');
      expect(focus.inside, `${key} press ${press + 1} took the focus out of the dialog`).toBe(true);
      reached.add(String(focus.index));
    }
    expect(reached.size, `${key} reached every control of the dialog`).toBe(controls);
  }
}
