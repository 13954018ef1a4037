import type { HomepageSectionName } from '@ochre/shared/schemas/site';
import type { ComponentType } from 'react';
import { type DeferredCode, deferredCode } from '../../../lib/deferred-component';
import { HeroSection } from './hero';

/**
 * A section shown with the page, or one whose code comes as the visitor scrolls near it; for a
 * section of links and pictures only (`linksOnly`), when it is first used.
 */
export type HomeSection = { Component: ComponentType } | { code: DeferredCode<object>; linksOnly?: true };

/** The component for each section name the server orders and switches (SPEC §2 Home). */
export const HOME_SECTIONS: Record<HomepageSectionName, HomeSection> = {
  hero: { Component: HeroSection },
  categories: {
    code: deferredCode(() => import('./categories').then((m) => m.CategoriesSection)),
    linksOnly: true,
  },
  instagram: { code: deferredCode(() => import('./instagram').then((m) => m.InstagramSection)) },
  features: {
    code: deferredCode(() => import('./features').then((m) => m.FeaturesSection)),
    linksOnly: true,
  },
  'external-reviews': {
    code: deferredCode(() => import('./external-reviews').then((m) => m.ExternalReviewsSection)),
    linksOnly: true,
  },
  hosting: { code: deferredCode(() => import('./hosting').then((m) => m.HostingSection)), linksOnly: true },
  activities: { code: deferredCode(() => import('./activities').then((m) => m.ActivitiesSection)) },
  flights: { code: deferredCode(() => import('./flights').then((m) => m.FlightsSection)), linksOnly: true },
  'four-part-widget': {
    code: deferredCode(() => import('./four-part-widget').then((m) => m.FourPartWidgetSection)),
    linksOnly: true,
  },
  stats: { code: deferredCode(() => import('./stats').then((m) => m.StatsSection)), linksOnly: true },
  cta: { code: deferredCode(() => import('./cta').then((m) => m.CtaSection)), linksOnly: true },
};

/** Shown after the activities, wherever those are placed. */
export const FEATURED_PRODUCTS: HomeSection = {
  code: deferredCode(() => import('./featured-products').then((m) => m.FeaturedProductsSection)),
};

/** The code of every section, which the server has before it renders the page. */
export const loadHomeSections = () =>
  Promise.all(
    [...Object.values(HOME_SECTIONS), FEATURED_PRODUCTS].map((section) =>
      'code' in section ? section.code.load() : null,
    ),
  );
