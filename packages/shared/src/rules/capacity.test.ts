import { describe, expect, it } from 'vitest';
import { fitsCapacity, placesLeft } from './capacity';

describe('places per date', () => {
  it('is unlimited without a capacity', () => {
    expect(placesLeft(null, 500)).toBeNull();
    expect(fitsCapacity(null, 500, 40)).toBe(true);
  });

  it('counts down to zero, never below', () => {
    expect(placesLeft(10, 7)).toBe(3);
    expect(placesLeft(10, 12)).toBe(0);
  });

  it('fits a group only when every person has a place', () => {
    expect(fitsCapacity(10, 7, 3)).toBe(true);
    expect(fitsCapacity(10, 7, 4)).toBe(false);
    expect(fitsCapacity(10, 10, 1)).toBe(false);
  });
});
