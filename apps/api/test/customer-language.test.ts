import type { Order } from '@ochre/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../src/modules/auth/users.repository';
import { bearer, createTestApp, json, type TestApp } from './helpers/app';
import { CUSTOMER_INFO } from './helpers/bookings';
import { createActivity, createProduct, createUser } from './helpers/factories';
import { SHIPPING_ADDRESS } from './helpers/orders';
import { waitForEmail } from './helpers/outbox';
import { pdfSpans, pdfText } from './helpers/pdf-text';

/*
 * Issue 17 point 5: the language a customer uses is remembered on the account and on each
 * order and booking, and what is e-mailed or printed for them later speaks it.
 */
describe('e-mails and PDFs in the customer’s language', () => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const product = await createProduct(t.app, {
      name: 'Copper teapot',
      priceCents: 45_00,
      translations: { fr: { name: 'Théière en cuivre' }, ar: { name: 'إبريق شاي نحاسي' } },
    });
    productId = product.id;
  });
  afterAll(() => t.close());

  const order = (
    token: string,
    lang: string | null,
    fullName: string = SHIPPING_ADDRESS.fullName,
    email?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders${lang ? `?lang=${lang}` : ''}`,
      headers: bearer(token),
      payload: {
        shippingAddress: { ...SHIPPING_ADDRESS, fullName, email: email ?? SHIPPING_ADDRESS.email },
        paymentMethod: 'PayPal',
        orderItems: [{ product: productId, qty: 2 }],
      },
    });
  const invoice = async (token: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice`, headers: bearer(token) }))
      .rawPayload;
  const mailTo = (address: string, containing: string) =>
    waitForEmail(t.config.outboxDir, (m) => m.includes(`To: ${address}`) && m.includes(containing));

  it('remembers the language of a registration on the account', async () => {
    const email = `claire-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register?lang=fr',
      payload: { name: 'Claire', email, password: 'a-long-password' },
    });
    expect(res.statusCode).toBe(201);
    expect((await usersRepository.findByEmail(t.app.db, email))?.language).toBe('fr');
  });

  it('writes a French order’s e-mail and invoice in French, and keeps the language for later', async () => {
    const customer = await createUser(t.app, { name: 'Claire Martin' });
    const address = `claire-${Date.now()}@example.com`;
    const res = await order(customer.token, 'fr', 'Claire Martin', address);
    expect(res.statusCode).toBe(201);
    const placed = json<{ data: Order }>(res).data;

    const message = await mailTo(address, 'Bonjour Claire Martin');
    expect(message).toContain(`Merci pour votre commande ${placed.orderNumber}`);
    expect(message).toContain('Théière en cuivre × 2');
    expect(message).toContain('heure de Marrakech');
    expect(message).toContain(`${t.config.publicUrl}/fr/payment/order/token/`);
    expect(message).toContain(`${t.config.publicUrl}/fr/orders/${placed._id}`);
    expect(message).toContain('lang="fr"');

    const text = pdfText(await invoice(customer.token, placed._id));
    for (const expected of [
      'FACTURE',
      `Facture n° : ${placed.orderNumber}`,
      'NON PAYÉE',
      'Théière en cuivre',
      'Sous-total',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('90,00\u00a0$US');

    // The account now reads French: an order sent without a language is French too.
    expect((await usersRepository.findById(t.app.db, customer.id))?.language).toBe('fr');
    const later = json<{ data: Order }>(
      await order(customer.token, null, 'Claire Martin', `${address}.later`),
    ).data;
    expect(pdfText(await invoice(customer.token, later._id))).toContain('FACTURE');
  });

  it('prints an Arabic name shaped and right to left in an Arabic invoice', async () => {
    const customer = await createUser(t.app, { name: 'ليلى' });
    const res = await order(customer.token, 'ar', 'ليلى بنعلي');
    const placed = json<{ data: Order }>(res).data;
    const spans = pdfSpans(await invoice(customer.token, placed._id));
    const text = spans.map((span) => span.text).join('\n');
    expect(text).toContain('فاتورة');
    expect(text).toContain('إبريق شاي نحاسي');
    expect(text).not.toContain('?');

    const name = spans.find((span) => span.text === 'ليلى بنعلي');
    expect(name).toBeDefined();
    // Printed right to left: the glyphs run from the name's last letter to its first.
    expect(name!.printed).toBe('يلعنب ىليل');
    // Shaped: ل opens "ليلى" and sits inside it, two different glyphs; unshaped they would be one.
    const laila = name!.glyphIds.slice(-4);
    expect(laila[3]).not.toBe(laila[1]);
  });

  it('answers a Spanish booking with a Spanish e-mail naming the activity in Spanish', async () => {
    const activity = await createActivity(t.app, {
      name: 'Medina cooking class',
      translations: { es: { name: 'Clase de cocina en la medina' } },
    });
    const customer = await createUser(t.app);
    const contact = `pablo-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/reserve?lang=es`,
      headers: bearer(customer.token),
      payload: {
        customerInfo: { ...CUSTOMER_INFO, name: 'Pablo', email: contact },
        reservationDate: '2099-06-01',
        numberOfPersons: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const message = await mailTo(contact, 'Hola, Pablo:');
    expect(message).toContain('Gracias por reservar Clase de cocina en la medina');
    expect(message).toContain('2 adultos');
    expect(message).toContain('lunes, 1 de junio de 2099');
    expect(message).toContain(`${t.config.publicUrl}/es/account?tab=reservations`);
  });

  it('sends the password-reset link in the language of the page it was asked from', async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password?lang=ar',
      payload: { email: user.email },
    });
    const message = await mailTo(user.email, 'reset-password');
    expect(message).toContain('افتح هذا الرابط خلال ساعة');
    expect(message).toContain(`${t.config.publicUrl}/ar/reset-password?token=`);
  });
});
