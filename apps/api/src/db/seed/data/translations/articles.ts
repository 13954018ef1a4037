import type { Translations } from '@ochre/shared/rules/translations';
import { desertTranslations } from './articles-desert';
import { hammamTranslations } from './articles-hammam';
import { mintTeaTranslations } from './articles-mint-tea';

/** French, Spanish and Arabic versions of three articles, by slug. */
export const articleTranslations: Record<string, Translations> = {
  'guide-to-moroccan-mint-tea': mintTeaTranslations,
  'agafay-or-sahara': desertTranslations,
  'hammam-etiquette-first-timers': hammamTranslations,
};
