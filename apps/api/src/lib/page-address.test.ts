import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

describe('pageAddress', () => {
  it('keeps the path and the parameters pages read', () => {
    expect(pageAddress('/products')).toBe('/products');
    expect(pageAddress('/products?category=Jewelry&sortBy=rating')).toBe(
      '/products?category=Jewelry&sortBy=rating',
    );
  });

  it('drops tracking parameters, whatever their case', () => {
    expect(pageAddress('/?fbclid=IwAR0abc')).toBe('/');
    expect(pageAddress('/products?utm_source=tiktok&category=Jewelry&UTM_Campaign=may&gclid=x')).toBe(
      '/products?category=Jewelry',
    );
  });
});
