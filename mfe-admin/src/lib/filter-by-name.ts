/** The items whose name contains `term`, ignoring case and the term's surrounding spaces. */
export function filterByName<T extends { name: string }>(items: readonly T[], term: string): readonly T[] {
  const needle = term.trim().toLowerCase();
  return needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items;
}
