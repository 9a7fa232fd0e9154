/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The q-quantile (0..1) of a non-empty list, by linear interpolation between the nearest ranks. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (position - low);
}
