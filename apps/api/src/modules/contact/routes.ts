import { idParams } from '@ochre/shared/schemas/common';
import { contactBody, inboxQuery, inboxStatusBody, replyBody } from '@ochre/shared/schemas/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { askedLanguage } from '../../plugins/content-language';
import type { InboxService } from './inbox-service';
import type { ContactService } from './service';

/**
 * SPEC §7 Contact: the page treats the answer as sent only when `success` is true.
 * Also the account's support tickets and the back office's inbox.
 */
export async function contactRoutes(
  app: FastifyInstance,
  { service, inbox }: { service: ContactService; inbox: InboxService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: 20, timeWindow: 60 * 60_000 } };

  r.post(
    '/contact',
    { onRequest: app.optionalUser, schema: { body: contactBody }, config: limited },
    async (request, reply) => {
      const { id, message } = await service.send(request.body, request.user, askedLanguage(request));
      return reply.status(201).send({ success: true, message, data: { _id: id } });
    },
  );

  r.get('/contact/tickets', { onRequest: app.requireUser }, async (request) => ({
    success: true,
    data: await service.myTickets(currentUser(request)),
  }));

  r.get(
    '/contact/tickets/:id',
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => ({
      success: true,
      data: await service.myTicket(currentUser(request), request.params.id),
    }),
  );

  r.post(
    '/contact/tickets/:id/replies',
    { onRequest: app.requireUser, schema: { params: idParams, body: replyBody }, config: limited },
    async (request, reply) => {
      const ticket = await service.replyToMyTicket(
        currentUser(request),
        request.params.id,
        request.body.message,
      );
      return reply.status(201).send({ success: true, data: ticket, message: 'Your reply has been sent.' });
    },
  );

  r.get(
    '/admin/messages',
    { onRequest: app.requireAdmin, schema: { querystring: inboxQuery } },
    async (request) => {
      const { items, pagination } = await inbox.list(request.query);
      return { success: true, data: items, pagination };
    },
  );

  r.get(
    '/admin/messages/:id',
    { onRequest: app.requireAdmin, schema: { params: idParams } },
    async (request) => ({ success: true, data: await inbox.thread(request.params.id) }),
  );

  r.post(
    '/admin/messages/:id/replies',
    { onRequest: app.requireAdmin, schema: { params: idParams, body: replyBody } },
    async (request, reply) => {
      const thread = await inbox.reply(currentUser(request), request.params.id, request.body.message);
      return reply
        .status(201)
        .send({ success: true, data: thread, message: 'Your answer has been e-mailed to the customer.' });
    },
  );

  r.patch(
    '/admin/messages/:id',
    { onRequest: app.requireAdmin, schema: { params: idParams, body: inboxStatusBody } },
    async (request) => ({
      success: true,
      data: await inbox.setStatus(currentUser(request), request.params.id, request.body.status),
      message: request.body.status === 'closed' ? 'Conversation closed.' : 'Conversation reopened.',
    }),
  );
}
