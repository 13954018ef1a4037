/** Discount badge percent: round((1 - price / original) × 100), only when the original is higher (SPEC §5). */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (originalPrice == null || !(originalPrice > price) || originalPrice <= 0) return null;
  return Math.round((1 - price / originalPrice) * 100);
}
