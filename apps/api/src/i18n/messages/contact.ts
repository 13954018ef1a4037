import { defineMessages } from '../messages';

/** Answers to the contact page and support tickets, as the sender reads them. */
export const contactMessages = defineMessages(
  {
    'ack.subject': 'We received your message: {subject}',
    'ack.thanks':
      'Thank you for writing to {siteName}. Your message has reached our team in Marrakech and we will get back to you within 24 hours.',
    'ack.hours': 'Our office hours are Monday to Friday 9:00 to 18:00 and Saturday 10:00 to 16:00 (GMT+1).',
    'copy.intro': 'For your records, this is what you sent:',
    'copy.subject': 'Subject: {subject}',
    regards: 'With warm regards from the medina,',
    'ticket.subject': 'Support ticket {reference}: {subject}',
    'ticket.reached':
      'Your support ticket {reference} has reached the {siteName} team. We will answer within 24 hours.',
    'ticket.follow': 'You can follow it and add to it from your account: {url}',
    'answer.subject': 'Re: {subject}',
    'answer.ticketSubject': 'Re: {subject} [ticket {reference}]',
    'answer.follow': 'You can read the whole conversation and reply from your account: {url}',
    'answer.more': 'Simply reply to this e-mail if you have more questions.',
    'answer.youWrote': 'You wrote:',
  },
  {
    fr: {
      'ack.subject': 'Nous avons bien reçu votre message : {subject}',
      'ack.thanks':
        'Merci d’avoir écrit à {siteName}. Votre message est arrivé à notre équipe de Marrakech et nous vous répondrons sous 24 heures.',
      'ack.hours':
        'Nos bureaux sont ouverts du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h (GMT+1).',
      'copy.intro': 'Pour mémoire, voici ce que vous avez envoyé :',
      'copy.subject': 'Objet : {subject}',
      regards: 'Bien chaleureusement, depuis la médina,',
      'ticket.subject': 'Demande d’assistance {reference} : {subject}',
      'ticket.reached':
        'Votre demande d’assistance {reference} est arrivée à l’équipe {siteName}. Nous y répondrons sous 24 heures.',
      'ticket.follow': 'Vous pouvez la suivre et la compléter depuis votre compte : {url}',
      'answer.subject': 'Re : {subject}',
      'answer.ticketSubject': 'Re : {subject} [demande {reference}]',
      'answer.follow': 'Vous pouvez lire toute la conversation et répondre depuis votre compte : {url}',
      'answer.more': 'Répondez simplement à cet e-mail si vous avez d’autres questions.',
      'answer.youWrote': 'Vous avez écrit :',
    },
    es: {
      'ack.subject': 'Hemos recibido tu mensaje: {subject}',
      'ack.thanks':
        'Gracias por escribir a {siteName}. Tu mensaje ha llegado a nuestro equipo en Marrakech y te responderemos en menos de 24 horas.',
      'ack.hours':
        'Nuestro horario de oficina es de lunes a viernes de 9:00 a 18:00 y los sábados de 10:00 a 16:00 (GMT+1).',
      'copy.intro': 'Para tu registro, esto es lo que enviaste:',
      'copy.subject': 'Asunto: {subject}',
      regards: 'Un cordial saludo desde la medina,',
      'ticket.subject': 'Incidencia {reference}: {subject}',
      'ticket.reached':
        'Tu incidencia {reference} ha llegado al equipo de {siteName}. Te responderemos en menos de 24 horas.',
      'ticket.follow': 'Puedes seguirla y añadir información desde tu cuenta: {url}',
      'answer.subject': 'Re: {subject}',
      'answer.ticketSubject': 'Re: {subject} [incidencia {reference}]',
      'answer.follow': 'Puedes leer toda la conversación y responder desde tu cuenta: {url}',
      'answer.more': 'Responde a este correo si tienes más preguntas.',
      'answer.youWrote': 'Escribiste:',
    },
    ar: {
      'ack.subject': 'تلقينا رسالتك: {subject}',
      'ack.thanks': 'شكرًا لمراسلتك {siteName}. وصلت رسالتك إلى فريقنا في مراكش وسنرد عليك خلال 24 ساعة.',
      'ack.hours':
        'ساعات عمل مكتبنا من الاثنين إلى الجمعة من 9:00 إلى 18:00، ويوم السبت من 10:00 إلى 16:00 (GMT+1).',
      'copy.intro': 'للاحتفاظ بها، هذه نسخة مما أرسلته:',
      'copy.subject': 'الموضوع: {subject}',
      regards: 'مع أطيب التحيات من المدينة العتيقة،',
      'ticket.subject': 'تذكرة الدعم {reference}: {subject}',
      'ticket.reached': 'وصلت تذكرة الدعم {reference} إلى فريق {siteName}. سنرد خلال 24 ساعة.',
      'ticket.follow': 'يمكنك متابعتها والإضافة إليها من حسابك: {url}',
      'answer.subject': 'رد: {subject}',
      'answer.ticketSubject': 'رد: {subject} [التذكرة {reference}]',
      'answer.follow': 'يمكنك قراءة المحادثة كاملة والرد من حسابك: {url}',
      'answer.more': 'يكفي أن ترد على هذه الرسالة إن كانت لديك أسئلة أخرى.',
      'answer.youWrote': 'كتبتَ:',
    },
  },
);
