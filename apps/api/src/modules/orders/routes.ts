import { idParams } from '@ochre/shared/schemas/common';
import { createOrderBody, paymentTokenParams } from '@ochre/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { askedLanguage } from '../../plugins/content-language';
import { ORDER_CREATED, type OrdersService } from './service';

/** SPEC §7 Orders: placing a shop order, reading orders, the payment-link view and the PDF invoice. */
export async function ordersRoutes(app: FastifyInstance, { service }: { service: OrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/orders',
    {
      onRequest: app.requireUser,
      schema: { body: createOrderBody },
      // Per session rather than per address: guests of one hotel share an address.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: 10 * 60_000,
          keyGenerator: (request) => request.headers.authorization ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const order = await service.place(currentUser(request), request.body, askedLanguage(request));
      return reply.status(201).send({ success: true, message: ORDER_CREATED, data: order });
    },
  );

  r.get('/orders/myorders', { onRequest: app.requireUser }, async (request) => ({
    success: true,
    data: await service.mine(currentUser(request)),
  }));

  r.get(
    '/orders/payment/:token',
    { schema: { params: paymentTokenParams }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) => ({ success: true, data: await service.linkView(request.params.token) }),
  );

  r.get('/orders/:id', { onRequest: app.requireUser, schema: { params: idParams } }, async (request) => ({
    success: true,
    data: await service.detailFor(currentUser(request), request.params.id),
  }));

  r.get(
    '/orders/:id/invoice',
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request, reply) => {
      const { filename, pdf } = await service.invoice(request.params.id, currentUser(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
