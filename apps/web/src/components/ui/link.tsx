import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';

/*
 * React Router's links without `data-discover`, the mark its framework mode reads to discover
 * routes lazily: this app declares every route up front, and the mark cost the home page 1.3 KB.
 */

export const Link = (props: ComponentProps<typeof RouterLink>) => <RouterLink discover="none" {...props} />;

export const NavLink = (props: ComponentProps<typeof RouterNavLink>) => (
  <RouterNavLink discover="none" {...props} />
);
