import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pagination';

describe('pageItems (SPEC §9: up to 5 buttons, then an ellipsis and the last page)', () => {
  it('lists every page when few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows five, an ellipsis and the last', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
  });

  it('moves the window with the current page', () => {
    expect(pageItems(7, 12)).toEqual([1, 'ellipsis', 5, 6, 7, 8, 9, 'ellipsis', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12]);
  });

  it('counts pages', () => {
    expect(pageCount(19, 9)).toBe(3);
    expect(pageCount(0, 9)).toBe(0);
  });
});
