import { type ComponentType, lazy } from 'react';

export interface AdminSection {
  id: string;
  /** Key in the `admin` namespace. */
  labelKey: string;
  group: 'overview' | 'catalogue' | 'operations' | 'site';
  Component: ComponentType;
}

/** The back office's sections, grouped as in the navigation; each loads when opened. */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    id: 'dashboard',
    labelKey: 'sections.dashboard',
    group: 'overview',
    Component: lazy(() => import('./sections/dashboard')),
  },
  {
    id: 'products',
    labelKey: 'sections.products',
    group: 'catalogue',
    Component: lazy(() => import('./sections/products')),
  },
  {
    id: 'activities',
    labelKey: 'sections.activities',
    group: 'catalogue',
    Component: lazy(() => import('./sections/activities')),
  },
  {
    id: 'travels',
    labelKey: 'sections.travels',
    group: 'catalogue',
    Component: lazy(() => import('./sections/travels')),
  },
  {
    id: 'articles',
    labelKey: 'sections.articles',
    group: 'catalogue',
    Component: lazy(() => import('./sections/articles')),
  },
  {
    id: 'videos',
    labelKey: 'sections.videos',
    group: 'catalogue',
    Component: lazy(() => import('./sections/videos')),
  },
  {
    id: 'reservations',
    labelKey: 'sections.reservations',
    group: 'operations',
    Component: lazy(() => import('./sections/reservations')),
  },
  {
    id: 'check-in',
    labelKey: 'sections.checkIn',
    group: 'operations',
    Component: lazy(() => import('./sections/check-in')),
  },
  {
    id: 'manifest',
    labelKey: 'sections.manifest',
    group: 'operations',
    Component: lazy(() => import('./sections/manifest')),
  },
  {
    id: 'orders',
    labelKey: 'sections.orders',
    group: 'operations',
    Component: lazy(() => import('./sections/orders')),
  },
  {
    id: 'messages',
    labelKey: 'sections.messages',
    group: 'operations',
    Component: lazy(() => import('./sections/messages')),
  },
  {
    id: 'reviews',
    labelKey: 'sections.reviews',
    group: 'operations',
    Component: lazy(() => import('./sections/reviews')),
  },
  {
    id: 'newsletter',
    labelKey: 'sections.newsletter',
    group: 'operations',
    Component: lazy(() => import('./sections/newsletter')),
  },
  {
    id: 'homepage',
    labelKey: 'sections.homepage',
    group: 'site',
    Component: lazy(() => import('./sections/homepage-sections')),
  },
  {
    id: 'settings',
    labelKey: 'sections.settings',
    group: 'site',
    Component: lazy(() => import('./sections/site-settings')),
  },
  {
    id: 'users',
    labelKey: 'sections.users',
    group: 'site',
    Component: lazy(() => import('./sections/users')),
  },
  {
    id: 'audit',
    labelKey: 'sections.audit',
    group: 'site',
    Component: lazy(() => import('./sections/audit-log')),
  },
  {
    id: 'jobs',
    labelKey: 'sections.jobs',
    group: 'site',
    Component: lazy(() => import('./sections/jobs')),
  },
];

export const ADMIN_GROUPS = ['overview', 'catalogue', 'operations', 'site'] as const;
