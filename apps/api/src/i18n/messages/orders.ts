import { defineMessages } from '../messages';

/** The shop's e-mails: an order placed, paid and shipped. */
export const orderMessages = defineMessages(
  {
    'placed.subject': '{siteName}: order {number} received',
    'placed.heading': 'Order {number} received',
    'placed.thanks': 'Thank you for your order {number} at {siteName}. Here is what you ordered.',
    'placed.hold':
      'Your items are set aside for you until {time} (Marrakech time). Complete the payment before then to keep them.',
    'placed.pay': 'Pay for this order',
    'receipt.subject': '{siteName}: payment received for order {number}',
    'receipt.heading': 'Payment received for order {number}',
    'receipt.received':
      'We have received your payment of {amount} by {method} on {time} (Marrakech time). Thank you!',
    'receipt.next':
      'We will contact you personally within 2 hours about delivery. Your invoice is in your account.',
    'receipt.view': 'View your order and invoice',
    'shipped.subject': '{siteName}: order {number} is on its way',
    'shipped.heading': 'Order {number} is on its way',
    'shipped.left': 'Good news: your order {number} left our Marrakech workshop on {time} (Marrakech time).',
    'shipped.to': 'It is going to {address}.',
    'shipped.delivery':
      'Delivery takes 1-3 business days in Morocco, 5-10 to Europe and 7-14 to North America.',
    view: 'View your order',
  },
  {
    fr: {
      'placed.subject': '{siteName} : commande {number} reçue',
      'placed.heading': 'Commande {number} reçue',
      'placed.thanks':
        'Merci pour votre commande {number} chez {siteName}. Voici le récapitulatif de vos achats.',
      'placed.hold':
        'Vos articles vous sont réservés jusqu’au {time} (heure de Marrakech). Réglez la commande d’ici là pour les conserver.',
      'placed.pay': 'Payer cette commande',
      'receipt.subject': '{siteName} : paiement reçu pour la commande {number}',
      'receipt.heading': 'Paiement reçu pour la commande {number}',
      'receipt.received':
        'Nous avons bien reçu votre paiement de {amount} par {method} le {time} (heure de Marrakech). Merci !',
      'receipt.next':
        'Nous vous contacterons personnellement sous 2 heures au sujet de la livraison. Votre facture se trouve dans votre compte.',
      'receipt.view': 'Voir votre commande et votre facture',
      'shipped.subject': '{siteName} : la commande {number} est en route',
      'shipped.heading': 'La commande {number} est en route',
      'shipped.left':
        'Bonne nouvelle : votre commande {number} a quitté notre atelier de Marrakech le {time} (heure de Marrakech).',
      'shipped.to': 'Elle est envoyée à {address}.',
      'shipped.delivery':
        'La livraison prend 1 à 3 jours ouvrés au Maroc, 5 à 10 vers l’Europe et 7 à 14 vers l’Amérique du Nord.',
      view: 'Voir votre commande',
    },
    es: {
      'placed.subject': '{siteName}: pedido {number} recibido',
      'placed.heading': 'Pedido {number} recibido',
      'placed.thanks': 'Gracias por tu pedido {number} en {siteName}. Esto es lo que has pedido.',
      'placed.hold':
        'Tus artículos están reservados hasta el {time} (hora de Marrakech). Completa el pago antes para conservarlos.',
      'placed.pay': 'Pagar este pedido',
      'receipt.subject': '{siteName}: pago recibido del pedido {number}',
      'receipt.heading': 'Pago recibido del pedido {number}',
      'receipt.received':
        'Hemos recibido tu pago de {amount} con {method} el {time} (hora de Marrakech). ¡Gracias!',
      'receipt.next':
        'Te contactaremos personalmente en menos de 2 horas sobre la entrega. Tu factura está en tu cuenta.',
      'receipt.view': 'Ver tu pedido y tu factura',
      'shipped.subject': '{siteName}: el pedido {number} está en camino',
      'shipped.heading': 'El pedido {number} está en camino',
      'shipped.left':
        'Buenas noticias: tu pedido {number} salió de nuestro taller de Marrakech el {time} (hora de Marrakech).',
      'shipped.to': 'Va dirigido a {address}.',
      'shipped.delivery':
        'La entrega tarda de 1 a 3 días laborables en Marruecos, de 5 a 10 a Europa y de 7 a 14 a Norteamérica.',
      view: 'Ver tu pedido',
    },
    ar: {
      'placed.subject': '{siteName}: تم استلام الطلب {number}',
      'placed.heading': 'تم استلام الطلب {number}',
      'placed.thanks': 'شكرًا لطلبك {number} من {siteName}. إليك ما طلبته.',
      'placed.hold': 'نحتفظ لك بمشترياتك حتى {time} (بتوقيت مراكش). أكمل الدفع قبل ذلك للاحتفاظ بها.',
      'placed.pay': 'ادفع ثمن هذا الطلب',
      'receipt.subject': '{siteName}: تم استلام الدفع للطلب {number}',
      'receipt.heading': 'تم استلام الدفع للطلب {number}',
      'receipt.received': 'تلقينا دفعتك بمبلغ {amount} عبر {method} في {time} (بتوقيت مراكش). شكرًا لك!',
      'receipt.next': 'سنتواصل معك شخصيًا خلال ساعتين بخصوص التوصيل. فاتورتك متاحة في حسابك.',
      'receipt.view': 'عرض طلبك وفاتورتك',
      'shipped.subject': '{siteName}: الطلب {number} في الطريق إليك',
      'shipped.heading': 'الطلب {number} في الطريق إليك',
      'shipped.left': 'خبر سار: غادر طلبك {number} ورشتنا في مراكش في {time} (بتوقيت مراكش).',
      'shipped.to': 'يُرسل إلى {address}.',
      'shipped.delivery':
        'يستغرق التوصيل من 1 إلى 3 أيام عمل داخل المغرب، ومن 5 إلى 10 أيام إلى أوروبا، ومن 7 إلى 14 يومًا إلى أمريكا الشمالية.',
      view: 'عرض طلبك',
    },
  },
);
