import { homepageSectionsBody, settingsSectionParams } from '@ochre/shared/schemas/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { SiteService } from './service';

/** SPEC §7 Site: public settings, settings by section, homepage sections. */
export async function siteRoutes(app: FastifyInstance, { service }: { service: SiteService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/settings/public', { config: { publicCache: { tables: ['settings'] } } }, async () => ({
    success: true,
    data: await service.publicSettings(),
  }));

  r.get(
    '/settings/:section',
    {
      onRequest: app.optionalUser,
      config: { publicCache: { tables: ['settings'], byReader: true } },
      schema: { params: settingsSectionParams },
    },
    async (request) => ({
      success: true,
      data: await service.settingsSection(request.params.section, request.user?.isAdmin ?? false),
    }),
  );

  r.put(
    '/settings/:section',
    { onRequest: app.requireAdmin, schema: { params: settingsSectionParams } },
    async (request) => ({
      success: true,
      data: await service.updateSettings(currentUser(request), request.params.section, request.body),
      message: 'Settings saved.',
    }),
  );

  r.get('/homepage-sections', { config: { publicCache: { tables: ['homepage_sections'] } } }, async () => ({
    success: true,
    data: await service.homepageSections(),
  }));

  r.put(
    '/homepage-sections',
    { onRequest: app.requireAdmin, schema: { body: homepageSectionsBody } },
    async (request) => ({
      success: true,
      data: await service.updateHomepageSections(currentUser(request), request.body),
      message: 'Homepage sections saved.',
    }),
  );
}
