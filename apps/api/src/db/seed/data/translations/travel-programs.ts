import type { Translations } from '@ochre/shared/rules/translations';

const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

/** French, Spanish and Arabic versions of two travel programs, day by day, by destination. */
export const travelProgramTranslations: Record<string, Translations> = {
  'imperial-cities': {
    fr: {
      title: 'Les villes impériales',
      subtitle: 'Marrakech, Rabat, Meknès et Fès en huit jours sans se presser',
      duration: '8 jours / 7 nuits',
      description: p(
        'Quatre villes ont été capitale du Maroc, chacune sous une dynastie différente, et chacune a laissé des palais, des portes et des médersas qui font encore partie de la vie quotidienne. Ce voyage les relie en boucle depuis Marrakech, avec un guide agréé dans chaque ville et un chauffeur qui accompagne le groupe du début à la fin.',
        'Nous dormons dans des riads de caractère et de petits hôtels dans les médinas ou à leurs portes : il suffit de sortir pour être dans les ruelles. Les trajets sont bien répartis, et la plus longue journée, le retour par le Moyen Atlas, est ponctuée d’arrêts dans les forêts de cèdres et à Ifrane.',
        'Le programme convient aux voyageurs curieux qui aiment l’histoire, l’architecture et la cuisine, et qui marchent volontiers deux à trois heures par jour sur des rues inégales.',
      ),
      itinerary: [
        {
          title: 'Arrivée à Marrakech',
          description:
            'Transfert privé de l’aéroport de Marrakech-Ménara à votre riad dans la médina. Le soir, votre accompagnateur emmène le groupe pour une première promenade sur la place Jemaa el-Fna à l’heure où les étals s’allument, suivie d’un dîner de bienvenue.',
          activities: [
            'Transfert depuis l’aéroport',
            'Promenade du soir sur Jemaa el-Fna',
            'Dîner de bienvenue au riad',
          ],
        },
        {
          title: 'Marrakech : palais, souks et jardins',
          description:
            'Une journée complète avec un guide agréé. Le matin, le palais de la Bahia et les tombeaux saadiens, puis les souks jusqu’à la médersa Ben Youssef. Après un déjeuner en terrasse, l’après-midi est libre, ou rejoignez la visite facultative du jardin Majorelle.',
          activities: [
            'Palais de la Bahia',
            'Tombeaux saadiens',
            'Souks et médersa Ben Youssef',
            'Jardin Majorelle (facultatif)',
          ],
        },
        {
          title: 'Casablanca, puis Rabat',
          description:
            'Départ matinal pour trois heures de route jusqu’à Casablanca et la visite guidée de la mosquée Hassan II, l’une des rares mosquées du Maroc ouvertes aux non-musulmans, bâtie en partie sur l’Atlantique. Déjeuner face à la mer sur la Corniche, puis une heure de plus jusqu’à Rabat pour la nuit.',
          activities: [
            'Visite guidée de la mosquée Hassan II',
            'Déjeuner de poisson sur la Corniche',
            'Route vers Rabat',
          ],
        },
        {
          title: 'Rabat et la route de Meknès',
          description:
            'Rabat est une capitale calme et verte. Nous parcourons les ruelles bleues et blanches de la kasbah des Oudayas au-dessus de l’embouchure, visitons la tour Hassan et le mausolée Mohammed V, et flânons dans les ruines du Chellah. L’après-midi, deux heures de route vers Meknès.',
          activities: [
            'Kasbah des Oudayas',
            'Tour Hassan et mausolée Mohammed V',
            'Nécropole du Chellah',
            'Route vers Meknès',
          ],
        },
        {
          title: 'Meknès, Volubilis et Moulay Idriss',
          description:
            'Matinée à Meknès, la ville du sultan Moulay Ismaïl, avec la monumentale porte Bab Mansour et les immenses greniers royaux. Puis Volubilis, le site romain le mieux conservé du Maroc, aux mosaïques encore en place, avec vue sur la ville sainte de Moulay Idriss Zerhoun. Arrivée à Fès en soirée.',
          activities: [
            'Bab Mansour et greniers royaux',
            'Visite guidée de Volubilis',
            'Belvédère de Moulay Idriss',
            'Installation dans un riad de Fès',
          ],
        },
        {
          title: 'Fès el-Bali',
          description:
            'Une journée entière dans la plus grande médina piétonne du monde. Votre guide vous conduit aux médersas Bou Inania et Al-Attarine, à la porte de la mosquée-université Al Quaraouiyine, à la fontaine et au fondouk Nejjarine, et sur les terrasses qui dominent la tannerie Chouara. Déjeuner dans un palais, dîner libre.',
          activities: [
            'Médersas Bou Inania et Al-Attarine',
            'Al Quaraouiyine',
            'Terrasses de la tannerie Chouara',
            'Fondouk Nejjarine',
          ],
        },
        {
          title: 'Par le Moyen Atlas jusqu’à Marrakech',
          description:
            'La longue route du retour, entrecoupée d’arrêts. Nous montons à Ifrane, petite ville au style alpin, et marchons parmi les cèdres de l’Atlas près d’Azrou, où vivent les macaques de Barbarie. Après un déjeuner près de Béni Mellal, nous longeons le pied des montagnes jusqu’à Marrakech pour un dîner d’adieu.',
          activities: ['Ifrane', 'Promenade dans la cédraie près d’Azrou', 'Dîner d’adieu à Marrakech'],
        },
        {
          title: 'Départ',
          description:
            'Petit-déjeuner au riad et transfert privé vers l’aéroport de Marrakech, ou restez quelques jours de plus et laissez-nous les organiser.',
          activities: ['Petit-déjeuner', 'Transfert vers l’aéroport'],
        },
      ],
      seoTitle: 'Circuit des villes impériales du Maroc, 8 jours depuis Marrakech',
      seoDescription:
        'Circuit de 8 jours en petit groupe : Marrakech, Casablanca, Rabat, Meknès, Volubilis et Fès, avec guides agréés et nuits en riad.',
    },
    es: {
      title: 'Las ciudades imperiales',
      subtitle: 'Marrakech, Rabat, Mequinez y Fez en ocho días sin prisas',
      duration: '8 días / 7 noches',
      description: p(
        'Cuatro ciudades han sido capital de Marruecos, cada una bajo una dinastía distinta, y todas dejaron palacios, puertas y madrasas que siguen formando parte de la vida diaria. Este viaje las une en un circuito desde Marrakech, con guía oficial en cada ciudad y un conductor que acompaña al grupo durante todo el recorrido.',
        'Dormimos en riads con encanto y pequeños hoteles dentro o junto a las medinas, así que sales por la puerta y ya estás en los callejones. Los trayectos están bien repartidos, y el día más largo, el regreso por el Medio Atlas, se divide con paradas en los bosques de cedros y en Ifrane.',
        'El programa es para viajeros curiosos a los que les gustan la historia, la arquitectura y la comida, y que no tienen problema en caminar dos o tres horas al día por calles irregulares.',
      ),
      itinerary: [
        {
          title: 'Llegada a Marrakech',
          description:
            'Traslado privado del aeropuerto de Marrakech-Menara a tu riad en la medina. Por la tarde, el coordinador lleva al grupo a dar un primer paseo por Jemaa el-Fna cuando se encienden los puestos de comida, y después hay una cena de bienvenida.',
          activities: [
            'Traslado desde el aeropuerto',
            'Paseo nocturno a Jemaa el-Fna',
            'Cena de bienvenida en el riad',
          ],
        },
        {
          title: 'Marrakech: palacios, zocos y jardines',
          description:
            'Un día completo con guía oficial. Por la mañana, el palacio de la Bahía y las Tumbas Saadíes; luego, a través de los zocos, la madrasa Ben Youssef. Tras comer en una azotea, la tarde es libre, o puedes sumarte a la visita opcional al Jardín Majorelle.',
          activities: [
            'Palacio de la Bahía',
            'Tumbas Saadíes',
            'Zocos y madrasa Ben Youssef',
            'Jardín Majorelle (opcional)',
          ],
        },
        {
          title: 'Casablanca y después Rabat',
          description:
            'Salida temprano para las tres horas de carretera hasta Casablanca y visita guiada a la mezquita Hassan II, una de las pocas de Marruecos abiertas a no musulmanes, construida en parte sobre el Atlántico. Comida junto al mar en la Corniche y una hora más hasta Rabat para dormir.',
          activities: [
            'Visita guiada a la mezquita Hassan II',
            'Comida de pescado en la Corniche',
            'Trayecto a Rabat',
          ],
        },
        {
          title: 'Rabat y la carretera a Mequinez',
          description:
            'Rabat es una capital tranquila y verde. Recorremos los callejones azules y blancos de la kasba de los Udayas sobre la desembocadura, visitamos la torre Hassan y el mausoleo de Mohammed V y paseamos por las ruinas del Chellah. Por la tarde, dos horas hacia el interior hasta Mequinez.',
          activities: [
            'Kasba de los Udayas',
            'Torre Hassan y mausoleo de Mohammed V',
            'Necrópolis del Chellah',
            'Trayecto a Mequinez',
          ],
        },
        {
          title: 'Mequinez, Volubilis y Mulay Idrís',
          description:
            'Mañana en Mequinez, la ciudad del sultán Mulay Ismail, con la monumental puerta Bab Mansour y los enormes graneros reales. Después, Volubilis, el yacimiento romano mejor conservado de Marruecos, con mosaicos aún en su sitio y vistas a la ciudad santa de Mulay Idrís Zerhun. Llegada a Fez por la tarde.',
          activities: [
            'Bab Mansour y graneros reales',
            'Visita guiada a Volubilis',
            'Mirador de Mulay Idrís',
            'Llegada a un riad de Fez',
          ],
        },
        {
          title: 'Fez el-Bali',
          description:
            'Un día entero en la mayor medina sin coches del mundo. Tu guía te lleva a las madrasas Bou Inania y Al-Attarine, a la puerta de la mezquita y universidad Al-Qarawiyyin, a la fuente y el fundouk Nejjarine y a las terrazas sobre la curtiduría Chouara. Comida en un palacio; cena libre.',
          activities: [
            'Madrasas Bou Inania y Al-Attarine',
            'Al-Qarawiyyin',
            'Terrazas de la curtiduría Chouara',
            'Fundouk Nejjarine',
          ],
        },
        {
          title: 'Por el Medio Atlas a Marrakech',
          description:
            'El largo camino de vuelta, con paradas. Subimos a Ifrane, una ordenada ciudad de aire alpino, y paseamos entre los cedros del Atlas cerca de Azrou, donde viven los macacos de Berbería. Tras comer cerca de Beni Mellal, bordeamos las montañas hasta Marrakech para la cena de despedida.',
          activities: [
            'Ifrane',
            'Paseo por el bosque de cedros cerca de Azrou',
            'Cena de despedida en Marrakech',
          ],
        },
        {
          title: 'Salida',
          description:
            'Desayuno en el riad y traslado privado al aeropuerto de Marrakech, o quédate más tiempo y deja que organicemos unos días extra.',
          activities: ['Desayuno', 'Traslado al aeropuerto'],
        },
      ],
      seoTitle: 'Ruta por las ciudades imperiales de Marruecos, 8 días desde Marrakech',
      seoDescription:
        'Circuito de 8 días en grupo reducido por Marrakech, Casablanca, Rabat, Mequinez, Volubilis y Fez con guías oficiales y noches en riad.',
    },
    ar: {
      title: 'المدن الإمبراطورية',
      subtitle: 'مراكش والرباط ومكناس وفاس في ثمانية أيام على مهل',
      duration: '8 أيام / 7 ليالٍ',
      description: p(
        'كانت أربع مدن عاصمةً للمغرب، كلٌّ منها في عهد سلالة مختلفة، وخلّفت كلها قصورًا وأبوابًا ومدارس ما زالت جزءًا من الحياة اليومية. تربط هذه الرحلة بينها في جولة تنطلق من مراكش، مع مرشد مرخّص في كل مدينة وسائق يرافق المجموعة طوال الرحلة.',
        'نبيت في رياضات مميزة وفنادق صغيرة داخل المدن العتيقة أو بجوارها، فتخرج من الباب إلى الأزقة مباشرة. وُزّعت المسافات بعناية، وأطول الأيام، طريق العودة عبر الأطلس المتوسط، تتخلله توقفات في غابات الأرز وفي إفران.',
        'يناسب البرنامج المسافرين الفضوليين المحبين للتاريخ والعمارة والطعام، ممن لا يمانعون المشي ساعتين أو ثلاثًا يوميًا في شوارع غير مستوية.',
      ),
      itinerary: [
        {
          title: 'الوصول إلى مراكش',
          description:
            'نقل خاص من مطار مراكش المنارة إلى رياضك في المدينة العتيقة. في المساء يصطحب مرافق الرحلة المجموعة في أول نزهة إلى ساحة جامع الفنا حين تضاء أكشاك الطعام، ثم عشاء ترحيبي.',
          activities: ['النقل من المطار', 'نزهة مسائية إلى جامع الفنا', 'عشاء ترحيبي في الرياض'],
        },
        {
          title: 'مراكش: قصور وأسواق وحدائق',
          description:
            'يوم كامل مع مرشد مرخّص. في الصباح قصر الباهية وقبور السعديين، ثم عبر الأسواق إلى مدرسة ابن يوسف. بعد الغداء على سطح مطل يكون المساء حرًا، أو يمكنك الانضمام إلى زيارة اختيارية لحديقة ماجوريل.',
          activities: ['قصر الباهية', 'قبور السعديين', 'الأسواق ومدرسة ابن يوسف', 'حديقة ماجوريل (اختياري)'],
        },
        {
          title: 'الدار البيضاء ثم الرباط',
          description:
            'انطلاق باكر في طريق مدته ثلاث ساعات إلى الدار البيضاء وزيارة مع مرشد لمسجد الحسن الثاني، من المساجد القليلة في المغرب المفتوحة لغير المسلمين، والمبني جزئيًا فوق الأطلسي. غداء على البحر في الكورنيش، ثم ساعة أخرى إلى الرباط للمبيت.',
          activities: ['زيارة مسجد الحسن الثاني مع مرشد', 'غداء سمك على الكورنيش', 'الطريق إلى الرباط'],
        },
        {
          title: 'الرباط والطريق إلى مكناس',
          description:
            'الرباط عاصمة هادئة خضراء. نتجول في أزقة قصبة الأوداية الزرقاء والبيضاء فوق مصب النهر، ونزور صومعة حسان وضريح محمد الخامس، ونتمشى بين أطلال شالة. وبعد الظهر ساعتان نحو الداخل إلى مكناس.',
          activities: [
            'قصبة الأوداية',
            'صومعة حسان وضريح محمد الخامس',
            'موقع شالة الأثري',
            'الطريق إلى مكناس',
          ],
        },
        {
          title: 'مكناس ووليلي ومولاي إدريس',
          description:
            'صباح في مكناس، مدينة السلطان مولاي إسماعيل، بباب منصور الضخم وأهراء المخازن الملكية الشاسعة. ثم وليلي، أفضل المواقع الرومانية حفظًا في المغرب، بفسيفسائها التي ما زالت في مكانها، مع إطلالة على مدينة مولاي إدريس زرهون. الوصول إلى فاس مساءً.',
          activities: [
            'باب منصور والمخازن الملكية',
            'زيارة وليلي مع مرشد',
            'إطلالة مولاي إدريس',
            'الإقامة في رياض بفاس',
          ],
        },
        {
          title: 'فاس البالي',
          description:
            'يوم كامل في أكبر مدينة عتيقة خالية من السيارات في العالم. يقودك مرشدك إلى مدرستي البوعنانية والعطارين، وباب جامع وجامعة القرويين، وسقاية وفندق النجارين، وإلى السطوح المطلة على دار دباغة الشوارة. غداء في مطعم قصر، والعشاء حر.',
          activities: ['مدرستا البوعنانية والعطارين', 'القرويين', 'سطوح دار دباغة الشوارة', 'فندق النجارين'],
        },
        {
          title: 'عبر الأطلس المتوسط إلى مراكش',
          description:
            'طريق العودة الطويل تتخلله توقفات. نصعد إلى إفران، المدينة الأنيقة ذات الطابع الألبي، ونمشي بين أرز الأطلس قرب أزرو حيث تعيش قردة المكاك. وبعد الغداء قرب بني ملال، نساير سفوح الجبال عائدين إلى مراكش لعشاء الوداع.',
          activities: ['إفران', 'نزهة في غابة الأرز قرب أزرو', 'عشاء الوداع في مراكش'],
        },
        {
          title: 'المغادرة',
          description: 'فطور في الرياض ونقل خاص إلى مطار مراكش، أو ابقَ أيامًا أخرى ودعنا نخطط لها.',
          activities: ['الفطور', 'النقل إلى المطار'],
        },
      ],
      seoTitle: 'جولة المدن الإمبراطورية في المغرب، 8 أيام من مراكش',
      seoDescription:
        'جولة لمجموعة صغيرة مدتها 8 أيام في مراكش والدار البيضاء والرباط ومكناس ووليلي وفاس مع مرشدين مرخّصين وإقامة في رياضات.',
    },
  },
  'sahara-merzouga': {
    fr: {
      title: 'Le Sahara par Merzouga',
      subtitle: 'Kasbahs, gorges et deux nuits dans les dunes de l’Erg Chebbi',
      duration: '6 jours / 5 nuits',
      description: p(
        'La plupart des circuits au Sahara depuis Marrakech foncent vers les dunes et reviennent en trois jours. Celui-ci en prend six, pour profiter de la route : les kasbahs de la vallée de l’Ounila, les roseraies du Dadès, les gorges du Todra, et deux nuits entières dans l’Erg Chebbi au lieu d’une.',
        'Vous voyagez en 4x4 ou en minibus confortable, 12 voyageurs au plus, avec le même chauffeur-guide tout du long, un homme du Sud qui sait expliquer la différence entre un ksar et une kasbah et où trouver le meilleur pain de Rissani.',
        'Les nuits se passent dans des kasbahs familiales et dans un bivouac soigné, avec tentes privées, vrais lits et salles de bain attenantes. Les meilleures saisons vont de mars à mai et d’octobre à novembre ; l’été, le désert est tout simplement trop chaud.',
      ),
      itinerary: [
        {
          title: 'Par le Haut Atlas jusqu’à Aït Benhaddou',
          description:
            'Départ de Marrakech à 8 h et montée au col du Tizi n’Tichka (2 260 m), avec des arrêts photo et thé. Un détour par la vallée de l’Ounila mène à la kasbah en ruine du Glaoui à Telouet. Nuit dans une maison d’hôtes face au ksar d’Aït Benhaddou, à temps pour le coucher du soleil.',
          activities: ['Col du Tizi n’Tichka', 'Kasbah de Telouet', 'Coucher de soleil à Aït Benhaddou'],
        },
        {
          title: 'La route des Mille Kasbahs',
          description:
            'Promenade matinale dans Aït Benhaddou avant la foule. Puis cap à l’est après Ouarzazate, vers la palmeraie de Skoura et la kasbah Amridil restaurée, et par la vallée des Roses à Kelaat M’Gouna. La journée se termine dans les gorges du Dadès, parmi les formations de roche rouge.',
          activities: [
            'Promenade à Aït Benhaddou',
            'Kasbah Amridil à Skoura',
            'Vallée des Roses',
            'Gorges du Dadès',
          ],
        },
        {
          title: 'Les gorges du Todra et les dunes',
          description:
            'Marche entre les parois de 300 mètres des gorges du Todra, puis traversée de la hamada caillouteuse après Erfoud. Au bord de l’Erg Chebbi, les dromadaires attendent. Environ 90 minutes de méharée dans les dunes, arrivée au camp pour le coucher du soleil, le dîner et les tambours autour du feu.',
          activities: [
            'Marche dans les gorges du Todra',
            'Méharée dans l’Erg Chebbi',
            'Dîner et musique au bivouac',
          ],
        },
        {
          title: 'Une journée entière au Sahara',
          description:
            'Lever du soleil au sommet d’une dune, puis journée tranquille. Tour de l’erg en 4x4 jusqu’au village de Khamlia, où des descendants de familles d’Afrique de l’Ouest jouent la musique gnaoua, et jusqu’à Rissani, son vieux ksar et son marché animé. Repos l’après-midi, sandboard pour les plus énergiques, et seconde nuit au camp.',
          activities: [
            'Lever du soleil sur les dunes',
            'Musique gnaoua à Khamlia',
            'Marché de Rissani',
            'Sandboard (facultatif)',
          ],
        },
        {
          title: 'Vers le sud par la vallée du Drâa',
          description:
            'Une belle route le long du Jbel Saghro jusqu’à N’Kob, village aux dizaines de kasbahs en terre, puis descente dans la longue oasis de palmiers de la vallée du Drâa. Nuit dans une kasbah restaurée à Agdz, avec une promenade dans la palmeraie au crépuscule.',
          activities: [
            'Route par Alnif et N’Kob',
            'Palmeraies de la vallée du Drâa',
            'Nuit en kasbah à Agdz',
          ],
        },
        {
          title: 'Retour à Marrakech',
          description:
            'Retour par le col du Tichka, avec un déjeuner dans un village de montagne. Arrivée à Marrakech en fin d’après-midi et dépose à votre riad ou hôtel.',
          activities: ['Col du Tichka', 'Déjeuner en montagne', 'Dépose à Marrakech'],
        },
      ],
      seoTitle: 'Circuit dans le désert du Sahara par Merzouga, 6 jours depuis Marrakech',
      seoDescription:
        'Circuit de six jours en petit groupe : Aït Benhaddou, gorges du Dadès et du Todra, deux nuits en bivouac dans l’Erg Chebbi et vallée du Drâa.',
    },
    es: {
      title: 'El Sáhara por Merzouga',
      subtitle: 'Kasbas, gargantas y dos noches entre las dunas del Erg Chebbi',
      duration: '6 días / 5 noches',
      description: p(
        'La mayoría de los viajes al Sáhara desde Marrakech van y vuelven a las dunas a toda prisa en tres días. Este dura seis, para disfrutar del camino: las kasbas del valle del Ounila, los rosales del Dades, la garganta del Todra y dos noches completas en el Erg Chebbi en lugar de una.',
        'Viajas en un 4x4 o un minibús cómodo, con un máximo de 12 viajeros y el mismo conductor-guía durante todo el viaje, un hombre del sur que sabe explicar la diferencia entre un ksar y una kasba y dónde está el mejor pan de Rissani.',
        'Las noches se pasan en kasbas familiares y en un campamento del desierto bien cuidado, con jaimas privadas, camas de verdad y baño propio. Las mejores épocas son de marzo a mayo y de octubre a noviembre; en verano, el desierto es sencillamente demasiado caluroso.',
      ),
      itinerary: [
        {
          title: 'Por el Alto Atlas hasta Aït Benhaddou',
          description:
            'Salimos de Marrakech a las 8:00 y subimos al puerto del Tizi n’Tichka (2.260 m) con paradas para fotos y té. Un desvío por el valle del Ounila nos lleva a la kasba en ruinas del Glaoui en Telouet. Noche en una casa de huéspedes frente al ksar de Aït Benhaddou, a tiempo para el atardecer.',
          activities: ['Puerto del Tizi n’Tichka', 'Kasba de Telouet', 'Atardecer en Aït Benhaddou'],
        },
        {
          title: 'La Ruta de las Mil Kasbas',
          description:
            'Paseo matinal por Aït Benhaddou antes de las multitudes. Después, hacia el este pasando Ouarzazate, al palmeral de Skoura y la kasba Amridil restaurada, y por el valle de las Rosas en Kelaat M’Gouna. El día termina en la garganta del Dades, entre formaciones de roca roja.',
          activities: [
            'Paseo por Aït Benhaddou',
            'Kasba Amridil en Skoura',
            'Valle de las Rosas',
            'Garganta del Dades',
          ],
        },
        {
          title: 'La garganta del Todra y las dunas',
          description:
            'Un paseo entre las paredes de 300 metros de la garganta del Todra y después, pasado Erfoud, la hamada pedregosa. Al borde del Erg Chebbi esperan los camellos. Unos 90 minutos de ruta entre las dunas y llegada al campamento para el atardecer, la cena y los tambores junto al fuego.',
          activities: [
            'Paseo por la garganta del Todra',
            'Ruta en camello por el Erg Chebbi',
            'Cena y música en el campamento',
          ],
        },
        {
          title: 'Un día entero en el Sáhara',
          description:
            'Amanecer desde lo alto de una duna y, después, un día tranquilo. Rodeamos el erg en 4x4 hasta el pueblo de Khamlia, donde descendientes de familias de África occidental tocan música gnawa, y hasta Rissani, con su viejo ksar y su animado mercado. Descanso por la tarde, sandboard para los más activos y segunda noche en el campamento.',
          activities: [
            'Amanecer en las dunas',
            'Música gnawa en Khamlia',
            'Mercado de Rissani',
            'Sandboard (opcional)',
          ],
        },
        {
          title: 'Hacia el sur por el valle del Draa',
          description:
            'Una carretera panorámica junto al Jbel Saghro hasta N’Kob, pueblo de decenas de kasbas de tierra, y bajada al largo oasis de palmeras del valle del Draa. Noche en una kasba restaurada en Agdz, con un paseo por el palmeral al anochecer.',
          activities: [
            'Ruta por Alnif y N’Kob',
            'Palmerales del valle del Draa',
            'Noche en una kasba de Agdz',
          ],
        },
        {
          title: 'Regreso a Marrakech',
          description:
            'De vuelta por el puerto del Tichka, con comida en un pueblo de montaña. Llegamos a Marrakech a última hora de la tarde y te dejamos en tu riad u hotel.',
          activities: ['Puerto del Tichka', 'Comida en la montaña', 'Regreso a Marrakech'],
        },
      ],
      seoTitle: 'Ruta por el desierto del Sáhara por Merzouga, 6 días desde Marrakech',
      seoDescription:
        'Viaje de seis días en grupo reducido: Aït Benhaddou, gargantas del Dades y del Todra, dos noches en un campamento del Erg Chebbi y el valle del Draa.',
    },
    ar: {
      title: 'الصحراء الكبرى عبر مرزوكة',
      subtitle: 'قصبات ومضايق وليلتان بين كثبان عرق الشبي',
      duration: '6 أيام / 5 ليالٍ',
      description: p(
        'تسرع معظم رحلات الصحراء من مراكش إلى الكثبان وتعود في ثلاثة أيام. أما هذه فتستغرق ستة، لتستمتع بالطريق: قصبات وادي أونيلة، وحقول الورد في دادس، ومضايق تودغى، وليلتين كاملتين في عرق الشبي بدل ليلة واحدة.',
        'تسافر في سيارة رباعية الدفع أو حافلة صغيرة مريحة، بما لا يزيد عن 12 ضيفًا، ومع السائق المرشد نفسه طوال الرحلة، رجل من الجنوب يعرف الفرق بين القصر والقصبة ويعرف أين يوجد أطيب خبز في الريصاني.',
        'تقضي الليالي في فنادق قصبات عائلية وفي مخيم صحراوي أنيق بخيام خاصة وأسرّة حقيقية وحمامات ملحقة. أفضل المواسم من مارس إلى مايو ومن أكتوبر إلى نوفمبر، أما في الصيف فالصحراء حارة جدًا ببساطة.',
      ),
      itinerary: [
        {
          title: 'عبر الأطلس الكبير إلى آيت بن حدو',
          description:
            'نغادر مراكش في الثامنة صباحًا ونصعد ممر تيزي نتيشكا (2260 م) مع توقفات للتصوير والشاي. ويقودنا منعطف عبر وادي أونيلة إلى قصبة الكلاوي المتداعية في تلوات. المبيت في دار ضيافة قبالة قصر آيت بن حدو في الوقت المناسب للغروب.',
          activities: ['ممر تيزي نتيشكا', 'قصبة تلوات', 'الغروب في آيت بن حدو'],
        },
        {
          title: 'طريق الألف قصبة',
          description:
            'نزهة صباحية في آيت بن حدو قبل وصول الزحام. ثم شرقًا بعد ورزازات إلى واحة سكورة وقصبة أمريديل المرمَّمة، وعبر وادي الورود في قلعة مكونة. وينتهي اليوم في مضايق دادس بين تشكيلات الصخور الحمراء.',
          activities: ['نزهة في آيت بن حدو', 'قصبة أمريديل في سكورة', 'وادي الورود', 'مضايق دادس'],
        },
        {
          title: 'مضايق تودغى ثم الكثبان',
          description:
            'مشي بين جدران مضايق تودغى التي يبلغ علوها 300 متر، ثم عبور الحمادة الحجرية بعد أرفود. وعند حافة عرق الشبي تنتظر الجمال. نحو 90 دقيقة على ظهر الجمل بين الكثبان، والوصول إلى المخيم مع الغروب والعشاء والطبول حول النار.',
          activities: ['المشي في مضايق تودغى', 'رحلة الجمال في عرق الشبي', 'عشاء وموسيقى في المخيم'],
        },
        {
          title: 'يوم كامل في الصحراء',
          description:
            'الشروق من قمة كثيب، ثم يوم هادئ. نطوف حول العرق بسيارة رباعية الدفع إلى قرية خملية حيث يعزف أحفاد أسر من غرب إفريقيا موسيقى كناوة، وإلى الريصاني بقصرها القديم وسوقها النابض. راحة بعد الظهر، والتزلج على الرمال لمن يملك الطاقة، وليلة ثانية في المخيم.',
          activities: [
            'الشروق على الكثبان',
            'موسيقى كناوة في خملية',
            'سوق الريصاني',
            'التزلج على الرمال (اختياري)',
          ],
        },
        {
          title: 'جنوبًا عبر وادي درعة',
          description:
            'طريق خلاب بمحاذاة جبل صاغرو إلى النقوب، قرية العشرات من القصبات الطينية، ثم نزولًا إلى واحة النخيل الطويلة في وادي درعة. المبيت في قصبة مرمَّمة في أكدز مع نزهة بين النخيل عند الغسق.',
          activities: ['الطريق عبر ألنيف والنقوب', 'نخيل وادي درعة', 'المبيت في قصبة بأكدز'],
        },
        {
          title: 'العودة إلى مراكش',
          description:
            'العودة عبر ممر تيشكا مع غداء في قرية جبلية. نصل إلى مراكش في آخر المساء ونوصلك إلى رياضك أو فندقك.',
          activities: ['ممر تيشكا', 'غداء في الجبال', 'الإيصال في مراكش'],
        },
      ],
      seoTitle: 'جولة في الصحراء الكبرى عبر مرزوكة، 6 أيام من مراكش',
      seoDescription:
        'جولة صحراوية لمجموعة صغيرة مدتها ستة أيام: آيت بن حدو، ومضايق دادس وتودغى، وليلتان في مخيم بعرق الشبي، ووادي درعة.',
    },
  },
};
