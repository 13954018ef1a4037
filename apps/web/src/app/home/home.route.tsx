import { orderHomepageSections } from '@ochre/shared/rules/homepage';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { homepageSectionsQuery } from '../../features/site/api/homepage-sections';
import { usePublicSettings } from '../../features/site/api/public-settings';
import { Deferred } from '../../lib/deferred-component';
import type { RouteHandle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import { pageLoader } from '../../lib/page-loader';
import { prefetchSectionData } from './sections/queries';
import { FEATURED_PRODUCTS, HOME_SECTIONS, type HomeSection, loadHomeSections } from './sections/registry';

/** Everything the page shows, fetched side by side so the server answers after the slowest one, not their sum. */
export const loader = pageLoader(({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(homepageSectionsQuery()),
    prefetchSectionData(queryClient),
    import.meta.env.SSR ? loadHomeSections() : null,
  ]),
);

/** A section; the code of those below the hero comes as the visitor scrolls near them or uses them. */
function Section({ section }: { section: HomeSection }) {
  return 'code' in section ? (
    <Deferred code={section.code} props={{}} wakeNear={!section.linksOnly} />
  ) : (
    <section.Component />
  );
}

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: '',
    description: t('home:meta.description'),
    canonicalPath: '/',
    image: '/uploads/demo/site/hero-1.webp',
  }),
};

/**
 * The home page: the sections in the server's order, disabled ones left out
 * (an unreachable list shows them all in the default order). The featured
 * products follow the activities, wherever those are placed.
 */
export function Component() {
  const { t } = useTranslation('home');
  const { general } = usePublicSettings();
  const sections = orderHomepageSections(useQuery(homepageSectionsQuery()).data ?? []);
  const heroShown = sections.some((s) => s.name === 'hero' && s.enabled);

  return (
    <>
      {heroShown ? null : <h1 className="sr-only">{t('hero.fallbackTitle', { site: general.siteName })}</h1>}
      {sections.map(({ name, enabled }) => {
        return (
          <Fragment key={name}>
            {enabled ? (
              <div data-home-section={name}>
                <Section section={HOME_SECTIONS[name]} />
              </div>
            ) : null}
            {name === 'activities' ? (
              <div data-home-section="featured-products">
                <Section section={FEATURED_PRODUCTS} />
              </div>
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}
