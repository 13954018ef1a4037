import { describe, expect, it } from 'vitest';
import { HOMEPAGE_SECTIONS } from '../constants';
import { orderHomepageSections } from './homepage';

describe('orderHomepageSections (SPEC §2 Home)', () => {
  it('follows the server order and keeps disabled sections marked off', () => {
    const result = orderHomepageSections([
      { name: 'stats', enabled: true, order: 1 },
      { name: 'hero', enabled: false, order: 2 },
      ...HOMEPAGE_SECTIONS.filter((n) => n !== 'stats' && n !== 'hero').map((name, i) => ({
        name,
        enabled: true,
        order: i + 3,
      })),
    ]);
    expect(result.slice(0, 3)).toEqual([
      { name: 'stats', enabled: true, order: 1 },
      { name: 'hero', enabled: false, order: 2 },
      { name: 'categories', enabled: true, order: 3 },
    ]);
    expect(result).toHaveLength(HOMEPAGE_SECTIONS.length);
  });

  it('shows sections the server does not list last, enabled, with order 999', () => {
    const result = orderHomepageSections([
      { name: 'cta', enabled: true, order: 1000 },
      { name: 'flights', enabled: true, order: 5 },
    ]);
    expect(result.map((s) => s.name)).toEqual([
      'flights',
      ...HOMEPAGE_SECTIONS.filter((n) => n !== 'flights' && n !== 'cta'),
      'cta',
    ]);
    expect(result[1]).toEqual({ name: 'hero', enabled: true, order: 999 });
  });

  it('gives the default order when the server lists nothing, and ignores unknown or repeated names', () => {
    expect(orderHomepageSections([]).map((s) => s.name)).toEqual([...HOMEPAGE_SECTIONS]);
    const result = orderHomepageSections([
      { name: 'casino', enabled: true, order: 1 },
      { name: 'stats', enabled: false, order: 2 },
      { name: 'stats', enabled: true, order: 3 },
    ]);
    expect(result[0]).toEqual({ name: 'stats', enabled: false, order: 2 });
    expect(result.some((s) => (s.name as string) === 'casino')).toBe(false);
  });
});
