import { defineMessages } from '../messages';

/** Refunds, as the customer hears of them. */
export const refundMessages = defineMessages(
  {
    subject: '{siteName}: {amount} refunded for order {number}',
    heading: '{amount} refunded',
    late: 'Your payment for order {number} reached us after the order could no longer be honoured, so we have refunded it in full. We are sorry for the trouble.',
    given: 'We have refunded {amount} for order {number}: {reason}',
    when: 'The money goes back the way you paid; PayPal usually shows it within a few days.',
    refunded: 'Refunded',
    view: 'View your order',
  },
  {
    fr: {
      subject: '{siteName} : {amount} remboursés pour la commande {number}',
      heading: '{amount} remboursés',
      late: 'Votre paiement pour la commande {number} nous est parvenu alors que la commande ne pouvait plus être honorée : nous l’avons remboursé intégralement. Veuillez nous excuser pour ce désagrément.',
      given: 'Nous avons remboursé {amount} pour la commande {number} : {reason}',
      when: 'L’argent revient par le moyen de paiement utilisé ; PayPal l’affiche généralement sous quelques jours.',
      refunded: 'Remboursé',
      view: 'Voir votre commande',
    },
    es: {
      subject: '{siteName}: {amount} reembolsados del pedido {number}',
      heading: '{amount} reembolsados',
      late: 'Tu pago del pedido {number} nos llegó cuando el pedido ya no podía atenderse, así que lo hemos reembolsado íntegramente. Sentimos las molestias.',
      given: 'Hemos reembolsado {amount} del pedido {number}: {reason}',
      when: 'El dinero vuelve por el mismo medio con el que pagaste; PayPal suele mostrarlo en pocos días.',
      refunded: 'Reembolsado',
      view: 'Ver tu pedido',
    },
    ar: {
      subject: '{siteName}: تم استرداد {amount} للطلب {number}',
      heading: 'تم استرداد {amount}',
      late: 'وصلتنا دفعتك للطلب {number} بعد أن تعذّر تنفيذ الطلب، لذا أعدناها إليك كاملة. نعتذر عن الإزعاج.',
      given: 'أعدنا إليك {amount} عن الطلب {number}: {reason}',
      when: 'يعود المبلغ بالطريقة التي دفعت بها؛ وعادةً ما يظهر في PayPal خلال أيام قليلة.',
      refunded: 'المبلغ المسترد',
      view: 'عرض طلبك',
    },
  },
);
