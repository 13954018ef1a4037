import type { RouteObject } from 'react-router';
import { PageErrorBoundary } from '../components/error-pages';
import { RootLayout, rootLoader } from './root-layout';

/**
 * Every route of SPEC §2. Pages are loaded on demand (`lazy`), so each route
 * ships only its own code; a route module exports `Component`, and optionally
 * `loader`, `handle.head` and `ErrorBoundary`.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    loader: rootLoader,
    children: [
      {
        ErrorBoundary: PageErrorBoundary,
        children: [
          { index: true, lazy: () => import('./home/home.route') },
          { path: 'login', lazy: () => import('../features/auth/routes/login.route') },
          { path: 'register', lazy: () => import('../features/auth/routes/register.route') },
          { path: 'forgot-password', lazy: () => import('../features/auth/routes/forgot-password.route') },
          { path: 'reset-password', lazy: () => import('../features/auth/routes/reset-password.route') },
          { path: 'account', lazy: () => import('./account/account.route') },

          { path: 'products', lazy: () => import('../features/products/routes/products.route') },
          { path: 'products/:slug', lazy: () => import('../features/products/routes/product.route') },
          { path: 'category/:category', lazy: () => import('../features/products/routes/products.route') },
          { path: 'search', lazy: () => import('../features/products/routes/products.route') },
          { path: 'cart', lazy: () => import('../features/cart/routes/cart.route') },
          { path: 'checkout', lazy: () => import('../features/checkout/routes/checkout.route') },
          { path: 'thank-you', lazy: () => import('../features/orders/routes/thank-you.route') },
          { path: 'orders/:id', lazy: () => import('../features/orders/routes/order.route') },
          { path: 'my-orders', lazy: () => import('../features/orders/routes/my-orders.route') },
          {
            path: 'payment/order/token/:token',
            lazy: () => import('../features/orders/routes/order-payment.route'),
          },
          { path: 'wishlist', lazy: () => import('../features/wishlist/routes/wishlist.route') },

          { path: 'activities', lazy: () => import('../features/activities/routes/activities.route') },
          { path: 'activities/:slug', lazy: () => import('../features/activities/routes/activity.route') },
          { path: 'travels', lazy: () => import('../features/travels/routes/travels.route') },
          { path: 'travels/:destination', lazy: () => import('../features/travels/routes/travel.route') },
          {
            path: 'travel/thank-you',
            lazy: () => import('../features/travels/routes/travel-thank-you.route'),
          },
          { path: 'hosting', lazy: () => import('../features/hosting/routes/hosting.route') },
          {
            path: 'payment/reservation/:token',
            lazy: () => import('../features/bookings/routes/reservation-payment.route'),
          },
          {
            path: 'payment/reservation/token/:token',
            lazy: () => import('../features/bookings/routes/reservation-payment.route'),
          },

          { path: 'articles', lazy: () => import('../features/articles/routes/articles.route') },
          { path: 'articles/:slug', lazy: () => import('../features/articles/routes/article.route') },
          { path: 'instagram', lazy: () => import('../features/videos/routes/instagram.route') },
          { path: 'reviews', lazy: () => import('../features/external-reviews/routes/reviews.route') },
          { path: 'soccer', lazy: () => import('../features/soccer/routes/soccer.route') },
          { path: 'about', lazy: () => import('../features/pages/routes/about.route') },
          { path: 'contact', lazy: () => import('../features/contact/routes/contact.route') },
          { path: 'faq', lazy: () => import('../features/pages/routes/faq.route') },
          { path: 'shipping', lazy: () => import('../features/pages/routes/shipping.route') },
          { path: 'returns', lazy: () => import('../features/pages/routes/returns.route') },
          { path: 'privacy', lazy: () => import('../features/pages/routes/privacy.route') },
          { path: 'policies', lazy: () => import('../features/pages/routes/policies.route') },

          {
            path: 'article-generator',
            lazy: () => import('../features/generator/routes/article-generator.route'),
          },

          { path: '*', lazy: () => import('../features/site/routes/not-found.route') },
        ],
      },
    ],
  },
];
