/**
 * Rounds an amount to whole cents, half away from zero, on its decimal reading: 1.005 → 1.01 and
 * 12.1 × 3 (36.300000000000004) → 36.3. Shifting the decimal point in the number's text avoids
 * the binary error of `Math.round(x * 100) / 100`. Non-finite input gives 0.
 */
export function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const abs = Math.abs(amount);
  // Below half a cent the result is 0; at 1e21 and above String() switches to exponent form.
  if (abs < 0.005) return 0;
  if (abs >= 1e21) return amount;
  const cents = Math.round(Number(`${abs}e2`));
  const rounded = Number(`${cents}e-2`);
  return amount < 0 ? -rounded : rounded;
}
