import { describe, expect, it } from 'vitest';
import { nights, stayTotal } from './stay';

describe('nights (SPEC §9: ceiling of the day difference)', () => {
  it('counts calendar nights', () => {
    expect(nights('2026-12-01', '2026-12-04')).toBe(3);
    expect(nights('2026-12-01', '2026-12-01')).toBe(0);
  });

  it('rounds a partial day up', () => {
    expect(nights('2026-12-01T00:00:00Z', '2026-12-02T06:00:00Z')).toBe(2);
  });

  it('gives 0 for reversed or invalid dates', () => {
    expect(nights('2026-12-05', '2026-12-01')).toBe(0);
    expect(nights('', '2026-12-01')).toBe(0);
  });

  it('prices the stay', () => {
    expect(stayTotal(120, '2026-12-01', '2026-12-04')).toBe(360);
  });
});
