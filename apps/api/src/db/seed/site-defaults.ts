import { HOMEPAGE_SECTIONS } from '@ochre/shared/constants';
import { DEFAULT_GENERAL, DEFAULT_SOCIAL } from '../../modules/site/service';
import type { DbOrTx } from '../client';
import { homepageSections, settings } from '../schema/content';

/** Site configuration every installation needs, demo or not: the homepage sections in SPEC order and settings. */
export async function seedSiteDefaults(db: DbOrTx): Promise<void> {
  await db
    .insert(homepageSections)
    .values(HOMEPAGE_SECTIONS.map((name, index) => ({ name, enabled: true, order: index + 1 })))
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values([
      { section: 'general', data: { ...DEFAULT_GENERAL } },
      { section: 'social', data: { ...DEFAULT_SOCIAL } },
    ])
    .onConflictDoNothing();
}
