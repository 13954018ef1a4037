import type { RouteHandle } from '../../../lib/head';
import { LegalDocument } from '../components/legal-document';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('pages:privacy.meta.title'),
    description: t('pages:privacy.meta.description'),
  }),
};

const SECTIONS = [
  'who',
  'collect',
  'use',
  'share',
  'storage',
  'retention',
  'rights',
  'transfers',
  'security',
  'children',
  'changes',
] as const;

export function Component() {
  return <LegalDocument page="privacy" sections={SECTIONS} updated="2026-10-01" />;
}
