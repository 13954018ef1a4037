import { defineMessages } from '../messages';

/** Account e-mails. */
export const authMessages = defineMessages(
  {
    'reset.subject': 'Reset your {siteName} password',
    'reset.asked': 'Someone, hopefully you, asked to reset the password of your {siteName} account.',
    'reset.open': 'Open this link within the hour to choose a new password:',
    'reset.once':
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  {
    fr: {
      'reset.subject': 'Réinitialisez votre mot de passe {siteName}',
      'reset.asked':
        'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe de votre compte {siteName}.',
      'reset.open': 'Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :',
      'reset.once':
        'Le lien ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
    es: {
      'reset.subject': 'Restablece tu contraseña de {siteName}',
      'reset.asked':
        'Alguien, seguramente tú, ha pedido restablecer la contraseña de tu cuenta de {siteName}.',
      'reset.open': 'Abre este enlace en menos de una hora para elegir una contraseña nueva:',
      'reset.once':
        'El enlace funciona una sola vez. Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
    },
    ar: {
      'reset.subject': 'إعادة تعيين كلمة مرور {siteName}',
      'reset.asked': 'طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حسابك في {siteName}.',
      'reset.open': 'افتح هذا الرابط خلال ساعة لاختيار كلمة مرور جديدة:',
      'reset.once': 'يعمل الرابط مرة واحدة فقط. إن لم تطلب ذلك فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    },
  },
);
