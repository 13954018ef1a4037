import type { HomepageSectionName } from '@ochre/shared/schemas/site';
import type { ComponentType } from 'react';
import { ActivitiesSection } from './activities';
import { CategoriesSection } from './categories';
import { CtaSection } from './cta';
import { ExternalReviewsSection } from './external-reviews';
import { FeaturesSection } from './features';
import { FlightsSection } from './flights';
import { FourPartWidgetSection } from './four-part-widget';
import { HeroSection } from './hero';
import { HostingSection } from './hosting';
import { InstagramSection } from './instagram';
import { StatsSection } from './stats';

/** The component for each section name the server orders and switches (SPEC §2 Home). */
export const HOME_SECTIONS: Record<HomepageSectionName, ComponentType> = {
  hero: HeroSection,
  categories: CategoriesSection,
  instagram: InstagramSection,
  features: FeaturesSection,
  'external-reviews': ExternalReviewsSection,
  hosting: HostingSection,
  activities: ActivitiesSection,
  flights: FlightsSection,
  'four-part-widget': FourPartWidgetSection,
  stats: StatsSection,
  cta: CtaSection,
};
