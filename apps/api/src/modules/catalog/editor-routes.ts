import { idParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users';
import { currentUser } from '../../plugins/auth';

/** What a catalogue kind's admin service offers the editor routes. */
export interface EditorService<Input, Patch, Dto> {
  detail(id: string): Promise<Dto>;
  create(admin: UserRow, input: Input): Promise<Dto>;
  update(admin: UserRow, id: string, input: Input): Promise<Dto>;
  patch(admin: UserRow, id: string, patch: Patch): Promise<Dto>;
  remove(admin: UserRow, id: string): Promise<void>;
}

/**
 * The back office's editor routes of one catalogue kind (admins only), the
 * same for products, activities, travel programs and videos: read one under
 * `path/:id`, create at `path`, replace, quick-change (patch) and delete.
 */
export function editorRoutes<Input extends z.ZodType, Patch extends z.ZodType, Dto>(
  app: FastifyInstance,
  path: string,
  {
    service,
    input,
    patch,
    messages,
  }: {
    service: EditorService<z.output<Input>, z.output<Patch>, Dto>;
    input: Input;
    patch: Patch;
    messages: { created: string; saved: string; deleted: string };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  // The schemas validate the bodies; the type provider cannot name their types through generics.
  const saved = (body: unknown) => body as z.output<Input>;
  const changed = (body: unknown) => body as z.output<Patch>;

  r.get(`${path}/:id`, { ...admin, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.detail(request.params.id),
  }));

  r.post(path, { ...admin, schema: { body: input } }, async (request, reply) =>
    reply.status(201).send({
      success: true,
      data: await service.create(currentUser(request), saved(request.body)),
      message: messages.created,
    }),
  );

  r.put(`${path}/:id`, { ...admin, schema: { params: idParams, body: input } }, async (request) => ({
    success: true,
    data: await service.update(currentUser(request), request.params.id, saved(request.body)),
    message: messages.saved,
  }));

  r.patch(`${path}/:id`, { ...admin, schema: { params: idParams, body: patch } }, async (request) => ({
    success: true,
    data: await service.patch(currentUser(request), request.params.id, changed(request.body)),
    message: messages.saved,
  }));

  r.delete(`${path}/:id`, { ...admin, schema: { params: idParams } }, async (request) => {
    await service.remove(currentUser(request), request.params.id);
    return { success: true, message: messages.deleted };
  });
}
