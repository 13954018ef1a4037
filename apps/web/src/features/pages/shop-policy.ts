/** SPEC §9 shipping and returns figures, in one place; the pages word them in each language. */

export type Currency = 'MAD' | 'EUR' | 'USD';

export const SHIPPING_ZONES = [
  { key: 'morocco', days: [1, 3], cost: { standard: 25, freeOver: 200, currency: 'MAD' } },
  { key: 'europe', days: [5, 10], cost: { min: 45, max: 75, currency: 'EUR' } },
  { key: 'northAmerica', days: [7, 14], cost: { min: 55, max: 85, currency: 'USD' } },
  { key: 'world', days: [10, 21], cost: { min: 65, max: 120, currency: 'USD' } },
] as const;

export const EXPRESS_DAYS = [2, 5] as const;
export const INSURANCE = { amount: 100, currency: 'EUR' } as const;
export const PROCESSING_DAYS = [1, 2] as const;
export const CUSTOM_PROCESSING_DAYS = [3, 5] as const;

export const RETURN_REASONS = [
  { key: 'defective', days: 30, paidBy: 'us' },
  { key: 'wrong', days: 30, paidBy: 'us' },
  { key: 'notAsDescribed', days: 14, paidBy: 'us' },
  { key: 'changedMind', days: 14, paidBy: 'you' },
  { key: 'sizeFit', days: 14, paidBy: 'you' },
  { key: 'quality', days: 14, paidBy: 'you' },
] as const;

export const REFUND_DAYS = [5, 7] as const;
/** Items discounted by more than this are final sale. */
export const FINAL_SALE_DISCOUNT_PERCENT = 50;
