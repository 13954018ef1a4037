import { defineMessages } from '../messages';

/** Words many e-mails share: the greeting, the signature, the lines of a total. */
export const commonMessages = defineMessages(
  {
    hello: 'Hello {name},',
    signature: 'The {siteName} team',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    tax: 'Tax',
    total: 'Total',
    paid: 'Paid',
    reference: 'Reference',
  },
  {
    fr: {
      hello: 'Bonjour {name},',
      signature: 'L’équipe {siteName}',
      subtotal: 'Sous-total',
      shipping: 'Livraison',
      free: 'Offerte',
      tax: 'Taxes',
      total: 'Total',
      paid: 'Payé',
      reference: 'Référence',
    },
    es: {
      hello: 'Hola, {name}:',
      signature: 'El equipo de {siteName}',
      subtotal: 'Subtotal',
      shipping: 'Envío',
      free: 'Gratis',
      tax: 'Impuestos',
      total: 'Total',
      paid: 'Pagado',
      reference: 'Referencia',
    },
    ar: {
      hello: 'مرحبًا {name}،',
      signature: 'فريق {siteName}',
      subtotal: 'المجموع الفرعي',
      shipping: 'الشحن',
      free: 'مجاني',
      tax: 'الضريبة',
      total: 'المجموع',
      paid: 'المدفوع',
      reference: 'المرجع',
    },
  },
);
