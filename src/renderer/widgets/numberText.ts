/** What a number field accepts while typing: an optional minus, digits, and for decimals one point. */
export function acceptsNumberText(text: string, decimal: boolean): boolean {
  return decimal ? /^-?\d*(\.\d*)?$/.test(text) : /^-?\d*$/.test(text);
}

/** The number a typed text stands for; undefined while it is empty or only a sign or a point. */
export function numberFromText(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
