/** The header links of SPEC §2 Layout, in order. */
export const NAV_LINKS = [
  { to: '/', key: 'home' },
  { to: '/products', key: 'products' },
  { to: '/travels', key: 'travels' },
  { to: '/articles', key: 'articles' },
  { to: '/activities', key: 'activities' },
  { to: '/soccer', key: 'soccer' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;
