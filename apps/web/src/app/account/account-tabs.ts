import { type ComponentType, lazy } from 'react';

export interface AccountTab {
  id: string;
  /** Key in the `account` namespace. */
  labelKey: string;
  adminOnly?: boolean;
  Component: ComponentType;
}

/**
 * The account tabs in SPEC §2 order (Profile, Orders, Reservations, Add Review,
 * Security, Support, Activity import, Admin). Each tab's code loads when opened.
 */
export const ACCOUNT_TABS: AccountTab[] = [
  {
    id: 'profile',
    labelKey: 'tabs.profile',
    Component: lazy(() => import('../../features/account/components/profile-tab')),
  },
  {
    id: 'orders',
    labelKey: 'tabs.orders',
    Component: lazy(() => import('../../features/orders/components/orders-tab')),
  },
  {
    id: 'reservations',
    labelKey: 'tabs.reservations',
    Component: lazy(() => import('../../features/bookings/components/reservations-tab')),
  },
  {
    id: 'review',
    labelKey: 'tabs.review',
    Component: lazy(() => import('../../features/account/components/review-tab')),
  },
  {
    id: 'security',
    labelKey: 'tabs.security',
    Component: lazy(() => import('../../features/account/components/security-tab')),
  },
  {
    id: 'support',
    labelKey: 'tabs.support',
    Component: lazy(() => import('../../features/account/components/support-tab')),
  },
  {
    id: 'import',
    labelKey: 'tabs.import',
    adminOnly: true,
    Component: lazy(() => import('../../features/account/components/import-tab')),
  },
  {
    id: 'admin',
    labelKey: 'tabs.admin',
    adminOnly: true,
    Component: lazy(() => import('../../features/admin/components/admin-console')),
  },
];

export const DEFAULT_TAB = 'profile';
