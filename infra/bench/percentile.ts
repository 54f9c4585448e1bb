/** The nearest-rank percentile (`share` 0..1) of a list of numbers; 0 for an empty list. */
export const percentile = (values: readonly number[], share: number): number => {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;
};
