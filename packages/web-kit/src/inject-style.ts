/**
 * Adds a stylesheet (CSS text imported from a `.css` file) to the document once per id. The apps import
 * `.css` files as plain text, so styles travel with the code that needs them and no CSS runtime ships.
 */
export function injectStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.querySelector(`style[data-style-id="${id}"]`)) return;
  const style = document.createElement('style');
  style.dataset.styleId = id;
  style.textContent = css;
  document.head.append(style);
}
