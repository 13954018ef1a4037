import type { Translations } from '@ochre/shared/rules/translations';

const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

const STANDARD_CANCELLATION = {
  fr: 'Annulation gratuite jusqu’à 24 heures avant le départ, avec remboursement intégral. Les annulations dans les 24 heures et les absences ne sont pas remboursées. Si nous annulons pour raison de météo ou de sécurité, vous choisissez entre un remboursement intégral et une nouvelle date.',
  es: 'Cancelación gratuita hasta 24 horas antes de la hora de inicio, con reembolso completo. Las cancelaciones con menos de 24 horas y las ausencias no se reembolsan. Si cancelamos por el tiempo o por seguridad, puedes elegir entre el reembolso completo o una nueva fecha.',
  ar: 'إلغاء مجاني حتى 24 ساعة قبل موعد الانطلاق مع استرداد المبلغ كاملًا. لا يُسترد المبلغ عند الإلغاء خلال 24 ساعة أو عدم الحضور. وإذا ألغينا بسبب الطقس أو السلامة، يمكنك اختيار استرداد كامل أو موعد جديد.',
};

/** French, Spanish and Arabic versions of the activities on the home page, by slug. */
export const activityTranslations: Record<string, Translations> = {
  'hot-air-balloon-sunrise': {
    fr: {
      name: 'Montgolfière au lever du soleil sur la Palmeraie',
      location: 'Palmeraie',
      duration: '4 heures (environ 1 heure de vol)',
      shortDescription:
        'Survolez palmeraies et villages amazighs à l’aube pendant que le soleil embrase l’Atlas enneigé, puis atterrissez pour un petit-déjeuner sous une tente nomade.',
      description: p(
        'Il n’y a pas de façon plus paisible de découvrir Marrakech que depuis la nacelle d’une montgolfière aux premières lueurs. Notre chauffeur vient vous chercher à votre riad ou à votre hôtel environ une heure avant le lever du soleil et vous conduit au nord de la Palmeraie, sur le terrain d’envol au pied des Jbilet, à une quarantaine de minutes. Pendant que l’équipe gonfle le ballon, vous regardez les flammes illuminer la toile, un verre de thé à la main.',
        'Le vol dure environ une heure. Le pilote monte vers 1 000 mètres pour la vue sur le Haut Atlas, rosi par le premier soleil, puis redescend au ras des oliveraies, des hameaux en pisé et des bergers qui mènent leurs troupeaux. Par un matin clair d’hiver, on aperçoit le Toubkal, à plus de 60 km.',
        'Nous volons avec un opérateur agréé dont les pilotes sont formés en Europe et dont les ballons sont contrôlés chaque saison. Les nacelles accueillent jusqu’à 12 passagers, répartis en compartiments : il y a toujours de la place au bord.',
        'Après l’atterrissage, un petit-déjeuner berbère est servi sous une tente : msemen et baghrir au miel et à l’amlou, jus d’orange frais, œufs, olives et thé à la menthe à volonté. Vous recevez un certificat de vol, et nous vous ramenons à Marrakech en milieu de matinée.',
      ),
      requirements: [
        'Âge minimum 6 ans ; les enfants doivent être accompagnés d’un adulte',
        'Déconseillé pendant la grossesse et en cas de problèmes récents de dos ou de cœur',
        'Pouvoir enjamber, avec de l’aide, une nacelle à hauteur de taille',
        'Des vêtements chauds pour le départ matinal : il peut faire 5 degrés avant l’aube en hiver',
        'Des chaussures fermées et plates pour le terrain d’atterrissage',
      ],
      included: [
        'Prise en charge et retour à votre hôtel ou riad dans Marrakech',
        'Environ 1 heure de vol avec un pilote breveté',
        'Petit-déjeuner berbère sous une tente nomade',
        'Thé et café avant le décollage',
        'Certificat de vol',
        'Assurance du vol',
      ],
      excluded: [
        'Pourboires pour le pilote et l’équipe',
        'Assurance voyage personnelle',
        'Balade à dos de dromadaire facultative après le petit-déjeuner',
        'Forfait photos et vidéo du vol proposé par l’équipe',
      ],
      cancellationPolicy:
        'Annulation gratuite jusqu’à 48 heures avant le vol. Les vols dépendent entièrement du vent et de la visibilité ; si le pilote annule le matin même, nous proposons une autre date ou un remboursement intégral. Les annulations tardives et les absences ne sont pas remboursées.',
      seoTitle: 'Montgolfière à Marrakech au lever du soleil avec petit-déjeuner berbère',
      seoDescription:
        'Vol en montgolfière au lever du soleil sur la Palmeraie et les contreforts de l’Atlas, avec transfert et petit-déjeuner berbère. Réservez avec Ochre.',
    },
    es: {
      name: 'Globo aerostático al amanecer sobre el Palmeral',
      location: 'Palmeral',
      duration: '4 horas (cerca de 1 hora de vuelo)',
      shortDescription:
        'Flota sobre palmerales y aldeas amazigh al amanecer mientras el sol enciende el Atlas nevado, y aterriza para desayunar en una jaima nómada.',
      description: p(
        'No hay forma más tranquila de ver Marrakech que desde la cesta de un globo con la primera luz. Nuestro conductor te recoge en tu riad u hotel una hora antes del amanecer y te lleva al norte del Palmeral, al campo de despegue junto a las estribaciones del Jbilet, a unos 40 minutos. Mientras el equipo infla el globo, verás cómo las llamas iluminan la tela con un vaso de té en la mano.',
        'El vuelo dura alrededor de una hora. El piloto sube hasta unos 1.000 metros para ver el Alto Atlas, rosado con el primer sol, y luego desciende sobre olivares, aldeas de adobe y pastores con sus rebaños. En una mañana despejada de invierno se distingue el Toubkal, a más de 60 km.',
        'Volamos con un operador autorizado cuyos pilotos se formaron en Europa y cuyos globos se revisan cada temporada. Las cestas admiten hasta 12 pasajeros, repartidos en compartimentos, así que siempre hay sitio junto a la barandilla.',
        'Tras el aterrizaje se sirve un desayuno bereber en una jaima: msemen y baghrir con miel y amlou, zumo de naranja natural, huevos, aceitunas y mucho té con hierbabuena. Recibirás un certificado de vuelo y te llevamos de vuelta a Marrakech a media mañana.',
      ),
      requirements: [
        'Edad mínima 6 años; los niños deben ir acompañados de un adulto',
        'No recomendado durante el embarazo ni con problemas recientes de espalda o corazón',
        'Poder subir con ayuda a una cesta a la altura de la cintura',
        'Ropa de abrigo para la salida temprana: en invierno puede hacer 5 grados antes del amanecer',
        'Calzado cerrado y plano para el campo de aterrizaje',
      ],
      included: [
        'Recogida y regreso a tu hotel o riad en Marrakech',
        'Alrededor de 1 hora de vuelo con piloto titulado',
        'Desayuno bereber en una jaima nómada',
        'Té y café antes del despegue',
        'Certificado de vuelo',
        'Seguro del vuelo',
      ],
      excluded: [
        'Propinas para el piloto y el equipo',
        'Seguro de viaje personal',
        'Paseo opcional en camello después del desayuno',
        'Paquete de fotos y vídeo del vuelo que ofrece el equipo',
      ],
      cancellationPolicy:
        'Cancelación gratuita hasta 48 horas antes del vuelo. Los vuelos dependen por completo del viento y la visibilidad; si el piloto cancela esa misma mañana, te ofrecemos otra fecha o el reembolso completo. Las cancelaciones tardías y las ausencias no se reembolsan.',
      seoTitle: 'Globo en Marrakech al amanecer con desayuno bereber',
      seoDescription:
        'Vuelo en globo al amanecer sobre el Palmeral y las faldas del Atlas, con recogida en el hotel y desayuno bereber. Reserva con Ochre.',
    },
    ar: {
      name: 'رحلة منطاد عند الشروق فوق النخيل',
      location: 'النخيل',
      duration: '4 ساعات (نحو ساعة في الجو)',
      shortDescription:
        'حلّق فوق بساتين النخيل والقرى الأمازيغية عند الفجر بينما تضيء الشمس قمم الأطلس المكسوّة بالثلج، ثم اهبط لتناول الفطور في خيمة رحّل.',
      description: p(
        'لا طريقة أهدأ لرؤية مراكش من سلة منطاد مع أول خيوط الضوء. يقلّك سائقنا من رياضك أو فندقك قبل الشروق بنحو ساعة، ويتجه بك شمال النخيل إلى ساحة الإقلاع عند سفوح الجبيلات، على بعد نحو 40 دقيقة. وبينما يملأ الطاقم المنطاد، تتأمل اللهب وهو يضيء القماش وفي يدك كأس شاي.',
        'تدوم الرحلة نحو ساعة. يصعد الطيار إلى قرابة 1000 متر لتطل على الأطلس الكبير متورّدًا بأول الشمس، ثم ينخفض فوق بساتين الزيتون وقرى الطين والرعاة مع قطعانهم. وفي صباح شتوي صافٍ ترى جبل توبقال على بعد أكثر من 60 كلم.',
        'نطير مع مشغّل مرخّص تلقّى طياروه تكوينهم في أوروبا وتُفحص مناطيده كل موسم. تتسع السلال لما يصل إلى 12 راكبًا موزعين على مقصورات، فيبقى لكل واحد مكان عند الحافة.',
        'بعد الهبوط يُقدَّم فطور أمازيغي في خيمة: مسمن وبغرير بالعسل والأملو، وعصير برتقال طازج، وبيض وزيتون، وشاي بالنعناع بلا حساب. تتسلم شهادة طيران، ونعيدك إلى مراكش في منتصف الصباح.',
      ),
      requirements: [
        'الحد الأدنى للسن 6 سنوات، ويجب أن يرافق الأطفالَ شخصٌ بالغ',
        'غير مناسب أثناء الحمل أو لمن يعاني مؤخرًا من مشاكل في الظهر أو القلب',
        'القدرة على الصعود بمساعدة إلى سلة بارتفاع الخصر',
        'ملابس دافئة للانطلاق الباكر، فقد تنزل الحرارة إلى 5 درجات قبل الفجر شتاءً',
        'حذاء مغلق ومسطح لأرض الهبوط',
      ],
      included: [
        'النقل من الفندق أو الرياض وإليه داخل مراكش',
        'نحو ساعة من الطيران مع طيار مرخّص',
        'فطور أمازيغي في خيمة رحّل',
        'شاي وقهوة قبل الإقلاع',
        'شهادة طيران',
        'تأمين الرحلة الجوية',
      ],
      excluded: [
        'الإكراميات للطيار والطاقم',
        'تأمين السفر الشخصي',
        'جولة اختيارية على الجمل بعد الفطور',
        'باقة الصور والفيديو التي يعرضها الطاقم',
      ],
      cancellationPolicy:
        'إلغاء مجاني حتى 48 ساعة قبل الرحلة. تتوقف الرحلات كليًا على الريح ومدى الرؤية، فإذا ألغاها الطيار صباح اليوم نفسه نقترح موعدًا آخر أو استردادًا كاملًا. لا يُسترد المبلغ عند الإلغاء المتأخر أو عدم الحضور.',
      seoTitle: 'منطاد مراكش عند الشروق مع فطور أمازيغي',
      seoDescription:
        'رحلة منطاد عند الشروق فوق النخيل وسفوح الأطلس مع النقل من الفندق وفطور أمازيغي. احجز مع أوكر.',
    },
  },
  'agafay-desert-sunset-dinner': {
    fr: {
      name: 'Coucher de soleil dans le désert d’Agafay, balade à dromadaire et dîner sous les étoiles',
      location: 'Désert d’Agafay',
      duration: 'Demi-journée (environ 6 heures)',
      shortDescription:
        'Quittez la médina pour le silence du désert de pierre d’Agafay : une courte balade à dromadaire à l’heure dorée, un dîner tranquille dans un camp éclairé aux bougies et de la musique au coin du feu.',
      description: p(
        'L’Agafay est un désert de pierre aux collines ocre dénudées, à environ 45 minutes au sud-ouest de Marrakech, sur la route d’Amizmiz. Il n’a pas de hautes dunes, mais il offre ce que le Sahara ne peut donner en peu de temps : un paysage vaste et vide à moins d’une heure de la ville, avec la muraille enneigée du Haut Atlas à l’horizon.',
        'Nous quittons Marrakech vers 15 h (17 h en été) pour rejoindre un petit camp tenu par une famille du village voisin de Douar Lahna. Après le thé, vous montez à dromadaire une quarantaine de minutes le long des crêtes, pendant que les collines virent à l’or, puis au rouge, puis au violet.',
        'Le dîner est servi sous la tente ou à la belle étoile selon la saison : salades de saison, tajine d’agneau ou de légumes mijoté sur le charbon, fruits de saison et encore du thé. Les menus végétariens et sans gluten se préparent sans difficulté ; il suffit de nous le dire à la réservation.',
        'Après le dîner, des musiciens du village jouent des rythmes gnaoua et amazighs autour du feu, et les nuits sans lune, le ciel étoilé est saisissant. Retour à votre hôtel entre 22 h et 23 h.',
      ),
      requirements: [
        'Une veste chaude : les soirées dans le désert sont froides de novembre à mars',
        'Un pantalon confortable pour la balade à dromadaire',
        'Signalez vos besoins alimentaires à la réservation',
        'La monte à dromadaire est déconseillée pendant la grossesse',
      ],
      included: [
        'Transport aller-retour depuis Marrakech en minibus climatisé',
        'Thé à la menthe et pâtisseries d’accueil',
        'Balade à dromadaire au coucher du soleil (environ 40 minutes)',
        'Dîner en trois plats avec eau et boissons sans alcool',
        'Musique live au coin du feu',
      ],
      excluded: [
        'Boissons alcoolisées',
        'Pourboires pour les chameliers et l’équipe du camp',
        'Balade en quad facultative avant le coucher du soleil',
        'Nuit au camp (possible sur demande)',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.fr,
      seoTitle: 'Coucher de soleil à dromadaire et dîner dans le désert d’Agafay depuis Marrakech',
      seoDescription:
        'Demi-journée dans le désert d’Agafay : balade à dromadaire au coucher du soleil, dîner tajine sous les étoiles et musique live. Transport inclus.',
    },
    es: {
      name: 'Atardecer en el desierto de Agafay, paseo en camello y cena bajo las estrellas',
      location: 'Desierto de Agafay',
      duration: 'Medio día (unas 6 horas)',
      shortDescription:
        'Cambia la medina por el silencio del desierto de piedra de Agafay: un breve paseo en camello a la hora dorada, una cena tranquila en un campamento con velas y música junto al fuego.',
      description: p(
        'El Agafay es un desierto pedregoso de colinas ocres desnudas, a unos 45 minutos al suroeste de Marrakech, por la carretera de Amizmiz. No tiene grandes dunas, pero ofrece algo que el Sáhara no puede dar en una escapada corta: un paisaje amplio y vacío a menos de una hora de la ciudad, con la muralla nevada del Alto Atlas en el horizonte.',
        'Salimos de Marrakech hacia las 15:00 (las 17:00 en verano) rumbo a un pequeño campamento que lleva una familia del cercano pueblo de Douar Lahna. Después del té, montas en camello unos 40 minutos por las crestas mientras las colinas se vuelven doradas, luego rojas y después violetas.',
        'La cena se sirve en una jaima o al aire libre, según la estación: ensaladas de temporada, un tajín de cordero o de verduras cocinado a fuego lento sobre carbón, fruta de temporada y más té. Hay opciones vegetarianas y sin gluten; solo tienes que decírnoslo al reservar.',
        'Después de cenar, músicos del pueblo tocan ritmos gnawa y amazigh alrededor del fuego, y en las noches sin luna el cielo estrellado impresiona. Volvemos a tu hotel entre las 22:00 y las 23:00.',
      ),
      requirements: [
        'Una chaqueta de abrigo: las noches del desierto son frías de noviembre a marzo',
        'Pantalones cómodos para el paseo en camello',
        'Indícanos tus necesidades alimentarias al reservar',
        'No se recomienda montar en camello durante el embarazo',
      ],
      included: [
        'Transporte de ida y vuelta desde Marrakech en minibús con aire acondicionado',
        'Té con hierbabuena y pastas de bienvenida',
        'Paseo en camello al atardecer (unos 40 minutos)',
        'Cena de tres platos con agua y refrescos',
        'Música en directo junto a la hoguera',
      ],
      excluded: [
        'Bebidas alcohólicas',
        'Propinas para los camelleros y el personal del campamento',
        'Paseo opcional en quad antes del atardecer',
        'Noche en el campamento (disponible bajo petición)',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.es,
      seoTitle: 'Atardecer en camello y cena en el desierto de Agafay desde Marrakech',
      seoDescription:
        'Excursión de medio día al desierto de Agafay con paseo en camello al atardecer, cena de tajín bajo las estrellas y música en directo. Transporte incluido.',
    },
    ar: {
      name: 'غروب الشمس في صحراء أكفاي، جولة على الجمل وعشاء تحت النجوم',
      location: 'صحراء أكفاي',
      duration: 'نصف يوم (نحو 6 ساعات)',
      shortDescription:
        'استبدل صخب المدينة العتيقة بسكون صحراء أكفاي الحجرية: جولة قصيرة على الجمل في الساعة الذهبية، وعشاء هادئ في مخيم تضيئه الشموع، وموسيقى حول النار.',
      description: p(
        'أكفاي صحراء حجرية من تلال مغرّة جرداء، على بعد نحو 45 دقيقة جنوب غرب مراكش على طريق أمزميز. ليست فيها كثبان رملية عالية، لكنها تمنح ما لا تستطيعه الصحراء الكبرى في رحلة قصيرة: منظرًا واسعًا خاليًا على أقل من ساعة من المدينة، وجدار الأطلس الكبير المثلج في الأفق.',
        'نغادر مراكش نحو الساعة 3 عصرًا (5 مساءً صيفًا) متجهين إلى مخيم صغير تديره أسرة من قرية دوار لحنا المجاورة. بعد الشاي تركب الجمل نحو 40 دقيقة على امتداد التلال بينما يتحول لونها إلى الذهبي ثم الأحمر ثم البنفسجي.',
        'يُقدَّم العشاء في خيمة أو تحت السماء المفتوحة حسب الموسم: سلطات موسمية، وطاجين لحم غنم أو خضر مطهو ببطء على الفحم، وفواكه الموسم ومزيد من الشاي. الخيارات النباتية والخالية من الغلوتين متاحة، يكفي أن تخبرنا عند الحجز.',
        'بعد العشاء يعزف موسيقيون من القرية إيقاعات كناوة وأمازيغية حول النار، وفي الليالي غير المقمرة تبهرك النجوم. نعيدك إلى فندقك بين العاشرة والحادية عشرة ليلًا.',
      ),
      requirements: [
        'سترة دافئة، فأمسيات الصحراء باردة من نوفمبر إلى مارس',
        'سروال مريح لركوب الجمل',
        'أخبرنا باحتياجاتك الغذائية عند الحجز',
        'لا يُنصح بركوب الجمل أثناء الحمل',
      ],
      included: [
        'النقل ذهابًا وإيابًا من مراكش بحافلة صغيرة مكيّفة',
        'شاي بالنعناع وحلويات للترحيب',
        'جولة على الجمل عند الغروب (نحو 40 دقيقة)',
        'عشاء من ثلاثة أطباق مع الماء والمشروبات الغازية',
        'موسيقى حية حول النار',
      ],
      excluded: [
        'المشروبات الكحولية',
        'الإكراميات لأصحاب الجمال وطاقم المخيم',
        'جولة اختيارية بالدراجة الرباعية قبل الغروب',
        'المبيت في المخيم (متاح عند الطلب)',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.ar,
      seoTitle: 'غروب صحراء أكفاي على الجمل مع عشاء انطلاقًا من مراكش',
      seoDescription:
        'رحلة نصف يوم إلى صحراء أكفاي مع جولة على الجمل عند الغروب وعشاء طاجين تحت النجوم وموسيقى حية. النقل مشمول.',
    },
  },
  'merzouga-sahara-3-day-trip': {
    fr: {
      name: 'Trois jours au Sahara : Merzouga et les dunes de l’Erg Chebbi',
      location: 'Merzouga',
      duration: '3 jours / 2 nuits',
      shortDescription:
        'Franchissez le Haut Atlas, dormez dans la vallée du Dadès et partez à dos de dromadaire dans les grandes dunes de l’Erg Chebbi pour une nuit en bivouac.',
      description: p(
        'Les vraies dunes du Sahara se méritent : Merzouga est à environ 560 km de Marrakech. Ce voyage en petit groupe fait de la route une partie de l’expérience, avec 12 voyageurs au plus dans un minibus confortable et un chauffeur-guide qui connaît chaque piste du Sud.',
        'Le premier jour, on franchit le Haut Atlas par le col du Tizi n’Tichka, à 2 260 mètres, avec un arrêt à Aït Benhaddou, le ksar fortifié où furent tournés Gladiator et Game of Thrones. Après Ouarzazate, la route des Mille Kasbahs mène à la vallée du Dadès pour la nuit, dans une maison d’hôtes familiale.',
        'Le deuxième jour, vous marchez entre les hautes parois des gorges du Todra, puis vous continuez après Erfoud jusqu’à l’Erg Chebbi. Vers 17 h, vous échangez le minibus contre un dromadaire pour une heure et demie de marche dans les dunes, et vous arrivez au camp au coucher du soleil. Le dîner est servi sous la tente, suivi de percussions autour du feu.',
        'Le troisième jour, levez-vous tôt pour grimper sur une dune au lever du soleil, puis revenez à dos de dromadaire à Merzouga pour le petit-déjeuner et une douche. Le retour vers Marrakech est long, environ 10 heures avec les arrêts, par la vallée du Drâa et de nouveau le Tichka. Arrivée à Marrakech en soirée.',
      ),
      requirements: [
        'Supporter de longues journées de route (jusqu’à 10 heures)',
        'Un petit sac pour la nuit ; les gros bagages restent dans le minibus',
        'Des vêtements chauds pour les nuits dans le désert d’octobre à avril',
        'Lunettes de soleil, chapeau et chèche contre le vent et le sable',
        'Les informations de votre passeport à la réservation, pour l’enregistrement à l’hôtel',
      ],
      included: [
        'Transport en minibus climatisé avec chauffeur-guide',
        'Une nuit en maison d’hôtes dans la vallée du Dadès, dîner et petit-déjeuner compris',
        'Une nuit en bivouac avec tente et salle de bain privées',
        'Méharée aller-retour jusqu’au camp',
        'Deux dîners et deux petits-déjeuners',
        'Marche guidée dans les gorges du Todra',
      ],
      excluded: [
        'Déjeuners (environ 100 dirhams par jour)',
        'Guide local à Aït Benhaddou (facultatif)',
        'Boissons et pourboires',
        'Assurance voyage',
      ],
      cancellationPolicy:
        'Annulation gratuite jusqu’à 7 jours avant le départ. Entre 7 et 3 jours, 50 % sont remboursés. Les annulations dans les 72 heures et les absences ne sont pas remboursées. Si la neige ferme le col du Tichka, nous reportons ou remboursons intégralement.',
      seoTitle: 'Circuit de 3 jours au Sahara de Marrakech à Merzouga',
      seoDescription:
        'Circuit de 3 jours en petit groupe de Marrakech aux dunes de l’Erg Chebbi : méharée, bivouac, gorges du Todra et du Dadès.',
    },
    es: {
      name: 'Tres días al Sáhara: Merzouga y las dunas del Erg Chebbi',
      location: 'Merzouga',
      duration: '3 días / 2 noches',
      shortDescription:
        'Cruza el Alto Atlas, duerme en el valle del Dades y entra en camello en las grandes dunas del Erg Chebbi para pasar la noche en un campamento del desierto.',
      description: p(
        'Si quieres dunas de verdad, hay que viajar hasta ellas: Merzouga está a unos 560 km de Marrakech. Este viaje en grupo reducido convierte el trayecto en parte de la experiencia, con un máximo de 12 viajeros en un minibús cómodo y un conductor-guía que conoce todas las carreteras del sur.',
        'El primer día se cruza el Alto Atlas por el puerto del Tizi n’Tichka, a 2.260 metros, con parada en Aït Benhaddou, el pueblo fortificado donde se rodaron Gladiator y Juego de Tronos. Pasado Ouarzazate, la Ruta de las Mil Kasbas lleva al valle del Dades, donde se duerme en una casa de huéspedes familiar.',
        'El segundo día caminas entre las altas paredes de la garganta del Todra y sigues después de Erfoud hasta el borde del Erg Chebbi. Hacia las 17:00 cambias el minibús por un camello y cabalgas hora y media entre las dunas hasta llegar al campamento con la puesta de sol. La cena se sirve en la jaima, seguida de tambores alrededor del fuego.',
        'El tercer día madruga para subir a una duna a ver el amanecer y vuelve en camello a Merzouga para desayunar y ducharte. El regreso a Marrakech es largo, unas 10 horas con paradas, por el valle del Draa y de nuevo por el Tichka. Llegada a Marrakech por la noche.',
      ),
      requirements: [
        'Estar dispuesto a pasar días largos en el vehículo (hasta 10 horas)',
        'Una bolsa pequeña para la noche; el equipaje grande se queda en el minibús',
        'Ropa de abrigo para las noches del desierto de octubre a abril',
        'Gafas de sol, sombrero y un pañuelo contra el viento y la arena',
        'Los datos del pasaporte al reservar, para el registro en los alojamientos',
      ],
      included: [
        'Transporte en minibús con aire acondicionado y conductor-guía',
        'Una noche en una casa de huéspedes del valle del Dades con cena y desayuno',
        'Una noche en campamento del desierto con jaima y baño privados',
        'Ruta en camello de ida y vuelta al campamento',
        'Dos cenas y dos desayunos',
        'Paseo guiado por la garganta del Todra',
      ],
      excluded: [
        'Almuerzos (unos 100 dírhams al día)',
        'Guía local en Aït Benhaddou (opcional)',
        'Bebidas y propinas',
        'Seguro de viaje',
      ],
      cancellationPolicy:
        'Cancelación gratuita hasta 7 días antes de la salida. Entre 7 y 3 días se reembolsa el 50 %. Las cancelaciones con menos de 72 horas y las ausencias no se reembolsan. Si la nieve cierra el puerto del Tichka, cambiamos la fecha o reembolsamos el importe completo.',
      seoTitle: 'Viaje de 3 días al Sáhara desde Marrakech a Merzouga',
      seoDescription:
        'Viaje de 3 días en grupo reducido de Marrakech a las dunas del Erg Chebbi con ruta en camello, campamento, gargantas del Todra y del Dades.',
    },
    ar: {
      name: 'ثلاثة أيام إلى الصحراء الكبرى: مرزوكة وكثبان عرق الشبي',
      location: 'مرزوكة',
      duration: '3 أيام / ليلتان',
      shortDescription:
        'اعبر الأطلس الكبير، وبِت في وادي دادس، واركب الجمل نحو كثبان عرق الشبي الكبرى لتقضي ليلة في مخيم صحراوي.',
      description: p(
        'من يريد كثبان الصحراء الحقيقية عليه أن يسافر إليها، فمرزوكة تبعد نحو 560 كلم عن مراكش. تجعل هذه الرحلة في مجموعة صغيرة الطريقَ جزءًا من التجربة، بما لا يزيد عن 12 مسافرًا في حافلة صغيرة مريحة مع سائق مرشد يعرف كل طرق الجنوب.',
        'في اليوم الأول نعبر الأطلس الكبير عبر ممر تيزي نتيشكا على ارتفاع 2260 مترًا، ونتوقف في آيت بن حدو، القصر المحصّن الذي صُوّر فيه فيلم المصارع ومسلسل صراع العروش. وبعد ورزازات نسلك طريق الألف قصبة إلى وادي دادس للمبيت في دار ضيافة عائلية.',
        'في اليوم الثاني تمشي بين الجدران العالية لمضايق تودغى، ثم نواصل بعد أرفود إلى حافة عرق الشبي. نحو الخامسة مساءً تترك الحافلة لتركب الجمل ساعة ونصفًا بين الكثبان، فتصل إلى المخيم مع غروب الشمس. يُقدَّم العشاء في خيمة المخيم، ثم قرع الطبول حول النار.',
        'استيقظ باكرًا في اليوم الثالث لتصعد كثيبًا وتشاهد الشروق، ثم عد على الجمل إلى مرزوكة للفطور والاستحمام. طريق العودة إلى مراكش طويل، نحو 10 ساعات مع التوقفات، عبر وادي درعة ثم ممر تيشكا من جديد. الوصول إلى مراكش مساءً.',
      ),
      requirements: [
        'تحمّل أيام طويلة في السيارة (حتى 10 ساعات)',
        'حقيبة صغيرة للمبيت، وتبقى الأمتعة الكبيرة في الحافلة',
        'ملابس دافئة لليالي الصحراء من أكتوبر إلى أبريل',
        'نظارات شمسية وقبعة ووشاح للوقاية من الريح والرمل',
        'بيانات جواز السفر عند الحجز لتسجيل الإقامة',
      ],
      included: [
        'النقل بحافلة صغيرة مكيّفة مع سائق مرشد',
        'ليلة في دار ضيافة بوادي دادس مع العشاء والفطور',
        'ليلة في مخيم صحراوي بخيمة وحمام خاصين',
        'رحلة على الجمل ذهابًا وإيابًا إلى المخيم',
        'وجبتا عشاء ووجبتا فطور',
        'جولة مشي مع مرشد في مضايق تودغى',
      ],
      excluded: [
        'وجبات الغداء (نحو 100 درهم في اليوم)',
        'مرشد محلي في آيت بن حدو (اختياري)',
        'المشروبات والإكراميات',
        'تأمين السفر',
      ],
      cancellationPolicy:
        'إلغاء مجاني حتى 7 أيام قبل الانطلاق. بين 7 أيام و3 أيام يُسترد 50٪. لا يُسترد المبلغ عند الإلغاء خلال 72 ساعة أو عدم الحضور. وإذا أغلق الثلج ممر تيشكا نؤجل الرحلة أو نرد المبلغ كاملًا.',
      seoTitle: 'رحلة 3 أيام إلى الصحراء من مراكش إلى مرزوكة',
      seoDescription:
        'رحلة صحراوية لمجموعة صغيرة مدتها 3 أيام من مراكش إلى كثبان عرق الشبي مع جولة على الجمل ومخيم ومضايق تودغى ودادس.',
    },
  },
  'medina-cooking-class': {
    fr: {
      name: 'Cours de cuisine marocaine dans un riad de la médina',
      location: 'Médina de Marrakech',
      duration: '5 heures',
      shortDescription:
        'Faites le marché avec la cheffe Fatima, puis cuisinez un vrai déjeuner marocain, du zaalouk au tajine, dans la cuisine d’un riad du XIXe siècle.',
      description: p(
        'Notre école de cuisine occupe un riad restauré du quartier de la Kasbah, à quelques minutes à pied des tombeaux saadiens. Les cours sont donnés par Fatima, qui a appris à cuisiner chez sa grand-mère à Ouarzazate et a dirigé la cuisine d’un restaurant de la médina pendant douze ans avant d’enseigner.',
        'La journée commence à 9 h 30 par une promenade jusqu’au marché du quartier, près de Bab Agnaou, où vous choisissez légumes, herbes et épices, et apprenez à distinguer un bon citron confit d’un citron fatigué. De retour au riad, autour d’un thé à la menthe, Fatima explique les mélanges d’épices de base.',
        'Chacun a son propre plan de travail. Ensemble, vous préparez deux salades cuites, comme le zaalouk (aubergine fumée) et la taktouka (poivrons et tomates), un tajine de poulet au citron confit et aux olives ou un tajine de légumes, et des msemen, ces crêpes carrées feuilletées, pliées puis cuites sur la plaque.',
        'Vers 14 h, vous passez à table sur la terrasse pour déguster tout ce que vous avez préparé. Vous repartez avec les recettes imprimées et un sachet de ras el hanout. Des menus végétariens et végans sont possibles, et les enfants de plus de huit ans sont les bienvenus avec un adulte.',
      ),
      requirements: [
        'Signalez allergies et régimes alimentaires à la réservation',
        'Les enfants de 8 à 15 ans doivent être accompagnés d’un adulte payant',
        'Des chaussures confortables pour la visite du marché',
        'Rendez-vous au point de rencontre près de Bab Agnaou à 9 h 30',
      ],
      included: [
        'Visite guidée du marché',
        'Tous les ingrédients et ustensiles',
        'Cours pratique avec la cheffe Fatima et une assistante',
        'Déjeuner des plats que vous cuisinez, avec eau et thé à la menthe',
        'Recettes imprimées et un sachet d’épices à emporter',
      ],
      excluded: [
        'Transferts depuis l’hôtel (le riad est à quelques pas de Jemaa el-Fna)',
        'Boissons sans alcool',
        'Pourboires pour la cheffe et son assistante',
        'Ustensiles et tajines de la boutique du riad',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.fr,
      seoTitle: 'Cours de cuisine à Marrakech dans un riad avec visite du marché',
      seoDescription:
        'Cours de cuisine marocaine avec la cheffe Fatima : marché, salades, tajine et msemen, déjeuner sur la terrasse d’un riad.',
    },
    es: {
      name: 'Clase de cocina marroquí en un riad de la medina',
      location: 'Medina de Marrakech',
      duration: '5 horas',
      shortDescription:
        'Compra en el mercado con la chef Fatima y cocina un almuerzo marroquí completo, del zaalouk al tajín, en la cocina de un riad del siglo XIX.',
      description: p(
        'Nuestra escuela de cocina está en un riad restaurado del barrio de la Kasba, a pocos minutos a pie de las Tumbas Saadíes. Las clases las imparte Fatima, que aprendió a cocinar en la cocina de su abuela en Ouarzazate y dirigió la cocina de un restaurante de la medina durante doce años antes de dedicarse a enseñar.',
        'El día empieza a las 9:30 con un paseo hasta el mercado del barrio, cerca de Bab Agnaou, donde eliges verduras, hierbas y especias y aprendes a distinguir un buen limón confitado de uno pasado. De vuelta en el riad, con un té con hierbabuena, Fatima explica las mezclas de especias básicas.',
        'Cada participante tiene su propio puesto. Juntos preparáis dos ensaladas cocidas, como el zaalouk (berenjena ahumada) y la taktouka (pimientos y tomate), un tajín de pollo con limón confitado y aceitunas o un tajín de verduras, y msemen, las crepes cuadradas hojaldradas que se pliegan y se hacen en la plancha.',
        'Hacia las 14:00 os sentáis en la azotea a comer todo lo que habéis cocinado. Te llevas las recetas impresas y una bolsita de ras el hanout. Hay menús vegetarianos y veganos, y los niños mayores de ocho años son bienvenidos con un adulto.',
      ),
      requirements: [
        'Indícanos alergias y necesidades alimentarias al reservar',
        'Los niños de 8 a 15 años deben ir con un adulto que pague su plaza',
        'Calzado cómodo para el paseo por el mercado',
        'Llegar al punto de encuentro cerca de Bab Agnaou a las 9:30',
      ],
      included: [
        'Visita guiada al mercado',
        'Todos los ingredientes y utensilios',
        'Clase práctica con la chef Fatima y una ayudante',
        'Almuerzo con los platos que cocines, con agua y té con hierbabuena',
        'Recetas impresas y una bolsa de especias para llevar',
      ],
      excluded: [
        'Traslados desde el hotel (el riad está a un paseo de Jemaa el-Fna)',
        'Refrescos',
        'Propinas para la chef y su ayudante',
        'Utensilios y tajines de la tienda del riad',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.es,
      seoTitle: 'Clase de cocina en Marrakech en un riad con visita al mercado',
      seoDescription:
        'Clase práctica de cocina marroquí con la chef Fatima: mercado, ensaladas, tajín y msemen, y almuerzo en la azotea de un riad.',
    },
    ar: {
      name: 'درس في الطبخ المغربي داخل رياض بالمدينة العتيقة',
      location: 'مدينة مراكش العتيقة',
      duration: '5 ساعات',
      shortDescription:
        'تسوّق من السوق المحلي مع الشيف فاطمة، ثم اطهُ غداءً مغربيًا كاملًا، من الزعلوك إلى الطاجين، في مطبخ رياض يعود إلى القرن التاسع عشر.',
      description: p(
        'تقع مدرسة الطبخ لدينا في رياض مرمَّم بحي القصبة، على بعد دقائق مشيًا من قبور السعديين. تقدّم الدروس فاطمة التي تعلّمت الطبخ في مطبخ جدتها بورزازات، وأدارت مطبخ مطعم في المدينة العتيقة اثنتي عشرة سنة قبل أن تتفرغ للتعليم.',
        'يبدأ اليوم في التاسعة والنصف بجولة إلى سوق الحي قرب باب أكناو، حيث تختار الخضر والأعشاب والتوابل، وتتعلم التمييز بين الحامض المصبّر الجيد والذابل. وعند العودة إلى الرياض، على كأس شاي بالنعناع، تشرح فاطمة خلطات التوابل الأساسية.',
        'لكل مشارك طاولة عمله. تحضّرون معًا سلطتين مطبوختين مثل الزعلوك (باذنجان مدخّن) والتكتوكة (فلفل وطماطم)، وطاجين دجاج بالحامض المصبّر والزيتون أو طاجين خضر، والمسمّن، تلك الفطائر المربعة المورّقة التي تُطوى وتُطهى على الصاج.',
        'نحو الثانية ظهرًا تجلسون على السطح لتذوّق كل ما حضّرتموه. وتغادر ومعك الوصفات مطبوعة وكيس صغير من رأس الحانوت. تتوفر قوائم نباتية وخالية من المنتجات الحيوانية، والأطفال فوق ثماني سنوات مرحّب بهم برفقة شخص بالغ.',
      ),
      requirements: [
        'أخبرنا بالحساسية والاحتياجات الغذائية عند الحجز',
        'يجب أن يرافق الأطفالَ من 8 إلى 15 سنة شخصٌ بالغ يدفع ثمن مشاركته',
        'حذاء مريح لجولة السوق',
        'الحضور إلى نقطة اللقاء قرب باب أكناو في التاسعة والنصف',
      ],
      included: [
        'جولة في السوق مع مرشد',
        'جميع المكونات والأدوات',
        'درس تطبيقي مع الشيف فاطمة ومساعدتها',
        'غداء من الأطباق التي تطهوها مع الماء والشاي بالنعناع',
        'وصفات مطبوعة وكيس توابل تأخذه معك',
      ],
      excluded: [
        'النقل من الفندق (الرياض على مسافة مشي من جامع الفنا)',
        'المشروبات الغازية',
        'الإكراميات للشيف ومساعدتها',
        'أواني الطبخ والطواجن من متجر الرياض',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.ar,
      seoTitle: 'درس طبخ في مراكش داخل رياض مع جولة في السوق',
      seoDescription:
        'درس تطبيقي في الطبخ المغربي مع الشيف فاطمة: جولة في السوق، وسلطات، وطاجين ومسمّن، وغداء على سطح رياض.',
    },
  },
  'essaouira-day-trip': {
    fr: {
      name: 'Excursion à Essaouira : remparts, port et poisson grillé',
      location: 'Essaouira',
      duration: 'Journée complète (11 heures)',
      shortDescription:
        'Échangez la chaleur de Marrakech contre la brise de l’Atlantique : une médina fortifiée, des barques bleues et du poisson grillé tout juste sorti du port.',
      description: p(
        'Essaouira est à trois heures à l’ouest de Marrakech, et l’on s’y croirait dans un autre pays : murs blanchis aux volets bleus, mouettes, alizé régulier et odeur de la mer. Sa médina du XVIIIe siècle, dessinée par un ingénieur français pour le sultan Mohammed ben Abdallah, est inscrite au patrimoine mondial de l’UNESCO.',
        'En route, nous nous arrêtons dans une coopérative d’argan tenue par des femmes des villages alentour. Nous ne nous arrêtons pas aux arganiers de bord de route où grimpent des chèvres : on les y place souvent pour les photos, et nous préférons ne pas encourager cette pratique.',
        'À Essaouira, votre guide vous fait découvrir en une heure la médina, les remparts de la Skala de la Ville et leurs canons de bronze, l’ancien Mellah et les ateliers de bois de thuya. L’après-midi est ensuite libre.',
        'Notre conseil pour le déjeuner : rejoignez le port de pêche, choisissez sardines, daurade ou crevettes aux étals des grillades et dégustez-les sur un banc face aux barques. Convenez du prix au poids avant la cuisson. Départ d’Essaouira vers 16 h 30, retour à Marrakech vers 19 h 30.',
      ),
      requirements: [
        'Une couche coupe-vent : il fait souvent 10 degrés de moins à Essaouira qu’à Marrakech',
        'Des chaussures de marche confortables',
        'Environ 6 heures de route au total',
        'Des espèces pour déjeuner aux grillades du port',
      ],
      included: [
        'Transport aller-retour depuis Marrakech en minibus climatisé',
        'Arrêt dans une coopérative féminine d’argan',
        'Découverte guidée de la médina pendant une heure',
        'Après-midi libre avec notre plan des bonnes adresses',
      ],
      excluded: [
        'Déjeuner et boissons',
        'Hammam ou cours de surf à Essaouira (facultatifs)',
        'Pourboires pour le guide et le chauffeur',
        'Nuit sur place (nous pouvons l’organiser)',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.fr,
      seoTitle: 'Excursion à Essaouira depuis Marrakech avec visite guidée de la médina',
      seoDescription:
        'Journée à Essaouira depuis Marrakech : coopérative d’argan, visite guidée de la médina classée par l’UNESCO et temps libre.',
    },
    es: {
      name: 'Excursión a Esauira: murallas, puerto y pescado a la brasa',
      location: 'Esauira',
      duration: 'Día completo (11 horas)',
      shortDescription:
        'Cambia el calor de Marrakech por la brisa del Atlántico: una medina amurallada, barcas azules y pescado a la brasa recién llegado del puerto.',
      description: p(
        'Esauira está a tres horas al oeste de Marrakech y parece otro país: paredes encaladas con contraventanas azules, gaviotas, un alisio constante y olor a mar. Su medina del siglo XVIII, diseñada por un ingeniero francés para el sultán Mohammed ben Abdallah, es Patrimonio Mundial de la UNESCO.',
        'Por el camino paramos en una cooperativa de argán que llevan mujeres de los pueblos de alrededor. No paramos en los árboles de la carretera con cabras en las ramas: a menudo las colocan allí para las fotos y preferimos no fomentarlo.',
        'En Esauira, tu guía te ofrece una introducción de una hora a la medina, las murallas de la Skala de la Ville con sus cañones de bronce, el antiguo Mellah y los talleres de madera de tuya. Después tienes la tarde libre.',
        'Nuestro consejo para comer: ve al puerto pesquero, elige sardinas, dorada o gambas en los puestos de brasa y cómelas en un banco frente a las barcas. Acuerda el precio por peso antes de que lo pongan al fuego. Salimos de Esauira hacia las 16:30 y llegamos a Marrakech sobre las 19:30.',
      ),
      requirements: [
        'Una prenda cortavientos: Esauira suele estar 10 grados más fresca que Marrakech',
        'Calzado cómodo para caminar',
        'Unas 6 horas de vehículo en total',
        'Efectivo para comer en las brasas del puerto',
      ],
      included: [
        'Transporte de ida y vuelta desde Marrakech en minibús con aire acondicionado',
        'Parada en una cooperativa de argán de mujeres',
        'Introducción guiada de una hora a la medina',
        'Tarde libre con nuestro mapa de sitios recomendados',
      ],
      excluded: [
        'Comida y bebidas',
        'Hammam o clase de surf en Esauira (opcionales)',
        'Propinas para el guía y el conductor',
        'Noche en Esauira (podemos organizarla)',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.es,
      seoTitle: 'Excursión a Esauira desde Marrakech con visita guiada a la medina',
      seoDescription:
        'Día completo de Marrakech a Esauira con cooperativa de argán, paseo guiado por la medina de la UNESCO y tiempo libre.',
    },
    ar: {
      name: 'رحلة يوم إلى الصويرة: الأسوار والميناء والسمك المشوي',
      location: 'الصويرة',
      duration: 'يوم كامل (11 ساعة)',
      shortDescription:
        'استبدل حرّ مراكش بنسيم الأطلسي: مدينة عتيقة مسوّرة، وقوارب صيد زرقاء، وسمك يُشوى طازجًا من الميناء.',
      description: p(
        'تقع الصويرة على بعد ثلاث ساعات غرب مراكش، وتبدو كأنها بلد آخر: جدران مطلية بالأبيض ونوافذ زرقاء، ونوارس، ورياح تجارية دائمة، ورائحة البحر. مدينتها العتيقة التي تعود إلى القرن الثامن عشر، وصمّمها مهندس فرنسي للسلطان محمد بن عبد الله، مدرجة في قائمة التراث العالمي لليونسكو.',
        'في الطريق نتوقف عند تعاونية أركان تديرها نساء من القرى المجاورة. ولا نتوقف عند أشجار الطريق التي تتسلقها الماعز، فكثيرًا ما توضع هناك من أجل الصور ونفضّل ألا نشجع ذلك.',
        'في الصويرة يعرّفك مرشدك خلال ساعة بالمدينة العتيقة، وأسوار سقالة المدينة بمدافعها البرونزية، والملاح القديم، وورشات خشب العرعار. ثم يكون المساء حرًا لك.',
        'نصيحتنا للغداء: امشِ إلى ميناء الصيد، واختر السردين أو الدنيس أو القمرون من أكشاك الشواء، وكُله على مقعد يطل على القوارب. اتفق على السعر حسب الوزن قبل الشواء. نغادر الصويرة نحو الرابعة والنصف ونعود إلى مراكش قرابة السابعة والنصف مساءً.',
      ),
      requirements: [
        'سترة واقية من الريح، فالصويرة غالبًا أبرد من مراكش بعشر درجات',
        'حذاء مريح للمشي',
        'نحو 6 ساعات في السيارة إجمالًا',
        'نقود للغداء عند أكشاك الشواء في الميناء',
      ],
      included: [
        'النقل ذهابًا وإيابًا من مراكش بحافلة صغيرة مكيّفة',
        'توقف عند تعاونية نسائية للأركان',
        'تعريف بالمدينة العتيقة مع مرشد لمدة ساعة',
        'مساء حر مع خريطتنا للأماكن المقترحة',
      ],
      excluded: [
        'الغداء والمشروبات',
        'حمّام أو درس ركوب الأمواج في الصويرة (اختياري)',
        'الإكراميات للمرشد والسائق',
        'المبيت (يمكننا ترتيبه لك)',
      ],
      cancellationPolicy: STANDARD_CANCELLATION.ar,
      seoTitle: 'رحلة يوم إلى الصويرة من مراكش مع جولة في المدينة العتيقة',
      seoDescription:
        'رحلة يوم كامل من مراكش إلى الصويرة مع تعاونية أركان وجولة مع مرشد في المدينة العتيقة المصنفة لدى اليونسكو ووقت حر.',
    },
  },
};
