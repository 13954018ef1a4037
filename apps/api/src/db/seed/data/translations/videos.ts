import type { Translations } from '@ochre/shared/rules/translations';

/** French, Spanish and Arabic versions of the videos on the home page, by English title (videos have no address). */
export const videoTranslations: Record<string, Translations> = {
  'Jemaa el-Fna from the rooftops at dusk': {
    fr: {
      title: 'Jemaa el-Fna depuis les toits au crépuscule',
      description:
        'Vingt minutes en un seul plan, en accéléré : les étals arrivent, la fumée monte et la place se remplit pendant que l’appel à la prière résonne depuis la Koutoubia.',
      locationName: 'Jemaa el-Fna, Marrakech',
    },
    es: {
      title: 'Jemaa el-Fna desde las azoteas al anochecer',
      description:
        'Veinte minutos en un solo plano, acelerados: llegan los puestos de comida, sube el humo y la plaza se llena mientras la llamada a la oración resuena desde la Kutubía.',
      locationName: 'Jemaa el-Fna, Marrakech',
    },
    ar: {
      title: 'جامع الفنا من فوق السطوح عند الغسق',
      description:
        'عشرون دقيقة في لقطة واحدة مسرّعة: تصل أكشاك الطعام، ويتصاعد الدخان، وتمتلئ الساحة بينما يتردد الأذان من صومعة الكتبية.',
      locationName: 'جامع الفنا، مراكش',
    },
  },
  'Sunrise over the Erg Chebbi': {
    fr: {
      title: 'Lever de soleil sur l’Erg Chebbi',
      description:
        'Nous avons gravi la grande dune derrière le camp à 6 h. Chaque grain de sable dans nos chaussures en valait la peine. Aucun filtre, juste le Sahara qui passe du gris à l’or.',
      locationName: 'Erg Chebbi, Merzouga',
    },
    es: {
      title: 'Amanecer sobre el Erg Chebbi',
      description:
        'Subimos la gran duna detrás del campamento a las 6 de la mañana. Mereció la pena cada grano de arena en los zapatos. Sin filtros, solo el Sáhara pasando del gris al oro.',
      locationName: 'Erg Chebbi, Merzouga',
    },
    ar: {
      title: 'الشروق فوق عرق الشبي',
      description:
        'صعدنا الكثيب الكبير خلف المخيم في السادسة صباحًا، وكانت تستحق كل حبة رمل في أحذيتنا. بلا فلتر، فقط الصحراء تتحول من الرمادي إلى الذهبي.',
      locationName: 'عرق الشبي، مرزوكة',
    },
  },
  'Tangia, straight from the hammam furnace': {
    fr: {
      title: 'La tangia, tout droit sortie du foyer du hammam',
      description:
        'La jarre en terre part dans les braises le matin et en ressort le soir. Abdelkader cuisine la tangia dans la ruelle des Méchouis depuis trente ans.',
      locationName: 'Ruelle des Méchouis, Marrakech',
    },
    es: {
      title: 'Tangia, directa del horno del hammam',
      description:
        'La vasija de barro entra en las brasas por la mañana y sale por la noche. Abdelkader lleva treinta años cocinando tangia en el callejón del Mechui.',
      locationName: 'Callejón del Mechui, Marrakech',
    },
    ar: {
      title: 'الطنجية مباشرة من فرناتشي الحمّام',
      description:
        'تدخل الجرّة الفخارية الجمر في الصباح وتخرج منه ليلًا. يطهو عبد القادر الطنجية في زقاق المشوي منذ ثلاثين عامًا.',
      locationName: 'زقاق المشوي، مراكش',
    },
  },
  "The dyers' souk in three colours": {
    fr: {
      title: 'Le souk des teinturiers en trois couleurs',
      description:
        'Safran, indigo et rouge coquelicot. Des écheveaux de laine sèchent au-dessus de la ruelle du souk des Teinturiers, avec le teinturier qui y travaille depuis l’âge de douze ans.',
      locationName: 'Souk des Teinturiers, Marrakech',
    },
    es: {
      title: 'El zoco de los tintoreros en tres colores',
      description:
        'Azafrán, índigo y rojo amapola. Madejas de lana secándose sobre el callejón del zoco de los Tintoreros, y el tintorero que trabaja aquí desde los doce años.',
      locationName: 'Zoco de los Tintoreros, Marrakech',
    },
    ar: {
      title: 'سوق الصبّاغين بثلاثة ألوان',
      description:
        'زعفراني ونيلي وأحمر شقائق النعمان. خصلات صوف تجف فوق زقاق سوق الصبّاغين، والصبّاغ الذي يعمل هنا منذ كان في الثانية عشرة.',
      locationName: 'سوق الصبّاغين، مراكش',
    },
  },
  'Balloon lift-off at dawn': {
    fr: {
      title: 'Décollage en montgolfière à l’aube',
      description:
        'Les brûleurs rugissent, la nacelle s’élève, et soudain tout est silencieux. Notre vol sur la Palmeraie par un matin clair de janvier, avec le Toubkal au loin.',
      locationName: 'Palmeraie, Marrakech',
    },
    es: {
      title: 'Despegue en globo al amanecer',
      description:
        'Rugen los quemadores, la cesta se eleva y de pronto todo queda en silencio. Nuestro vuelo sobre el Palmeral una mañana despejada de enero, con el Toubkal a lo lejos.',
      locationName: 'Palmeral, Marrakech',
    },
    ar: {
      title: 'إقلاع المنطاد عند الفجر',
      description:
        'تهدر الشعلات، وترتفع السلة، ثم يعمّ صمت تام فجأة. رحلتنا فوق النخيل في صباح صافٍ من يناير، وتوبقال في الأفق.',
      locationName: 'النخيل، مراكش',
    },
  },
  'How to pour mint tea like a Moroccan': {
    fr: {
      title: 'Servir le thé à la menthe comme un Marocain',
      description:
        'Pourquoi la théière monte si haut, pourquoi le premier verre retourne dans la théière et comment obtenir la mousse. Soixante secondes d’école du thé.',
      locationName: 'Derb Dabachi, Marrakech',
    },
    es: {
      title: 'Cómo servir el té con hierbabuena como un marroquí',
      description:
        'Por qué la tetera sube tan alto, por qué el primer vaso vuelve a la tetera y cómo conseguir la espuma. Sesenta segundos de escuela del té.',
      locationName: 'Derb Dabachi, Marrakech',
    },
    ar: {
      title: 'كيف تصبّ الشاي بالنعناع على الطريقة المغربية',
      description:
        'لماذا يرتفع البرّاد عاليًا، ولماذا يعود الكأس الأول إلى البرّاد، وكيف تحصل على الرغوة. ستون ثانية في مدرسة الشاي.',
      locationName: 'درب دباشي، مراكش',
    },
  },
  'Guests review the Agafay sunset dinner': {
    fr: {
      title: 'Nos voyageurs racontent le dîner au coucher du soleil à Agafay',
      description:
        'Nous avons demandé à quatre voyageurs ce qu’ils pensaient de leur soirée à Agafay avant que la musique commence. Sans script, et l’un d’eux avait du sable dans son thé.',
      locationName: 'Désert d’Agafay',
    },
    es: {
      title: 'Los viajeros opinan sobre la cena al atardecer en Agafay',
      description:
        'Preguntamos a cuatro viajeros qué les había parecido su velada en Agafay antes de que empezara la música. Sin guion, y uno tenía arena en el té.',
      locationName: 'Desierto de Agafay',
    },
    ar: {
      title: 'ضيوفنا يقيّمون عشاء الغروب في أكفاي',
      description:
        'سألنا أربعة ضيوف عن رأيهم في أمسيتهم بأكفاي قبل أن تبدأ الموسيقى. بلا سيناريو، وكان في شاي أحدهم رمل.',
      locationName: 'صحراء أكفاي',
    },
  },
};
