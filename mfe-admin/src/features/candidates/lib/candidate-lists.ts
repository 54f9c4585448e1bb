/** Spec section 5: a comma-separated list as typed, trimmed, empties dropped. */
export const splitCommaList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Spec section 2: a table shows the first 2 tags and '+N' for the rest. */
export const tagsPreview = (items: readonly string[], shown = 2) => ({
  shown: items.slice(0, shown),
  more: Math.max(0, items.length - shown),
});
