import type { Translations } from '@ochre/shared/rules/translations';

export const desertTranslations: Translations = {
  fr: {
    title: 'Agafay ou Sahara ? Bien choisir son désert',
    metaTitle: 'Agafay ou Sahara : quel désert visiter ?',
    metaDescription:
      'Une comparaison honnête du désert d’Agafay, de l’Erg Chebbi à Merzouga et de l’Erg Chigaga : distances, dunes, saisons et bivouacs.',
    content: `
<p>« Peut-on voir le désert depuis Marrakech ? » C’est la question qu’on nous pose le plus souvent. La réponse honnête : tout dépend de ce que vous appelez désert, et du temps dont vous disposez. Il existe trois options réalistes, et chacune convient à un voyage différent.</p>

<h2>L’Agafay : un désert de pierre à une heure</h2>
<p>L’Agafay se trouve à une quarantaine de kilomètres au sud-ouest de Marrakech, sur la route d’Amizmiz. Ce n’est pas un désert de sable mais un plateau rocailleux de collines nues et ondulantes, dans des tons d’ocre et de rose, avec la muraille enneigée du Haut Atlas en arrière-plan. Il n’y a pas de hautes dunes, quoi que suggèrent certaines photos.</p>
<p>Ce que l’Agafay offre, c’est l’espace et le silence à 45 minutes de la médina. Ces dernières années, des dizaines de camps ont ouvert, de la simple tente berbère au lodge luxueux avec piscine. La plupart des visiteurs viennent pour un coucher de soleil, une balade à dromadaire ou en quad, un dîner et une nuit sous les étoiles.</p>
<h3>Choisissez l’Agafay si</h3>
<ul>
<li>Vous n’avez que trois ou quatre jours à Marrakech.</li>
<li>Vous voyagez avec de jeunes enfants ou des proches âgés qui doivent éviter les longs trajets.</li>
<li>Vous voulez l’atmosphère du désert, les étoiles et la cuisine, sans que les dunes soient indispensables.</li>
</ul>

<h2>L’Erg Chebbi à Merzouga : le Sahara classique</h2>
<p>Si vous imaginez des dunes dorées de 150 mètres sous un ciel bleu, c’est là que vous les trouverez. L’Erg Chebbi s’étend à la frontière algérienne, près du village de Merzouga, à environ 560 km de Marrakech. Par la route, cela fait neuf à dix heures de conduite, par le col du Tizi n’Tichka et la route des Mille Kasbahs.</p>
<p>Cela paraît décourageant, mais la route elle-même est l’un des grands moments du Maroc : Aït Benhaddou, les gorges du Dadès et du Todra, des oasis de palmiers et des kasbahs tout du long. Le circuit classique depuis Marrakech dure trois jours et deux nuits ; nous préférons quatre à six jours, pour que la route devienne un voyage plutôt qu’une épreuve.</p>
<h3>Choisissez Merzouga si</h3>
<ul>
<li>Vous voulez de vraies dunes de sable, celles des cartes postales.</li>
<li>Vous disposez d’au moins trois jours pleins, idéalement davantage.</li>
<li>Vous aimez les road trips et les paysages qui changent toutes les heures.</li>
</ul>
<p>Plus rapide : prendre l’avion jusqu’à Errachidia, à environ deux heures de route de Merzouga, même si les vols passent en général par Casablanca.</p>

<h2>L’Erg Chigaga : l’option sauvage</h2>
<p>Plus au sud-ouest, près de M’Hamid au bout de la vallée du Drâa, s’étend l’Erg Chigaga. Ses dunes sont aussi hautes que celles de l’Erg Chebbi mais bien plus isolées : les 60 derniers kilomètres se font hors piste, à travers des lacs asséchés et des plaines caillouteuses, en deux heures environ de 4x4. Il y a moins de camps et beaucoup moins de monde. C’est un choix merveilleux pour qui cherche un vrai sentiment d’isolement, mais il faut au moins quatre jours et un bon chauffeur.</p>

<h2>Un mot sur Zagora</h2>
<p>Beaucoup d’« excursions au Sahara » de deux jours vendues dans la médina vont à Zagora. Le trajet est plus court, mais les dunes y sont petites. Si ce sont les dunes que vous voulez, mieux vaut aller jusqu’à Merzouga ou Chigaga, ou rester plus près et apprécier l’Agafay pour ce qu’il est.</p>

<h2>Quand partir</h2>
<ul>
<li><strong>De mars à mai</strong> et <strong>d’octobre à novembre</strong>, c’est idéal presque partout.</li>
<li><strong>De juin à septembre</strong>, le Sahara affiche 40 à 45 degrés en journée. L’Agafay est plus supportable, mais reste chaud.</li>
<li><strong>De décembre à février</strong>, les journées sont claires et douces, les nuits très froides, proches de zéro au Sahara. Le col du Tichka peut fermer brièvement après une chute de neige.</li>
</ul>

<h2>Bivouacs : ce qu’il faut vérifier</h2>
<p>Dans les deux déserts, les camps vont du très rudimentaire au très confortable. Les questions à poser avant de réserver :</p>
<ul>
<li>Les tentes sont-elles privées, et la salle de bain est-elle dans la tente ou partagée ?</li>
<li>Les lits sont-ils de vrais lits, avec des couvertures adaptées à la saison ?</li>
<li>Comment les déchets sont-ils gérés, et d’où vient l’eau ?</li>
<li>À Merzouga, combien de temps dure la méharée jusqu’au camp, et existe-t-il une solution en 4x4 pour ceux qui ne peuvent pas monter ?</li>
</ul>

<blockquote>Le désert, ce n’est pas la distance parcourue. C’est l’instant où le moteur s’arrête et où l’on n’entend plus rien.</blockquote>

<h2>Notre conseil</h2>
<p>Séjour court, jeunes enfants ou premier voyage au Maroc : le <a href="/activities/agafay-desert-sunset-dinner">dîner au coucher du soleil dans l’Agafay</a>. Cinq jours ou plus et le goût de la route : le programme <a href="/travels/sahara-merzouga">Le Sahara par Merzouga</a>, avec deux nuits dans les dunes.</p>
`,
  },
  es: {
    title: '¿Agafay o el Sáhara? Cómo elegir tu desierto',
    metaTitle: 'Agafay o el Sáhara: ¿qué desierto visitar?',
    metaDescription:
      'Una comparación sincera del desierto de Agafay, el Erg Chebbi en Merzouga y el Erg Chigaga: distancias, dunas, estaciones y campamentos.',
    content: `
<p>«¿Se puede ver el desierto desde Marrakech?» es la pregunta que más oímos. La respuesta sincera: depende de lo que entiendas por desierto y del tiempo que tengas. Hay tres opciones realistas, y cada una encaja con un tipo de viaje.</p>

<h2>El Agafay: un desierto de piedra a una hora</h2>
<p>El Agafay está a unos 40 kilómetros al suroeste de Marrakech, por la carretera de Amizmiz. No es un desierto de arena, sino una meseta pedregosa de colinas desnudas y onduladas en tonos ocre y rosa, con la muralla nevada del Alto Atlas detrás. No hay grandes dunas, digan lo que digan algunas fotos.</p>
<p>Lo que sí ofrece el Agafay es espacio y silencio a 45 minutos de la medina. En los últimos años han abierto decenas de campamentos, desde sencillas jaimas bereberes hasta lujosos lodges con piscina. La mayoría de los visitantes van a ver el atardecer, dar un paseo en camello o en quad, cenar y pasar una noche bajo las estrellas.</p>
<h3>Elige el Agafay si</h3>
<ul>
<li>Solo tienes tres o cuatro días en Marrakech.</li>
<li>Viajas con niños pequeños o familiares mayores que deben evitar los trayectos largos.</li>
<li>Quieres el ambiente del desierto, las estrellas y la comida, pero las dunas no son imprescindibles.</li>
</ul>

<h2>El Erg Chebbi en Merzouga: el Sáhara clásico</h2>
<p>Si te imaginas dunas doradas de 150 metros bajo un cielo azul, aquí es donde las encontrarás. El Erg Chebbi está junto a la frontera argelina, cerca del pueblo de Merzouga, a unos 560 km de Marrakech. Por carretera son de nueve a diez horas de conducción, por el puerto del Tizi n’Tichka y la Ruta de las Mil Kasbas.</p>
<p>Suena desalentador, pero la propia carretera es uno de los grandes momentos de Marruecos: Aït Benhaddou, las gargantas del Dades y del Todra, oasis de palmeras y kasbas por todo el camino. El viaje estándar desde Marrakech es de tres días y dos noches; nosotros preferimos de cuatro a seis días, para que el trayecto sea un viaje y no una prueba de resistencia.</p>
<h3>Elige Merzouga si</h3>
<ul>
<li>Quieres dunas de arena de verdad, las de las postales.</li>
<li>Tienes al menos tres días completos, mejor más.</li>
<li>Te gustan los viajes por carretera y los paisajes que cambian cada hora.</li>
</ul>
<p>Una opción más rápida es volar a Errachidia, a unas dos horas por carretera de Merzouga, aunque los vuelos suelen hacer escala en Casablanca.</p>

<h2>El Erg Chigaga: la opción salvaje</h2>
<p>Más al suroeste, cerca de M’Hamid, al final del valle del Draa, está el Erg Chigaga. Sus dunas son tan altas como las del Erg Chebbi pero mucho más remotas: los últimos 60 kilómetros son fuera de pista, por lagos secos y llanuras pedregosas, y llevan unas dos horas en 4x4. Hay menos campamentos y mucha menos gente. Es una elección maravillosa para quien busca auténtico aislamiento, pero requiere al menos cuatro días y un buen conductor.</p>

<h2>Una palabra sobre Zagora</h2>
<p>Muchas «excursiones al Sáhara» de dos días que se venden en la medina van a Zagora. El trayecto es más corto, pero allí las dunas son pequeñas. Si lo que buscas son dunas, mejor ir hasta Merzouga o Chigaga, o quedarte más cerca y disfrutar del Agafay por lo que es.</p>

<h2>Cuándo ir</h2>
<ul>
<li><strong>De marzo a mayo</strong> y <strong>de octubre a noviembre</strong> es ideal en casi todas partes.</li>
<li><strong>De junio a septiembre</strong>, el Sáhara alcanza de 40 a 45 grados durante el día. El Agafay es más llevadero, pero sigue haciendo calor.</li>
<li><strong>De diciembre a febrero</strong> los días son despejados y templados, y las noches muy frías, cerca de cero en el Sáhara. El puerto del Tichka puede cerrarse brevemente tras una nevada.</li>
</ul>

<h2>Campamentos: qué mirar</h2>
<p>En ambos desiertos hay campamentos desde muy básicos hasta muy cómodos. Preguntas que conviene hacer antes de reservar:</p>
<ul>
<li>¿Las jaimas son privadas, y el baño está dentro o es compartido?</li>
<li>¿Las camas son camas de verdad, con mantas adecuadas a la estación?</li>
<li>¿Cómo se gestionan los residuos y de dónde sale el agua?</li>
<li>En Merzouga, ¿cuánto dura el paseo en camello hasta el campamento, y hay alternativa en 4x4 para quien no pueda montar?</li>
</ul>

<blockquote>El desierto no es la distancia que recorres. Es el momento en que se apaga el motor y no oyes absolutamente nada.</blockquote>

<h2>Nuestra sugerencia</h2>
<p>Estancia corta, familia con niños pequeños o primera vez en Marruecos: la <a href="/activities/agafay-desert-sunset-dinner">cena al atardecer en el Agafay</a>. Cinco días o más y ganas de carretera: el programa <a href="/travels/sahara-merzouga">El Sáhara por Merzouga</a>, con dos noches en las dunas.</p>
`,
  },
  ar: {
    title: 'أكفاي أم الصحراء الكبرى؟ كيف تختار صحراءك',
    metaTitle: 'أكفاي أم الصحراء الكبرى: أي صحراء تزور؟',
    metaDescription:
      'مقارنة صادقة بين صحراء أكفاي وعرق الشبي في مرزوكة وعرق شكاكة: المسافات والكثبان والمواسم والمخيمات.',
    content: `
<p>«هل يمكن أن نرى الصحراء من مراكش؟» هو السؤال الذي نسمعه أكثر من غيره. والجواب الصادق: يتوقف ذلك على ما تقصده بالصحراء، وعلى الوقت المتاح لك. هناك ثلاثة خيارات واقعية، ولكل منها نوع رحلة يناسبه.</p>

<h2>أكفاي: صحراء حجرية على بعد ساعة</h2>
<p>تقع أكفاي على بعد نحو 40 كيلومترًا جنوب غرب مراكش، على طريق أمزميز. ليست صحراء رملية أبدًا، بل هضبة صخرية من تلال جرداء متموجة بألوان المغرة والوردي، يرتفع خلفها جدار الأطلس الكبير المثلج. لا توجد فيها كثبان عالية مهما أوحت بعض الصور.</p>
<p>ما تمنحه أكفاي هو الفضاء والسكون على بعد 45 دقيقة من المدينة العتيقة. في السنوات الأخيرة افتُتحت عشرات المخيمات، من الخيام الأمازيغية البسيطة إلى النُّزل الفاخرة ذات المسابح. ويأتي معظم الزوار من أجل الغروب، وجولة على الجمل أو الدراجة الرباعية، والعشاء، وليلة تحت النجوم.</p>
<h3>اختر أكفاي إذا</h3>
<ul>
<li>كان لديك ثلاثة أو أربعة أيام فقط في مراكش.</li>
<li>كنت مسافرًا مع أطفال صغار أو أقارب مسنّين يجب أن يتجنبوا الرحلات الطويلة.</li>
<li>كنت تريد أجواء الصحراء والنجوم والطعام، ولا تعدّ الكثبان ضرورية.</li>
</ul>

<h2>عرق الشبي في مرزوكة: الصحراء الكبرى كما نعرفها</h2>
<p>إن كنت تتخيل كثبانًا ذهبية ترتفع 150 مترًا تحت سماء زرقاء، فهنا ستجدها. يمتد عرق الشبي على الحدود الجزائرية قرب قرية مرزوكة، على بعد نحو 560 كلم من مراكش. أي تسع إلى عشر ساعات من القيادة عبر ممر تيزي نتيشكا وطريق الألف قصبة.</p>
<p>يبدو ذلك مرهقًا، لكن الطريق نفسه من أجمل ما في المغرب: آيت بن حدو، ومضايق دادس وتودغى، وواحات النخيل والقصبات على طول الطريق. الرحلة المعتادة من مراكش ثلاثة أيام وليلتان، ونحن نفضّل من أربعة إلى ستة أيام، ليصبح الطريق رحلة لا محنة.</p>
<h3>اختر مرزوكة إذا</h3>
<ul>
<li>كنت تريد كثبانًا رملية حقيقية، تلك التي في البطاقات البريدية.</li>
<li>كان لديك ثلاثة أيام كاملة على الأقل، والأفضل أكثر.</li>
<li>كنت تحب رحلات الطريق والمناظر التي تتبدل كل ساعة.</li>
</ul>
<p>والخيار الأسرع هو الطيران إلى الرشيدية، على بعد نحو ساعتين بالسيارة من مرزوكة، وإن كانت الرحلات تمر عادة عبر الدار البيضاء.</p>

<h2>عرق شكاكة: الخيار البري</h2>
<p>أبعد نحو الجنوب الغربي، قرب امحاميد في نهاية وادي درعة، يمتد عرق شكاكة. كثبانه بعلو كثبان عرق الشبي لكنها أكثر عزلة بكثير: آخر 60 كيلومترًا خارج الطرق المعبّدة، عبر بحيرات جافة وسهول حجرية، وتستغرق نحو ساعتين بسيارة رباعية الدفع. المخيمات أقل والناس أقل بكثير. إنه خيار رائع لمن يبحث عن إحساس حقيقي بالعزلة، لكنه يتطلب أربعة أيام على الأقل وسائقًا ماهرًا.</p>

<h2>كلمة عن زاكورة</h2>
<p>كثير من «رحلات الصحراء» ذات اليومين التي تُباع في المدينة العتيقة تذهب إلى زاكورة. الطريق أقصر، لكن الكثبان هناك صغيرة. فإن كانت الكثبان هدفك، فالأفضل أن تذهب حتى مرزوكة أو شكاكة، أو أن تبقى قريبًا وتستمتع بأكفاي على حقيقتها.</p>

<h2>متى تذهب</h2>
<ul>
<li><strong>من مارس إلى مايو</strong> و<strong>من أكتوبر إلى نوفمبر</strong> فترتان مثاليتان في كل مكان تقريبًا.</li>
<li><strong>من يونيو إلى سبتمبر</strong> تبلغ الحرارة نهارًا في الصحراء الكبرى من 40 إلى 45 درجة. أكفاي أكثر احتمالًا لكنها تبقى حارة.</li>
<li><strong>من ديسمبر إلى فبراير</strong> أيام صافية معتدلة وليالٍ شديدة البرودة تقارب التجمد في الصحراء. وقد يُغلق ممر تيشكا لفترة قصيرة بعد تساقط الثلوج.</li>
</ul>

<h2>المخيمات: ما الذي تتحقق منه</h2>
<p>في الصحراءين تتراوح المخيمات بين البسيط جدًا والمريح جدًا. أسئلة تستحق أن تطرحها قبل الحجز:</p>
<ul>
<li>هل الخيام خاصة، وهل الحمام داخل الخيمة أم مشترك؟</li>
<li>هل الأسرّة أسرّة حقيقية، بأغطية تناسب الموسم؟</li>
<li>كيف تُدار النفايات، ومن أين يأتي الماء؟</li>
<li>في مرزوكة، كم تستغرق الرحلة على الجمل إلى المخيم، وهل يوجد بديل بسيارة رباعية الدفع لمن لا يستطيع الركوب؟</li>
</ul>

<blockquote>الصحراء ليست المسافة التي تقطعها، بل اللحظة التي يتوقف فيها المحرك فلا تسمع شيئًا على الإطلاق.</blockquote>

<h2>نصيحتنا</h2>
<p>إقامة قصيرة، أو أسرة بأطفال صغار، أو زيارة أولى للمغرب: <a href="/activities/agafay-desert-sunset-dinner">عشاء الغروب في أكفاي</a>. خمسة أيام أو أكثر وحب للطريق: برنامج <a href="/travels/sahara-merzouga">الصحراء الكبرى عبر مرزوكة</a> مع ليلتين بين الكثبان.</p>
`,
  },
};
