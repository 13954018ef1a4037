import type { Translations } from '@ochre/shared/rules/translations';

export const hammamTranslations: Translations = {
  fr: {
    title: 'Le hammam, mode d’emploi pour une première fois',
    metaTitle: 'Le hammam à Marrakech : le guide de la première fois',
    metaDescription:
      'Quoi apporter, quoi porter et comment se déroule un hammam marocain, hammam public ou spa, et combien laisser en pourboire.',
    content: `
<p>Chaque quartier traditionnel de Marrakech s’est construit autour de cinq lieux essentiels : la mosquée, l’école coranique, la fontaine, le four à pain collectif et le hammam. Depuis des siècles, le bain de vapeur est l’endroit où les Marocains se lavent vraiment, échangent les nouvelles et se préparent aux mariages et aux fêtes. Pour un visiteur, ce peut être le moment le plus reposant du voyage, ou le plus déroutant. Voici à quoi vous attendre.</p>

<h2>Hammam public ou hammam de spa ?</h2>
<h3>Le hammam de quartier</h3>
<p>Un hammam public est simple et très bon marché : l’entrée coûte en général 10 à 20 dirhams, et le gommage par une employée ou un employé environ 50 à 100 de plus. Pas de carte, pas de musique, pas de serviettes moelleuses : vous apportez tout vous-même. Certains ont des entrées séparées pour les hommes et les femmes ; d’autres alternent, les femmes l’après-midi et les hommes le matin et le soir. C’est une expérience authentique et chaleureuse, mais la première fois, mieux vaut y aller avec quelqu’un qui connaît le déroulement.</p>
<h3>Le hammam de spa</h3>
<p>Les riads et les spas proposent des hammams pensés pour les visiteurs, souvent dans de belles salles en tadelakt, pour environ 250 à 800 dirhams. Tout est fourni, une personne vous guide à chaque étape et vous pouvez ajouter un massage ensuite. C’est une initiation plus douce, et souvent le meilleur choix pour les couples, puisque les hammams publics ne sont jamais mixtes.</p>

<h2>Quoi apporter au hammam public</h2>
<ul>
<li>Du savon beldi, le savon noir onctueux à base d’olive</li>
<li>Un kessa, le gant de gommage rugueux</li>
<li>Du ghassoul pour les cheveux et la peau, si vous le souhaitez</li>
<li>Du shampoing, un peigne et une serviette</li>
<li>Des tongs</li>
<li>Des sous-vêtements de rechange, puisque vous garderez les vôtres à l’intérieur</li>
<li>Un petit tapis en plastique pour vous asseoir, si vous en avez un</li>
</ul>
<p>On trouve presque tout cela dans les petites boutiques voisines de l’entrée de chaque hammam.</p>

<h2>Le déroulement, étape par étape</h2>
<ol>
<li><strong>Déshabillez-vous au vestiaire.</strong> Les femmes gardent en général le bas de leurs sous-vêtements ; les hommes portent un short ou un sous-vêtement. La nudité complète n’est pas d’usage.</li>
<li><strong>Passez d’une salle à l’autre.</strong> Il y en a généralement trois, chacune plus chaude que la précédente. Commencez par la salle tiède et laissez votre corps s’habituer.</li>
<li><strong>Remplissez vos seaux.</strong> L’eau chaude et l’eau froide coulent de robinets muraux. Mélangez-les dans des seaux pour vous rincer.</li>
<li><strong>Appliquez le savon noir.</strong> Étalez-le partout et attendez cinq à dix minutes que la vapeur agisse sur la peau.</li>
<li><strong>Le gommage.</strong> Frottez-vous vous-même avec le kessa, ou payez quelqu’un pour le faire. Le gommage sera minutieux et assez énergique. Des rouleaux gris de peau morte apparaissent : c’est normal, et très satisfaisant.</li>
<li><strong>Rincez-vous, lavez vos cheveux, rincez encore.</strong> Appliquez le ghassoul en masque si vous en avez apporté.</li>
<li><strong>Reposez-vous.</strong> Asseyez-vous quelques minutes dans la salle la plus fraîche avant de vous rhabiller. Buvez de l’eau.</li>
</ol>

<h2>Savoir-vivre</h2>
<ul>
<li><strong>Ne monopolisez pas les robinets.</strong> Remplissez vos seaux et laissez la place.</li>
<li><strong>Attention aux éclaboussures.</strong> Rincez-vous près du sol et loin des autres.</li>
<li><strong>Pas de photos.</strong> Pas même des salles vides s’il y a quelqu’un.</li>
<li><strong>Laissez un pourboire.</strong> Environ 20 à 50 dirhams dans un hammam public, davantage dans un spa.</li>
<li><strong>Demandez en cas de doute.</strong> Les habitués sont en général ravis de montrer la marche à suivre à un nouveau venu, et proposeront peut-être même de vous frotter le dos.</li>
</ul>

<blockquote>On sort du hammam avec une peau de bébé et l’impression d’avoir dormi douze heures. C’est le luxe le moins cher du Maroc.</blockquote>

<h2>Qui doit être prudent</h2>
<p>La chaleur est intense. Évitez le hammam si vous êtes enceinte, si vous avez des problèmes cardiaques ou de tension, ou si vous arrivez tout juste d’un long vol et êtes déshydraté. Ne vous rasez pas et ne vous épilez pas le jour même, et renoncez-y en cas de coup de soleil.</p>

<h2>Quelques hammams historiques</h2>
<p>Le hammam Mouassine, près de la fontaine du même nom, fonctionne depuis le XVIe siècle et sert toujours son quartier. Beaucoup de riads ont aussi un petit hammam privé, une bonne façon de commencer. Et si vous voulez que tout soit organisé pour vous, notre <a href="/activities/private-hammam-ritual">rituel hammam privé</a> comprend le gommage, un enveloppement à l’argile et un massage à l’huile d’argan.</p>
`,
  },
  es: {
    title: 'El hammam: guía para la primera vez',
    metaTitle: 'El hammam en Marrakech: guía para la primera vez',
    metaDescription:
      'Qué llevar, qué ponerse y qué pasa en un hammam marroquí, además de hammam público o spa y cuánto dejar de propina.',
    content: `
<p>Cada barrio tradicional de Marrakech se construyó alrededor de cinco lugares esenciales: la mezquita, la escuela coránica, la fuente, el horno de pan comunal y el hammam. Durante siglos, el baño de vapor ha sido el lugar donde los marroquíes se lavan a fondo, se ponen al día de las novedades y se preparan para bodas y fiestas. Para un visitante puede ser la experiencia más relajante del viaje, o la más desconcertante. Esto es lo que te espera.</p>

<h2>¿Hammam público o hammam de spa?</h2>
<h3>El hammam de barrio</h3>
<p>Un hammam público es sencillo y muy barato: la entrada suele costar de 10 a 20 dírhams, y la exfoliación a cargo de un empleado, unos 50 a 100 más. No hay carta, ni música, ni toallas mullidas: lo llevas todo tú. Algunos tienen entradas separadas para hombres y mujeres; otros se turnan, con las mujeres por la tarde y los hombres por la mañana y por la noche. Es una experiencia auténtica y cercana, pero la primera vez ayuda ir con alguien que conozca la rutina.</p>
<h3>El hammam de spa</h3>
<p>Los riads y los spas ofrecen hammams pensados para visitantes, a menudo en preciosas salas de tadelakt, por entre 250 y 800 dírhams aproximadamente. Te lo dan todo, alguien te guía en cada paso y puedes añadir un masaje después. Es una introducción más suave, y a menudo la mejor opción para parejas, ya que los hammams públicos nunca son mixtos.</p>

<h2>Qué llevar a un hammam público</h2>
<ul>
<li>Jabón beldi, el jabón negro cremoso a base de aceituna</li>
<li>Un kessa, el guante exfoliante áspero</li>
<li>Arcilla ghassoul para el pelo y la piel, si quieres</li>
<li>Champú, un peine y una toalla</li>
<li>Chanclas</li>
<li>Ropa interior de recambio, porque la tuya la llevarás puesta dentro</li>
<li>Una esterilla de plástico para sentarte, si tienes</li>
</ul>
<p>Casi todo se puede comprar en las tiendecitas junto a la entrada de cualquier hammam.</p>

<h2>Qué ocurre, paso a paso</h2>
<ol>
<li><strong>Desvístete en el vestuario.</strong> Las mujeres suelen quedarse con la braga; los hombres llevan pantalón corto o ropa interior. Desnudarse por completo no es lo habitual.</li>
<li><strong>Recorre las salas.</strong> Suele haber tres, cada una más caliente que la anterior. Empieza por la templada y deja que el cuerpo se adapte.</li>
<li><strong>Llena tus cubos.</strong> El agua caliente y la fría salen de grifos en la pared. Mézclalas en cubos para aclararte.</li>
<li><strong>Aplica el jabón negro.</strong> Extiéndelo por todo el cuerpo y espera de cinco a diez minutos mientras el vapor actúa sobre la piel.</li>
<li><strong>La exfoliación.</strong> Frótate tú con el kessa o paga a alguien para que lo haga. Será minucioso y bastante enérgico. Aparecerán rollitos grises de piel muerta: es normal y muy satisfactorio.</li>
<li><strong>Aclárate, lávate el pelo y vuelve a aclararte.</strong> Aplica el ghassoul como mascarilla si lo has traído.</li>
<li><strong>Descansa.</strong> Siéntate unos minutos en la sala más fresca antes de vestirte. Bebe agua.</li>
</ol>

<h2>Normas de cortesía</h2>
<ul>
<li><strong>No acapares los grifos.</strong> Llena tus cubos y apártate.</li>
<li><strong>Cuidado con las salpicaduras.</strong> Aclárate cerca del suelo y lejos de los demás.</li>
<li><strong>No hagas fotos.</strong> Ni siquiera de las salas vacías si hay alguien.</li>
<li><strong>Deja propina.</strong> De 20 a 50 dírhams en un hammam público; más en un spa.</li>
<li><strong>Pregunta si dudas.</strong> Los habituales suelen estar encantados de enseñar a un recién llegado, y puede que hasta se ofrezcan a frotarte la espalda.</li>
</ul>

<blockquote>Sales del hammam con la piel como la de un bebé y la sensación de haber dormido doce horas. Es el lujo más barato de Marruecos.</blockquote>

<h2>Quién debe tener cuidado</h2>
<p>El calor es intenso. Evita el hammam si estás embarazada, tienes problemas de corazón o de tensión, o acabas de llegar de un vuelo largo y estás deshidratado. No te afeites ni te depiles el mismo día, y sáltatelo si tienes quemaduras solares.</p>

<h2>Algunos hammams históricos</h2>
<p>El hammam Mouassine, junto a la fuente del mismo nombre, funciona desde el siglo XVI y sigue dando servicio a su barrio. Muchos riads tienen también un pequeño hammam privado, una buena forma de empezar. Y si quieres que te lo organicemos todo, nuestro <a href="/activities/private-hammam-ritual">ritual de hammam privado</a> incluye la exfoliación, una envoltura de arcilla y un masaje con aceite de argán.</p>
`,
  },
  ar: {
    title: 'آداب الحمّام: دليل لمن يدخله أول مرة',
    metaTitle: 'الحمّام في مراكش: دليل المرة الأولى',
    metaDescription:
      'ماذا تحمل وماذا تلبس وماذا يجري في الحمّام المغربي، مع الفرق بين الحمّام الشعبي وحمّام السبا وقيمة الإكرامية.',
    content: `
<p>بُني كل حيّ تقليدي في مراكش حول خمسة أماكن أساسية: المسجد، والكُتّاب، والسقاية، والفرّان المشترك، والحمّام. منذ قرون والحمّام هو المكان الذي يغتسل فيه المغاربة جيدًا ويتبادلون الأخبار ويستعدون للأعراس والأعياد. وقد يكون للزائر أكثر لحظات الرحلة استرخاءً، أو أكثرها حيرة. إليك ما ينتظرك.</p>

<h2>حمّام شعبي أم حمّام سبا؟</h2>
<h3>حمّام الحيّ</h3>
<p>الحمّام الشعبي بسيط ورخيص جدًا: الدخول عادة بين 10 و20 درهمًا، والتكسيل على يد «الطيّاب» أو «الطيّابة» بنحو 50 إلى 100 درهم إضافية. لا قائمة خدمات ولا موسيقى ولا مناشف ناعمة، فأنت تحمل كل شيء بنفسك. لبعض الحمّامات مدخلان منفصلان للرجال والنساء، ويتناوب بعضها الآخر، فتكون النساء بعد الظهر والرجال صباحًا ومساءً. إنها تجربة أصيلة ودافئة، لكن من الأفضل في المرة الأولى أن ترافق شخصًا يعرف الطقوس.</p>
<h3>حمّام السبا</h3>
<p>تقدّم الرياضات ومراكز السبا حمّامات مصممة للزوار، غالبًا في قاعات جميلة من التادلاكت، بأسعار تتراوح بين 250 و800 درهم تقريبًا. كل شيء متوفر، ويرافقك شخص في كل خطوة، ويمكنك إضافة تدليك بعد ذلك. إنها بداية ألطف، وغالبًا الخيار الأفضل للأزواج، لأن الحمّامات الشعبية لا تكون مختلطة أبدًا.</p>

<h2>ماذا تحمل إلى الحمّام الشعبي</h2>
<ul>
<li>الصابون البلدي، الصابون الأسود الطري المصنوع من الزيتون</li>
<li>الكيس، قفاز التكسيل الخشن</li>
<li>الغاسول للشعر والبشرة إن أردت</li>
<li>شامبو ومشط ومنشفة</li>
<li>نعل بلاستيكي</li>
<li>ملابس داخلية للتبديل، لأنك ستبقي ملابسك في الداخل</li>
<li>حصيرة بلاستيكية صغيرة للجلوس إن كانت لديك</li>
</ul>
<p>يمكن شراء معظم هذه الأشياء من الدكاكين الصغيرة المجاورة لمدخل أي حمّام.</p>

<h2>ما يجري خطوة بخطوة</h2>
<ol>
<li><strong>اخلع ملابسك في غرفة تبديل الملابس.</strong> تحتفظ النساء عادة بالجزء السفلي من الملابس الداخلية، ويرتدي الرجال سروالًا قصيرًا أو ملابس داخلية. التعرّي الكامل ليس من العادة.</li>
<li><strong>تنقّل بين القاعات.</strong> هناك عادة ثلاث، كل واحدة أسخن من التي قبلها. ابدأ بالقاعة الدافئة ودع جسمك يتأقلم.</li>
<li><strong>املأ سطولك.</strong> يخرج الماء الساخن والبارد من صنابير في الجدار، فاخلطهما في السطول لتغتسل.</li>
<li><strong>ادهن الصابون الأسود.</strong> وزّعه على جسمك كله وانتظر خمس إلى عشر دقائق ليعمل البخار على بشرتك.</li>
<li><strong>التكسيل.</strong> افرك جسمك بالكيس بنفسك، أو ادفع لمن يقوم بذلك. سيكون التكسيل دقيقًا وقويًا نوعًا ما، وستظهر لفائف رمادية من الجلد الميت، وهذا طبيعي ومُرضٍ جدًا.</li>
<li><strong>اشطف جسمك واغسل شعرك ثم اشطف من جديد.</strong> ضع الغاسول قناعًا إن أحضرته.</li>
<li><strong>استرح.</strong> اجلس بضع دقائق في القاعة الأبرد قبل أن تلبس. واشرب الماء.</li>
</ol>

<h2>الآداب</h2>
<ul>
<li><strong>لا تستأثر بالصنابير.</strong> املأ سطولك وابتعد.</li>
<li><strong>انتبه للرذاذ.</strong> اغتسل قريبًا من الأرض وبعيدًا عن الآخرين.</li>
<li><strong>لا تلتقط الصور.</strong> ولا حتى للقاعات الفارغة إن كان فيها أحد.</li>
<li><strong>اترك إكرامية.</strong> نحو 20 إلى 50 درهمًا في الحمّام الشعبي، وأكثر في السبا.</li>
<li><strong>اسأل إن لم تكن متأكدًا.</strong> يسعد الروّاد عادة بإرشاد القادم الجديد، وقد يعرضون عليك حتى أن يفركوا ظهرك.</li>
</ul>

<blockquote>تخرج من الحمّام ببشرة كبشرة الرضيع وشعور بأنك نمت اثنتي عشرة ساعة. إنه أرخص رفاهية في المغرب.</blockquote>

<h2>من عليه الحذر</h2>
<p>الحرارة شديدة. تجنّب الحمّام إن كنتِ حاملًا، أو كنت تعاني من مشاكل في القلب أو ضغط الدم، أو وصلت للتو بعد رحلة جوية طويلة وأنت تعاني من الجفاف. لا تحلق ولا تُزل الشعر في اليوم نفسه، وامتنع عنه إن أصابتك حروق الشمس.</p>

<h2>بعض الحمّامات التاريخية</h2>
<p>حمّام المواسين، قرب السقاية التي تحمل الاسم نفسه، يعمل منذ القرن السادس عشر وما زال يخدم حيّه. ولدى كثير من الرياضات أيضًا حمّامات خاصة صغيرة، وهي طريقة جيدة للبدء. وإن أردت أن نرتب لك كل شيء، فإن <a href="/activities/private-hammam-ritual">طقس الحمّام الخاص</a> لدينا يشمل التكسيل ولفّة بالطين وتدليكًا بزيت الأركان.</p>
`,
  },
};
