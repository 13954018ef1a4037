import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { homepageSections, settings } from '../../db/schema/content';

export const siteRepository = {
  async settingsSection(db: DbOrTx, section: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await db.select().from(settings).where(eq(settings.section, section)).limit(1);
    return row?.data;
  },

  async upsertSettingsSection(db: DbOrTx, section: string, data: Record<string, unknown>): Promise<void> {
    await db
      .insert(settings)
      .values({ section, data })
      .onConflictDoUpdate({ target: settings.section, set: { data } });
  },

  async upsertHomepageSection(
    db: DbOrTx,
    section: { name: string; enabled: boolean; order: number },
  ): Promise<void> {
    await db
      .insert(homepageSections)
      .values(section)
      .onConflictDoUpdate({
        target: homepageSections.name,
        set: { enabled: section.enabled, order: section.order },
      });
  },

  async homepageSections(db: DbOrTx) {
    return db
      .select({
        name: homepageSections.name,
        enabled: homepageSections.enabled,
        order: homepageSections.order,
      })
      .from(homepageSections)
      .orderBy(asc(homepageSections.order), asc(homepageSections.name));
  },
};
