/** Up to two initials of a name (or an anonymized candidate's alias), for an avatar without a photo ('Ada Lovelace' -> 'AL'). */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts.at(-1)!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}
