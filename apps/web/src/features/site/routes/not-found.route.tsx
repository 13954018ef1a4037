import { data } from 'react-router';
import { NotFoundPage } from '../../../components/error-pages';
import type { RouteHandle } from '../../../lib/head';

/** Unknown addresses answer 404 with the not-found page. */
export const loader = () => {
  throw data(null, { status: 404 });
};

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('notFound.title'), noindex: true }),
};

export const Component = NotFoundPage;
