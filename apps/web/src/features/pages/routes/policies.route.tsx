import type { RouteHandle } from '../../../lib/head';
import { LegalDocument } from '../components/legal-document';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('pages:policies.meta.title'),
    description: t('pages:policies.meta.description'),
  }),
};

const SECTIONS = [
  'about',
  'bookings',
  'prices',
  'cancellations',
  'safety',
  'conduct',
  'shop',
  'reviews',
  'liability',
  'law',
] as const;

export function Component() {
  return <LegalDocument page="policies" sections={SECTIONS} updated="2026-10-01" />;
}
