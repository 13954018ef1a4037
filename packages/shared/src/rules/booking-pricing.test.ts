import { describe, expect, it } from 'vitest';
import {
  activitySavingsCents,
  activityTotalCents,
  amountDueCents,
  travelTotalCents,
} from './booking-pricing';

describe('activity totals (SPEC §9)', () => {
  it('total = price × persons', () => {
    expect(activityTotalCents(45_00, 3)).toBe(135_00);
  });

  it('savings = (market − price) × persons', () => {
    expect(activitySavingsCents(45_00, 60_00, 3)).toBe(45_00);
    expect(activitySavingsCents(45_00, 40_00, 3)).toBe(0);
    expect(activitySavingsCents(45_00, null, 3)).toBe(0);
  });

  it('travel total = price × travelers', () => {
    expect(travelTotalCents(890_00, 4)).toBe(3560_00);
  });
});

describe('deposits (SPEC §9: $10.00 activities, $15.00 travel and links)', () => {
  it('charges the deposit for a partial payment', () => {
    expect(amountDueCents(135_00, 'partial', 'activity')).toBe(10_00);
    expect(amountDueCents(890_00, 'partial', 'travel')).toBe(15_00);
    expect(amountDueCents(135_00, 'partial', 'link')).toBe(15_00);
  });

  it('charges the whole amount for a full payment', () => {
    expect(amountDueCents(135_00, 'full', 'activity')).toBe(135_00);
  });

  it('never asks more than what is owed', () => {
    expect(amountDueCents(8_00, 'partial', 'activity')).toBe(8_00);
  });
});
