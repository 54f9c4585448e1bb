/** Spec section 5: the fields every profile is measured on. */
export const COMMON_COMPLETENESS_FIELDS = [
  'name',
  'location',
  'headline',
  'shortBio',
  'linkedinUrl',
  'methodologies',
  'industries',
  'dealCycles',
] as const;

/** Spec section 5: what an SDR profile adds. */
export const SDR_COMPLETENESS_FIELDS = [
  'workPreference',
  'salesCareerReason',
  'education',
  'passions',
] as const;

/** Spec section 5: what every other profile (AE) adds. */
export const AE_COMPLETENESS_FIELDS = [
  'quota',
  'quotaAttainment',
  'dealWalkthroughSituation',
  'dealWalkthroughAction',
  'dealWalkthroughResult',
] as const;

/** Empty strings, lists and objects (and objects holding only empty values) count as unfilled. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return true;
}

/**
 * The completion ring's percentage (spec section 5): filled fields out of the role's list, rounded to a whole
 * number. An SDR's own fields are read from its sdrProfile when the flat profile does not carry them.
 */
export function profileCompleteness(profile: Record<string, unknown> & { role?: string | null }): number {
  const sdr =
    typeof profile.sdrProfile === 'object' && profile.sdrProfile !== null
      ? (profile.sdrProfile as Record<string, unknown>)
      : {};
  const roleFields = profile.role === 'SDR' ? SDR_COMPLETENESS_FIELDS : AE_COMPLETENESS_FIELDS;
  const fields = [...COMMON_COMPLETENESS_FIELDS, ...roleFields];
  const read = (field: string) => (isFilled(profile[field]) ? profile[field] : sdr[field]);
  const filled = fields.filter((field) => isFilled(read(field))).length;
  return Math.round((filled / fields.length) * 100);
}
