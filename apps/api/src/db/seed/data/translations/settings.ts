import type { Translations } from '@ochre/shared/rules/translations';

/** The site description (footer and search engines) in French, Spanish and Arabic. */
export const generalSettingsTranslations: Translations = {
  fr: {
    siteDescription:
      'Ochre est une petite équipe marrakchie de guides, de cuisiniers et d’artisans qui vous fait découvrir le Maroc par des expériences à réserver, des voyages de plusieurs jours et des conseils locaux honnêtes. Nous vendons aussi l’artisanat des coopératives et des ateliers avec lesquels nous travaillons, à des prix justes et fixes.',
  },
  es: {
    siteDescription:
      'Ochre es un pequeño equipo de Marrakech formado por guías, cocineros y artesanos que te ayuda a descubrir Marruecos con experiencias que se pueden reservar, viajes de varios días y consejos locales sinceros. También vendemos la artesanía de las cooperativas y talleres con los que trabajamos, a precios justos y fijos.',
  },
  ar: {
    siteDescription:
      'أوكر فريق صغير من مراكش يضم مرشدين وطهاة وحرفيين، يساعدك على اكتشاف المغرب من خلال تجارب قابلة للحجز ورحلات لعدة أيام ونصائح محلية صادقة. ونبيع أيضًا منتجات التعاونيات والورشات التي نعمل معها بأسعار عادلة وثابتة.',
  },
};
