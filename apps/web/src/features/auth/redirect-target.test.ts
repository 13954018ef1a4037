import { describe, expect, it } from 'vitest';
import { loginPath, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to the page that asked for sign-in', () => {
    expect(redirectTarget(`?redirect=${encodeURIComponent('/checkout?step=2')}`)).toBe('/checkout?step=2');
    expect(redirectTarget(loginPath('/account?tab=orders').split('?')[1]!.replace(/^/, '?'))).toBe(
      '/account?tab=orders',
    );
  });

  it('never leaves the site or loops back to /login', () => {
    expect(redirectTarget('?redirect=https://evil.example')).toBe('/');
    expect(redirectTarget('?redirect=//evil.example')).toBe('/');
    expect(redirectTarget('?redirect=/login')).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });
});
