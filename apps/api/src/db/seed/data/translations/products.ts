import type { Translations } from '@ochre/shared/rules/translations';

const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

/** French, Spanish and Arabic versions of the products on the home page, by slug. */
export const productTranslations: Record<string, Translations> = {
  'brass-star-lantern': {
    fr: {
      name: 'Lanterne étoilée en laiton ciselé main',
      description:
        'Une lanterne suspendue en laiton, ciselée à la main d’un motif d’étoile à huit branches qui dessine des ombres de dentelle dans la pièce.',
      longDescription: p(
        'Fabriquée dans un atelier de deux artisans près du souk Haddadine, la ruelle des ferronniers de la médina de Marrakech, cette lanterne commence sa vie comme une simple feuille de laiton. Le motif est tracé à main levée, puis percé au petit burin et au marteau, trou après trou. Il faut près de deux jours de travail avant qu’elle soit mise en forme, soudée et équipée de sa chaîne.',
        'La finition est un laiton doux, légèrement patiné plutôt qu’un poli miroir : elle trouve sa place dans un appartement moderne comme dans un riad. À l’intérieur, une douille E14 standard, câblée aux normes de sécurité européennes, accepte toute ampoule LED jusqu’à 40 watts.',
        'Hauteur 42 cm sans la chaîne, diamètre 24 cm, chaîne 60 cm. Dépoussiérez avec un chiffon sec ; pour retrouver l’éclat d’origine, un peu de jus de citron et de bicarbonate suffisent. Les petites irrégularités du ciselage sont la marque du travail à la main, pas des défauts.',
      ),
      seoTitle: 'Lanterne étoilée en laiton ciselé main de Marrakech',
      seoDescription:
        'Lanterne suspendue en laiton ciselée à la main dans un atelier de la médina de Marrakech. Douille E14, 42 cm, livrée partout dans le monde.',
    },
    es: {
      name: 'Farol de estrella de latón calado a mano',
      description:
        'Un farol colgante de latón calado a mano con una estrella de ocho puntas que proyecta sombras de encaje por toda la habitación.',
      longDescription: p(
        'Hecho en un taller de dos artesanos junto al zoco Haddadine, la calle de los herreros de la medina de Marrakech, este farol nace como una lámina plana de latón. El dibujo se traza a mano alzada y se perfora con pequeños cinceles y martillo, agujero a agujero. Cada farol requiere casi dos días de trabajo antes de darle forma, soldarlo y colocarle la cadena.',
        'El acabado es un latón suave y ligeramente envejecido, no un pulido espejo, así que queda bien tanto en un piso moderno como en un riad. Lleva un portalámparas E14 estándar, cableado según la normativa europea, y admite cualquier bombilla LED de hasta 40 vatios.',
        'Altura 42 cm sin la cadena, diámetro 24 cm, cadena de 60 cm. Límpialo con un paño seco; si quieres recuperar el brillo original, basta un poco de zumo de limón y bicarbonato. Las pequeñas irregularidades del calado son la huella del trabajo manual, no defectos.',
      ),
      seoTitle: 'Farol de estrella de latón calado a mano de Marrakech',
      seoDescription:
        'Farol colgante de latón calado a mano en un taller de la medina de Marrakech. Casquillo E14, 42 cm, envíos a todo el mundo.',
    },
    ar: {
      name: 'فانوس النجمة النحاسي المخرّم يدويًا',
      description:
        'فانوس معلّق من النحاس الأصفر، مخرّم يدويًا بنقش نجمة ثمانية الرؤوس يرسم ظلالًا كالدانتيل على جدران الغرفة.',
      longDescription: p(
        'صُنع هذا الفانوس في ورشة صغيرة لحرفيَّين قرب سوق الحدادين، زقاق صنّاع المعادن في مدينة مراكش العتيقة، وبدأ حياته صفيحةً مسطحة من النحاس الأصفر. يُرسم النقش باليد الحرة ثم يُثقب بأزاميل صغيرة ومطرقة، ثقبًا بعد ثقب. ويستغرق الفانوس الواحد قرابة يومين من العمل قبل تشكيله ولحامه وتركيب سلسلته.',
        'لمسته الأخيرة نحاس ناعم معتّق قليلًا لا لمعان مرآة، فيليق بشقة عصرية كما يليق برياض تقليدي. في داخله مقبس E14 قياسي موصول وفق معايير السلامة الأوروبية، ويعمل مع أي مصباح LED حتى 40 واط.',
        'الارتفاع 42 سم دون السلسلة، والقطر 24 سم، وطول السلسلة 60 سم. يُنظّف بقطعة قماش جافة، ولاستعادة بريقه الأول يكفي قليل من عصير الليمون وبيكربونات الصوديوم. الاختلافات الصغيرة في التخريم علامة العمل اليدوي لا عيوب فيه.',
      ),
      seoTitle: 'فانوس نجمة نحاسي مخرّم يدويًا من مراكش',
      seoDescription:
        'فانوس نحاسي معلّق مخرّم يدويًا في ورشة بمدينة مراكش العتيقة. مقبس E14، ارتفاع 42 سم، شحن إلى جميع أنحاء العالم.',
    },
  },
  'saffron-leather-pouf': {
    fr: {
      name: 'Pouf en cuir safran',
      description:
        'Un pouf rond en cuir de chèvre, brodé à la main de motifs géométriques et teint d’un jaune safran profond à Marrakech.',
      longDescription: p(
        'Le cuir de ce pouf est tanné à Bab Debbagh, le quartier des tanneurs au nord-est de la médina de Marrakech, selon un lent procédé végétal à l’écorce de mimosa. Il est ensuite teint, découpé en panneaux et brodé au fil de soie par une équipe de maroquiniers du quartier Mouassine.',
        'Nous l’expédions vide : les frais de port restent raisonnables et vous le remplissez comme le font les familles marocaines, avec de vieilles couvertures, des serviettes ou des chutes de coussins, bien tassées jusqu’à ce qu’il tienne sa forme. Une fermeture éclair sous la base facilite l’opération.',
        'Diamètre 50 cm, hauteur 30 cm une fois rempli. Une odeur naturelle de cuir persiste les premières semaines ; laissez-le dans une pièce aérée et elle s’estompe. Nourrissez le cuir une fois par an avec un baume neutre.',
      ),
      seoTitle: 'Pouf en cuir safran brodé main à Marrakech',
      seoDescription:
        'Pouf en cuir de chèvre tanné végétal à Bab Debbagh, brodé à la main et livré vide. 50 cm de diamètre.',
    },
    es: {
      name: 'Puf de cuero azafrán',
      description:
        'Un puf redondo de piel de cabra con bordados geométricos hechos a mano, teñido de un amarillo azafrán intenso en Marrakech.',
      longDescription: p(
        'La piel de este puf se curte en Bab Debbagh, el barrio de los curtidores al noreste de la medina de Marrakech, con un lento proceso vegetal a base de corteza de mimosa. Después se tiñe, se corta en paneles y la borda con hilo de seda un equipo de marroquineros del barrio de Mouassine.',
        'Lo enviamos vacío, lo que abarata el envío y te permite rellenarlo como hacen las familias marroquíes: con mantas viejas, toallas o retales de cojines, bien apretados hasta que mantenga la forma. Una cremallera en la base lo pone fácil.',
        'Diámetro 50 cm, altura 30 cm una vez relleno. Las primeras semanas tendrá un olor natural a cuero; déjalo en una habitación ventilada y desaparecerá. Nútrelo una vez al año con un bálsamo neutro para cuero.',
      ),
      seoTitle: 'Puf de cuero azafrán bordado a mano en Marrakech',
      seoDescription:
        'Puf de piel de cabra de curtido vegetal de Bab Debbagh, bordado a mano y enviado sin relleno. 50 cm de diámetro.',
    },
    ar: {
      name: 'بوف جلدي بلون الزعفران',
      description: 'بوف دائري من جلد الماعز مطرّز يدويًا بزخارف هندسية ومصبوغ بلون أصفر زعفراني عميق في مراكش.',
      longDescription: p(
        'يُدبغ جلد هذا البوف في باب الدباغ، حيّ الدباغين في شمال شرق مدينة مراكش العتيقة، بطريقة نباتية بطيئة بلحاء شجر الميموزا. ثم يُصبغ ويُقطّع ألواحًا ويطرّزه بخيوط الحرير فريق من صنّاع الجلد في حيّ المواسين.',
        'نشحنه فارغًا، فتبقى كلفة الشحن معقولة وتملؤه كما تفعل الأسر المغربية: بأغطية قديمة ومناشف وبقايا الوسائد، مضغوطة جيدًا حتى يحافظ على شكله. وسحّاب في القاعدة يسهّل ذلك.',
        'القطر 50 سم والارتفاع 30 سم بعد الملء. تبقى رائحة الجلد الطبيعية في الأسابيع الأولى، وتزول إذا تركته في غرفة جيدة التهوية. غذِّ الجلد مرة في السنة ببلسم محايد.',
      ),
      seoTitle: 'بوف جلدي زعفراني مطرّز يدويًا في مراكش',
      seoDescription: 'بوف من جلد الماعز المدبوغ نباتيًا في باب الدباغ، مطرّز يدويًا ويُشحن فارغًا. قطره 50 سم.',
    },
  },
  'beni-ourain-rug': {
    fr: {
      name: 'Tapis Beni Ouarain noué main, 120 x 180 cm',
      description:
        'Un tapis en laine ivoire non teinte, parcouru d’un treillis de losanges brun foncé, noué à la main dans le Moyen Atlas.',
      longDescription: p(
        'Les tapis Beni Ouarain sont tissés par des femmes amazighes du Moyen Atlas, où les hivers sont longs et où un épais tapis de laine servait de couverture et de matelas bien avant d’être un objet de décoration. Celui-ci a été noué en six semaines environ par deux tisserandes d’une coopérative proche de Timahdite, avec la laine de leurs propres moutons.',
        'La laine est lavée à la rivière, cardée et filée à la main, et garde sa couleur naturelle. Les lignes sombres viennent de moutons bruns, pas de teinture. Le velours est épais (environ 2,5 cm) et la légère irrégularité du treillis est précisément ce que recherchent les collectionneurs.',
        'Dimensions 120 x 180 cm, à quelques centimètres près. Aspirez sans brosse rotative, tournez-le tous les quelques mois et faites-le laver par un professionnel tous les deux ou trois ans. Chaque tapis est unique ; les photos montrent la pièce réelle. Il est accompagné d’une carte signée par les tisserandes.',
      ),
      seoTitle: 'Authentique tapis Beni Ouarain 120 x 180 cm noué main',
      seoDescription:
        'Tapis Beni Ouarain noué à la main en laine ivoire et brune non teinte, issu d’une coopérative de tisserandes du Moyen Atlas.',
    },
    es: {
      name: 'Alfombra Beni Ourain anudada a mano, 120 x 180 cm',
      description:
        'Una alfombra de lana marfil sin teñir con un enrejado suelto de rombos marrón oscuro, anudada a mano en el Medio Atlas.',
      longDescription: p(
        'Las alfombras Beni Ourain las tejen mujeres amazigh del Medio Atlas, donde los inviernos son largos y una gruesa alfombra de lana era manta y colchón antes que decoración. Esta la anudaron durante unas seis semanas dos tejedoras de una cooperativa cercana a Timahdite, con la lana de sus propias ovejas.',
        'La lana se lava en el río, se carda y se hila a mano, y conserva su color natural. Las líneas oscuras son lana de ovejas marrones, no tinte. El pelo es profundo (unos 2,5 cm) y la ligera irregularidad del enrejado es justo lo que buscan los coleccionistas.',
        'Medidas 120 x 180 cm, con algún centímetro de diferencia. Aspírala sin cepillo giratorio, gírala cada pocos meses y llévala a lavar a un profesional cada dos o tres años. Cada alfombra es única; las fotos muestran la pieza real. Incluye una tarjeta firmada por las tejedoras.',
      ),
      seoTitle: 'Alfombra Beni Ourain auténtica 120 x 180 cm, anudada a mano',
      seoDescription:
        'Alfombra Beni Ourain anudada a mano en lana marfil y marrón sin teñir, de una cooperativa de tejedoras del Medio Atlas.',
    },
    ar: {
      name: 'زربية بني وراين معقودة يدويًا، 120 × 180 سم',
      description:
        'زربية من صوف عاجي غير مصبوغ تتخللها شبكة معيّنات بنية داكنة، معقودة يدويًا في الأطلس المتوسط.',
      longDescription: p(
        'تنسج زرابي بني وراين نساءٌ أمازيغيات في الأطلس المتوسط، حيث الشتاء طويل وكانت الزربية الصوفية السميكة غطاءً وفراشًا قبل أن تكون زينة. عقدت هذه الزربية في نحو ستة أسابيع نسّاجتان من تعاونية قرب تيمحضيت، بصوف أغنامهما.',
        'يُغسل الصوف في النهر ويُمشّط ويُغزل يدويًا ويبقى بلونه الطبيعي. الخطوط الداكنة من صوف الأغنام البنية لا من الصباغة. الوبر عميق (نحو 2.5 سم)، وعدم انتظام الشبكة قليلًا هو بالضبط ما يبحث عنه هواة الاقتناء.',
        'المقاس 120 × 180 سم بفارق بضعة سنتيمترات. نظّفها بالمكنسة الكهربائية دون الفرشاة الدوّارة، وأدرها كل بضعة أشهر، واغسلها لدى محترف كل سنتين أو ثلاث. كل زربية فريدة، والصور تُظهر القطعة نفسها. ترافقها بطاقة موقّعة من النسّاجتين.',
      ),
      seoTitle: 'زربية بني وراين أصلية 120 × 180 سم معقودة يدويًا',
      seoDescription:
        'زربية بني وراين معقودة يدويًا من صوف عاجي وبني غير مصبوغ، من تعاونية نسّاجات في الأطلس المتوسط.',
    },
  },
  'safi-cooking-tagine': {
    fr: {
      name: 'Tajine de cuisson en terre vernissée, 30 cm',
      description:
        'Un vrai tajine de cuisson en terre cuite au vernis brun sobre, prêt pour le feu ou le four une fois culotté.',
      longDescription: p(
        'C’est le tajine dans lequel cuisinent vraiment les familles marocaines, pas un objet décoratif. Il est tourné sur la colline des potiers de Safi, sur la côte atlantique, et cuit au four à bois. Son couvercle conique renvoie la vapeur sur les aliments : un tajine de poulet au citron confit et aux olives reste moelleux des heures à feu doux.',
        'Avant la première utilisation, faites tremper la base et le couvercle deux heures dans l’eau, laissez sécher, frottez l’intérieur d’huile d’olive et enfournez à froid en montant doucement jusqu’à 150 degrés. Sur le gaz ou une plaque électrique, utilisez toujours un diffuseur et gardez un feu doux : l’argile craint les chocs thermiques.',
        'Diamètre 30 cm, pour trois à quatre personnes. Le vernis est sans plomb et testé pour l’usage alimentaire. Lavez à la main, à l’eau tiède et sans détergent. Une fiche recette du tajine de poulet de notre école de cuisine est glissée dans la boîte.',
      ),
      seoTitle: 'Tajine marocain de cuisson 30 cm, vernis sans plomb',
      seoDescription:
        'Véritable tajine de cuisson en terre des potiers de Safi. Vernis sans plomb, conseils de culottage et fiche recette inclus.',
    },
    es: {
      name: 'Tajín de barro esmaltado para cocinar, 30 cm',
      description:
        'Un auténtico tajín de cocina de terracota con un sencillo esmalte marrón, listo para el fuego o el horno una vez curado.',
      longDescription: p(
        'Este es el tajín en el que cocinan de verdad las familias marroquíes, no uno decorativo. Se modela en la colina de los alfareros de Safi, en la costa atlántica, y se cuece en hornos de leña. La tapa cónica devuelve el vapor sobre la comida, así que un tajín de pollo con limón confitado y aceitunas se mantiene jugoso durante horas a fuego lento.',
        'Antes del primer uso, deja la base y la tapa en remojo dos horas, sécalas, unta el interior con aceite de oliva y hornéalo partiendo de horno frío hasta llegar poco a poco a 150 grados. En gas o vitrocerámica usa siempre un difusor y fuego bajo: el barro se agrieta con los cambios bruscos.',
        'Diámetro 30 cm, para tres o cuatro personas. El esmalte no lleva plomo y está probado para uso alimentario. Lávalo a mano con agua tibia y sin detergente. En la caja va una ficha con la receta del tajín de pollo de nuestra escuela de cocina.',
      ),
      seoTitle: 'Tajín marroquí para cocinar 30 cm, esmalte sin plomo',
      seoDescription:
        'Auténtico tajín de barro de los alfareros de Safi. Esmalte sin plomo, instrucciones de curado y ficha de receta incluidas.',
    },
    ar: {
      name: 'طاجين طهي من الفخار المزجّج، 30 سم',
      description: 'طاجين طهي حقيقي من الطين المشوي بطلاء بني بسيط، جاهز للموقد أو الفرن بعد تعتيقه.',
      longDescription: p(
        'هذا هو الطاجين الذي تطهو فيه الأسر المغربية فعلًا، لا طاجين للزينة. يُصنع على تلّ الخزّافين في آسفي على ساحل الأطلسي ويُشوى في أفران الحطب. يعيد غطاؤه المخروطي البخار إلى الطعام، فيبقى طاجين الدجاج بالليمون المصبّر والزيتون طريًا ساعات على نار هادئة.',
        'قبل الاستعمال الأول، انقع القاعدة والغطاء في الماء ساعتين، ثم جففهما، وادهن الداخل بزيت الزيتون، وضعه في فرن بارد ترفع حرارته ببطء حتى 150 درجة. على الغاز أو الموقد الكهربائي استعمل دائمًا موزّع حرارة وأبقِ النار هادئة، فالطين يتشقق مع الصدمات الحرارية.',
        'القطر 30 سم ويكفي ثلاثة إلى أربعة أشخاص. الطلاء خالٍ من الرصاص ومختبر للاستعمال الغذائي. يُغسل باليد بماء فاتر دون منظّف. في العلبة بطاقة وصفة طاجين الدجاج من مدرسة الطبخ لدينا.',
      ),
      seoTitle: 'طاجين مغربي للطهي 30 سم بطلاء خالٍ من الرصاص',
      seoDescription:
        'طاجين طهي فخاري حقيقي من خزّافي آسفي. طلاء خالٍ من الرصاص مع تعليمات التعتيق وبطاقة وصفة.',
    },
  },
  'engraved-moroccan-teapot': {
    fr: {
      name: 'Théière marocaine gravée, 800 ml',
      description:
        'Une théière ventrue classique en maillechort argenté, gravée à la main et pensée pour verser de haut.',
      longDescription: p(
        'Pas de cuisine marocaine sans berrad, la théière où infuse le thé à la menthe. Celle-ci est fabriquée à Fès par une famille de dinandiers qui montent encore le corps à partir d’une seule feuille et gravent le décor floral à main levée, au petit ciselet.',
        'Elle est en maillechort, l’alliage que les Marocains utilisent pour leurs théières depuis un siècle, avec un placage argent qui se patine à l’usage. Son long bec courbe verse un filet fin, exactement ce qu’il faut pour faire mousser un verre de thé.',
        '800 ml, de quoi remplir six petits verres. Posez-la sur le feu uniquement à flamme douce et ne la laissez jamais chauffer à vide. Lavage à la main ; la poignée du couvercle en bakélite reste froide.',
      ),
      seoTitle: 'Théière marocaine gravée à la main, 800 ml',
      seoDescription:
        'Théière traditionnelle pour le thé à la menthe, en maillechort argenté gravé à la main par un atelier familial de Fès.',
    },
    es: {
      name: 'Tetera marroquí grabada, 800 ml',
      description:
        'Una tetera panzuda clásica de alpaca plateada, grabada a mano y pensada para servir desde lo alto.',
      longDescription: p(
        'Ninguna cocina marroquí está completa sin un berrad, la tetera en la que se prepara el té con hierbabuena. Esta la fabrica en Fez una familia de orfebres que todavía levanta el cuerpo a partir de una sola lámina y graba el motivo floral a mano alzada con un pequeño cincel.',
        'Es de alpaca, la aleación que los marroquíes usan para sus teteras desde hace un siglo, con un baño de plata que se oscurece con el uso. Su largo pico curvo vierte un chorro fino, justo lo necesario para levantar la espuma en el vaso.',
        '800 ml, suficiente para seis vasitos. Ponla al fuego solo a llama baja y nunca dejes que se quede sin agua. Lávala a mano; el pomo de baquelita de la tapa no se calienta.',
      ),
      seoTitle: 'Tetera marroquí grabada a mano, 800 ml',
      seoDescription:
        'Tetera tradicional marroquí para té con hierbabuena, de alpaca plateada grabada a mano por un taller familiar de Fez.',
    },
    ar: {
      name: 'برّاد مغربي منقوش، 800 مل',
      description: 'برّاد تقليدي منتفخ من المايشور المفضّض، منقوش يدويًا ومصمم للصبّ من علوّ.',
      longDescription: p(
        'لا يكتمل مطبخ مغربي دون برّاد، إبريق تحضير الشاي بالنعناع. يصنع هذا البرّاد في فاس أفراد أسرة من النحّاسين ما زالوا يرفعون جسمه من صفيحة واحدة وينقشون زخرفته النباتية باليد الحرة بإزميل صغير.',
        'صُنع من المايشور، السبيكة التي يستعملها المغاربة للبرّاد منذ قرن، بطلاء فضي يزداد عمقًا مع الاستعمال. ومنقاره الطويل المقوّس يصبّ خيطًا رفيعًا، وهو ما تحتاجه لتعلو الرغوة في كأس الشاي.',
        'السعة 800 مل، تكفي ست كؤوس صغيرة. ضعه على النار الهادئة فقط ولا تتركه يغلي فارغًا. يُغسل باليد، ومقبض الغطاء من الباكليت يبقى باردًا.',
      ),
      seoTitle: 'برّاد مغربي منقوش يدويًا، 800 مل',
      seoDescription: 'برّاد تقليدي للشاي بالنعناع من المايشور المفضّض، منقوش يدويًا في ورشة عائلية بفاس.',
    },
  },
  'cosmetic-argan-oil': {
    fr: {
      name: 'Huile d’argan cosmétique pure, 100 ml',
      description:
        'Huile d’argan pressée à froid, non torréfiée, d’une coopérative de femmes du Souss, pour le visage, les cheveux et les ongles.',
      longDescription: p(
        'L’arganier ne pousse que dans le sud-ouest du Maroc, et l’huile de ses amandons est encore extraite en grande partie à la main. Les femmes de la coopérative Tighanimine cassent les noix entre deux pierres, un travail lent qui reste l’un des rares emplois rémunérés de leurs villages, puis pressent les amandons crus à froid.',
        'L’huile d’argan cosmétique est pressée à partir d’amandons non torréfiés : elle est presque inodore et d’un or pâle. Quelques gouttes sur la peau humide après la toilette, sur les pointes des cheveux ou sur les cuticules suffisent. Elle pénètre vite sans laisser de film gras.',
        '100 ml en flacon de verre ambré avec compte-gouttes. Certifiée biologique et traçable par lot. À conserver à l’abri de la chaleur et de la lumière, et à utiliser dans les 12 mois après ouverture. Pour la cuisine, choisissez plutôt l’huile alimentaire torréfiée.',
      ),
      seoTitle: 'Huile d’argan pure pressée à froid 100 ml, coopérative de femmes',
      seoDescription:
        'Huile d’argan cosmétique bio, pressée à froid à la main par la coopérative Tighanimine dans le sud-ouest du Maroc. 100 ml.',
    },
    es: {
      name: 'Aceite de argán cosmético puro, 100 ml',
      description:
        'Aceite de argán prensado en frío y sin tostar, de una cooperativa de mujeres del Sus, para rostro, cabello y uñas.',
      longDescription: p(
        'El argán solo crece en el suroeste de Marruecos, y el aceite de sus almendras todavía se extrae en gran parte a mano. Las mujeres de la cooperativa Tighanimine parten los frutos entre dos piedras, un trabajo lento que es una de las pocas oportunidades de empleo remunerado en sus pueblos, y prensan en frío las almendras crudas.',
        'El aceite de argán cosmético se prensa con almendras sin tostar, por eso es casi inodoro y de un dorado pálido. Aplica unas gotas sobre la piel húmeda después de lavarla, en las puntas del pelo o en las cutículas. Se absorbe rápido y no deja sensación grasa.',
        '100 ml en frasco de vidrio ámbar con cuentagotas. Con certificación ecológica y trazable por lote. Guárdalo lejos del calor y de la luz y úsalo en los 12 meses siguientes a su apertura. Para cocinar, busca el aceite alimentario tostado.',
      ),
      seoTitle: 'Aceite de argán puro prensado en frío 100 ml, cooperativa de mujeres',
      seoDescription:
        'Aceite de argán cosmético ecológico, prensado en frío a mano por la cooperativa Tighanimine en el suroeste de Marruecos. 100 ml.',
    },
    ar: {
      name: 'زيت أركان تجميلي خالص، 100 مل',
      description:
        'زيت أركان معصور على البارد من لوز غير محمّص، من تعاونية نسائية في سوس، للوجه والشعر والأظافر.',
      longDescription: p(
        'لا تنمو شجرة الأركان إلا في جنوب غرب المغرب، وما زال زيت لوزها يُستخرج في معظمه يدويًا. تكسر نساء تعاونية تيغانيمين الثمار بين حجرين، وهو عمل بطيء من فرص العمل المأجور القليلة في قراهن، ثم يعصرن اللوز النيّئ على البارد.',
        'يُعصر زيت الأركان التجميلي من لوز غير محمّص، لذلك يكاد يكون بلا رائحة ولونه ذهبي فاتح. ضع بضع قطرات على البشرة الرطبة بعد الغسل، أو على أطراف الشعر، أو حول الأظافر. يمتصه الجلد بسرعة دون أن يترك أثرًا دهنيًا.',
        '100 مل في قارورة زجاجية كهرمانية بقطّارة. حاصل على شهادة عضوية ويمكن تتبّعه حسب الدفعة. يُحفظ بعيدًا عن الحرارة والضوء ويُستعمل خلال 12 شهرًا من فتحه. وللطبخ اختر زيت الأركان الغذائي المحمّص.',
      ),
      seoTitle: 'زيت أركان خالص معصور على البارد 100 مل من تعاونية نسائية',
      seoDescription:
        'زيت أركان تجميلي عضوي معصور على البارد يدويًا لدى تعاونية تيغانيمين في جنوب غرب المغرب. 100 مل.',
    },
  },
  'spice-souk-collection': {
    fr: {
      name: 'Coffret Souk aux épices, six boîtes',
      description:
        'Six boîtes des épices qu’il faut pour cuisiner marocain chez soi, avec un livret de recettes de notre école de cuisine.',
      seoTitle: 'Coffret d’épices marocaines avec recettes, six boîtes',
      seoDescription:
        'Six épices marocaines essentielles, dont le safran de Taliouine, avec un livret de recettes de notre école de cuisine de Marrakech.',
    },
    es: {
      name: 'Colección Zoco de especias, seis latas',
      description:
        'Seis latas con las especias que necesitas para cocinar comida marroquí en casa, con un cuadernillo de recetas de nuestra escuela de cocina.',
      seoTitle: 'Set de especias marroquíes con recetas, seis latas',
      seoDescription:
        'Seis especias marroquíes esenciales, entre ellas azafrán de Taliouine, con un cuadernillo de recetas de nuestra escuela de cocina de Marrakech.',
    },
    ar: {
      name: 'مجموعة سوق التوابل، ست علب',
      description:
        'ست علب من التوابل التي تحتاجها لطهي الأكل المغربي في بيتك، مع كتيّب وصفات من مدرسة الطبخ لدينا.',
      seoTitle: 'علبة هدايا توابل مغربية مع وصفات، ست علب',
      seoDescription:
        'ست توابل مغربية أساسية منها زعفران تالوين، مع كتيّب وصفات من مدرسة الطبخ لدينا في مراكش.',
    },
  },
  'enamel-silver-pendant': {
    fr: {
      name: 'Pendentif en argent émaillé sur cordon',
      description:
        'Un petit pendentif en argent émaillé de vert et de jaune, dans un motif classique de l’Anti-Atlas, sur un cordon réglable.',
      seoTitle: 'Pendentif berbère en argent émaillé, style Anti-Atlas',
      seoDescription:
        'Pendentif en argent massif émaillé de vert et de jaune dans la tradition de l’Anti-Atlas, sur cordon réglable.',
    },
    es: {
      name: 'Colgante de plata esmaltada con cordón',
      description:
        'Un pequeño colgante de plata con esmalte verde y amarillo en un motivo clásico del Antiatlas, con cordón ajustable.',
      seoTitle: 'Colgante bereber de plata esmaltada, estilo Antiatlas',
      seoDescription:
        'Colgante de plata de ley con esmalte verde y amarillo según la tradición del Antiatlas, con cordón ajustable.',
    },
    ar: {
      name: 'قلادة فضية مطلية بالمينا على حبل',
      description: 'قلادة فضية صغيرة بمينا خضراء وصفراء بنقش تقليدي من الأطلس الصغير، على حبل قابل للتعديل.',
      seoTitle: 'قلادة أمازيغية من الفضة المطلية بالمينا على طراز الأطلس الصغير',
      seoDescription:
        'قلادة من الفضة الخالصة بمينا خضراء وصفراء على تقاليد الأطلس الصغير، مع حبل قابل للتعديل.',
    },
  },
};
