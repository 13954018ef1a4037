import { describe, expect, it } from 'vitest';
import { localizedPath, splitLanguage } from './language-paths';

describe('language paths', () => {
  it('puts English at the root and the others under their prefix', () => {
    expect(localizedPath('en', '/products/a')).toBe('/products/a');
    expect(localizedPath('fr', '/products/a')).toBe('/fr/products/a');
    expect(localizedPath('ar', '/')).toBe('/ar/');
    expect(localizedPath('es', '/account?tab=reservations')).toBe('/es/account?tab=reservations');
  });

  it('reads the language and the path back from an address', () => {
    expect(splitLanguage('/fr/products/a')).toEqual({ lang: 'fr', path: '/products/a' });
    expect(splitLanguage('/ar')).toEqual({ lang: 'ar', path: '/' });
    expect(splitLanguage('/ar/')).toEqual({ lang: 'ar', path: '/' });
    expect(splitLanguage('/es?x=1')).toEqual({ lang: 'es', path: '/?x=1' });
    expect(splitLanguage('/products')).toEqual({ lang: 'en', path: '/products' });
    // A path that only starts with the letters of a language is English.
    expect(splitLanguage('/french-riviera')).toEqual({ lang: 'en', path: '/french-riviera' });
    expect(splitLanguage('/')).toEqual({ lang: 'en', path: '/' });
  });
});
