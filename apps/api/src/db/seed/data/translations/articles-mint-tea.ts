import type { Translations } from '@ochre/shared/rules/translations';

export const mintTeaTranslations: Translations = {
  fr: {
    title: 'Le thé à la menthe marocain, mode d’emploi',
    metaTitle: 'Le thé à la menthe marocain : histoire, recette et savoir-vivre',
    metaDescription:
      'Tout sur le thé à la menthe marocain : son origine, sa préparation pas à pas, les herbes de saison et les usages autour du thé.',
    content: `
<p>On vous offrira un thé à la menthe dans l’heure qui suit votre arrivée au Maroc, puis probablement une douzaine de fois par jour. Dans les boutiques, dans les riads, chez l’habitant au bout d’une longue marche. Les Marocains l’appellent atay, et c’est bien plus qu’une boisson : c’est l’hospitalité, une pause dans la journée et un petit rituel que presque chaque famille accomplit à sa manière.</p>

<h2>Un peu d’histoire</h2>
<p>Le thé n’est pas originaire du Maroc. Le thé vert est arrivé en quantité au XIXe siècle, quand des marchands britanniques ont commencé à vendre du thé chinois gunpowder par les ports de Tanger et de Mogador, l’actuelle Essaouira. Les Marocains y ont ajouté ce qu’ils aimaient déjà, de la menthe fraîche et beaucoup de sucre, et une habitude nationale est née. En quelques décennies, elle s’est répandue des villes jusqu’aux villages les plus reculés de l’Atlas et du Sahara.</p>

<h2>Les ingrédients</h2>
<ul>
<li><strong>Du thé vert.</strong> Presque toujours du gunpowder chinois, aux feuilles roulées serrées. La qualité la plus courante au Maroc se vend sous le nom de « chaara ».</li>
<li><strong>De la menthe verte fraîche.</strong> On l’appelle nana. La meilleure viendrait de Meknès, et vous verrez des hommes en vendre d’énormes bottes à chaque coin de rue.</li>
<li><strong>Du sucre.</strong> Traditionnellement un grand pain de sucre blanc, cassé en morceaux avec un petit marteau de laiton. La quantité varie beaucoup : dans le Sud, le thé peut être étonnamment sucré.</li>
<li><strong>De l’eau bouillante.</strong> Et une théière qui va directement sur le feu.</li>
</ul>

<h2>La préparation à la marocaine</h2>
<ol>
<li>Mettez une cuillère à soupe de thé vert dans la théière et versez un petit verre d’eau bouillante. Faites tourner et versez cette première infusion dans un verre. On l’appelle « l’esprit » du thé ; gardez-la.</li>
<li>Ajoutez un autre verre d’eau bouillante, faites tourner et jetez-le. Cela lave les feuilles et enlève une partie de l’amertume.</li>
<li>Remettez « l’esprit » dans la théière, puis une belle poignée de menthe tassée et du sucre selon votre goût.</li>
<li>Remplissez la théière d’eau bouillante et posez-la quelques minutes sur un feu doux, jusqu’aux premiers frémissements.</li>
<li>Versez un verre et reversez-le dans la théière, deux ou trois fois, pour mélanger le sucre sans remuer.</li>
<li>Servez de haut dans de petits verres, en levant la théière au fur et à mesure. Le thé refroidit et se couvre d’une légère mousse, que les Marocains jugent indispensable.</li>
</ol>

<h2>Trois verres</h2>
<p>Le thé se sert généralement en plusieurs tournées, et dans le Sud on boit souvent trois verres avec les mêmes feuilles, chacun plus fort et un peu plus amer. Un dicton du Sahara les décrit ainsi :</p>
<blockquote>Le premier verre est doux comme la vie, le deuxième fort comme l’amour, le troisième amer comme la mort.</blockquote>
<p>Rien ne vous oblige à boire les trois. Mais si vous partez après le premier, votre hôte pourrait se demander si quelque chose n’allait pas.</p>

<h2>Variantes de saison</h2>
<p>La menthe n’est qu’un début. Selon la saison et la région, on pourra vous servir du thé avec :</p>
<ul>
<li><strong>De la chiba</strong> (absinthe), en hiver, pour réchauffer et aider la digestion. Elle est amère et merveilleuse.</li>
<li><strong>De la louiza</strong> (verveine citronnée), surtout le soir.</li>
<li><strong>Du fliyou</strong> (menthe pouliot), la préférée quand quelqu’un est enrhumé.</li>
<li><strong>De la fleur d’oranger</strong>, quelques gouttes au printemps.</li>
<li><strong>Du safran ou des herbes de montagne</strong>, dans les villages du Haut Atlas.</li>
</ul>

<h2>Les usages autour du thé</h2>
<h3>Quand on est invité</h3>
<ul>
<li>Accepter un verre est poli ; refuser l’est aussi, la main sur le cœur, en disant « choukran ».</li>
<li>Tenez le verre par le bord et par le pied. Il est brûlant.</li>
<li>Il est normal d’aspirer un peu bruyamment.</li>
<li>Accepter un thé dans une boutique n’oblige à rien acheter.</li>
</ul>

<h3>Quand on reçoit</h3>
<p>Dans une maison marocaine, préparer le thé est un honneur, traditionnellement réservé au chef de famille ou à un invité respecté. Celui qui sert ne boit pas le premier verre, et sert d’abord les plus âgés.</p>

<h2>Le refaire chez soi</h2>
<p>Pour préparer le thé chez vous, il vous faut une théière en métal qui va sur le feu, quelques petits verres et un bon thé gunpowder. La menthe fraîche compte plus que tout le reste. Notre <a href="/products/engraved-moroccan-teapot">théière gravée</a> et nos <a href="/products/beldi-tea-glasses">verres beldi</a> sont ceux que nous utilisons chaque après-midi au bureau.</p>
<p>Et si vous êtes à Marrakech, demandez à votre riad de vous montrer comment ils font. Presque tout le monde en sera ravi.</p>
`,
  },
  es: {
    title: 'Guía del té marroquí con hierbabuena',
    metaTitle: 'Té marroquí con hierbabuena: historia, receta y costumbres',
    metaDescription:
      'Todo sobre el té marroquí con hierbabuena: de dónde viene, cómo prepararlo paso a paso, hierbas de temporada y costumbres.',
    content: `
<p>Te ofrecerán té con hierbabuena antes de que pase una hora desde tu llegada a Marruecos, y probablemente una docena de veces al día a partir de entonces. En las tiendas, en los riads, en las casas de los pueblos al final de una larga caminata. Los marroquíes lo llaman atay, y es mucho más que una bebida: es hospitalidad, una pausa en el día y un pequeño ritual que casi cada familia celebra a su manera.</p>

<h2>Un poco de historia</h2>
<p>El té no es originario de Marruecos. El té verde llegó en grandes cantidades en el siglo XIX, cuando los comerciantes británicos empezaron a vender té chino gunpowder por los puertos de Tánger y Mogador, la actual Esauira. Los marroquíes le añadieron lo que ya les gustaba, hierbabuena fresca y mucho azúcar, y nació una costumbre nacional. En pocas décadas se había extendido de las ciudades a los pueblos más remotos del Atlas y del Sáhara.</p>

<h2>Los ingredientes</h2>
<ul>
<li><strong>Té verde.</strong> Casi siempre gunpowder chino, de hojas muy enrolladas. La calidad más habitual en Marruecos se vende con el nombre de «chaara».</li>
<li><strong>Hierbabuena fresca.</strong> Se llama nana. Dicen que la mejor viene de Mequinez, y verás hombres vendiendo enormes manojos en cada esquina.</li>
<li><strong>Azúcar.</strong> Tradicionalmente de un gran pilón blanco, partido en trozos con un martillito de latón. La cantidad varía mucho: en el sur puede ser sorprendentemente dulce.</li>
<li><strong>Agua hirviendo.</strong> Y una tetera que pueda ir directamente al fuego.</li>
</ul>

<h2>Cómo prepararlo a la marroquí</h2>
<ol>
<li>Pon una cucharada de té verde en la tetera y vierte un vasito de agua hirviendo. Remueve con un giro y sirve esta primera infusión en un vaso. Se llama el «espíritu» del té; guárdalo.</li>
<li>Añade otro vaso de agua hirviendo, gira la tetera y tira el agua. Así se lavan las hojas y se quita parte del amargor.</li>
<li>Devuelve el «espíritu» a la tetera y añade un buen puñado de hierbabuena bien apretado y azúcar al gusto.</li>
<li>Llena la tetera de agua hirviendo y ponla un par de minutos a fuego lento, hasta que empiece a burbujear.</li>
<li>Sirve un vaso y vuelve a echarlo en la tetera dos o tres veces, para mezclar el azúcar sin remover.</li>
<li>Sirve desde lo alto en vasos pequeños, subiendo la tetera a medida que viertes. Así el té se enfría y se forma una ligera espuma, que para los marroquíes es imprescindible.</li>
</ol>

<h2>Tres vasos</h2>
<p>El té suele servirse en rondas, y en el sur es habitual tomar tres vasos con las mismas hojas, cada uno más fuerte y algo más amargo. Un dicho del Sáhara los describe así:</p>
<blockquote>El primer vaso es suave como la vida, el segundo fuerte como el amor, el tercero amargo como la muerte.</blockquote>
<p>No tienes por qué beber los tres. Pero si te vas después del primero, tu anfitrión puede preguntarse si algo iba mal.</p>

<h2>Variantes de temporada</h2>
<p>La hierbabuena es solo el principio. Según la estación y la región, te pueden servir té con:</p>
<ul>
<li><strong>Chiba</strong> (ajenjo), en invierno, para entrar en calor y hacer la digestión. Es amarga y maravillosa.</li>
<li><strong>Luiza</strong> (hierba luisa), sobre todo por la noche.</li>
<li><strong>Fliyou</strong> (poleo), la preferida cuando alguien está resfriado.</li>
<li><strong>Azahar</strong>, unas gotas en primavera.</li>
<li><strong>Azafrán o hierbas de montaña</strong>, en los pueblos del Alto Atlas.</li>
</ul>

<h2>Costumbres del té</h2>
<h3>Como invitado</h3>
<ul>
<li>Aceptar un vaso es de buena educación; rechazarlo también está bien si te llevas la mano al corazón y dices «shukran».</li>
<li>Sujeta el vaso por el borde y por la base. Quema.</li>
<li>Es normal sorber un poco.</li>
<li>Que te ofrezcan té en una tienda no te obliga a comprar nada.</li>
</ul>

<h3>Como anfitrión</h3>
<p>En un hogar marroquí, preparar el té es un honor que tradicionalmente corresponde al cabeza de familia o a un invitado respetado. Quien sirve no bebe el primer vaso y atiende primero a los mayores.</p>

<h2>Llevártelo a casa</h2>
<p>Para preparar té en casa necesitas una tetera de metal que pueda ir al fuego, unos vasitos y un buen té gunpowder. La hierbabuena fresca importa más que nada. Nuestra <a href="/products/engraved-moroccan-teapot">tetera grabada</a> y nuestros <a href="/products/beldi-tea-glasses">vasos beldi</a> son los que usamos cada tarde en nuestra oficina.</p>
<p>Y si estás en Marrakech, pide en tu riad que te enseñen cómo lo hacen. Casi todo el mundo estará encantado.</p>
`,
  },
  ar: {
    title: 'دليل الشاي المغربي بالنعناع',
    metaTitle: 'الشاي المغربي بالنعناع: تاريخه ووصفته وآدابه',
    metaDescription:
      'كل ما يخص الشاي المغربي بالنعناع: من أين جاء، وكيف يُحضَّر خطوة بخطوة، وأعشاب كل موسم، وآداب تقديمه.',
    content: `
<p>سيُقدَّم لك الشاي بالنعناع خلال ساعة من وصولك إلى المغرب، وربما عشرات المرات في اليوم بعد ذلك. في المتاجر، وفي الرياضات، وفي بيوت القرى بعد مشي طويل. يسميه المغاربة «أتاي»، وهو أكثر بكثير من مشروب: إنه الضيافة، واستراحة في منتصف اليوم، وطقس صغير تؤديه كل أسرة تقريبًا على طريقتها.</p>

<h2>لمحة تاريخية</h2>
<p>الشاي ليس أصيلًا في المغرب. وصل الشاي الأخضر بكميات كبيرة في القرن التاسع عشر، حين بدأ تجار بريطانيون يبيعون الشاي الصيني «الكونباودر» عبر مرفأي طنجة وموكادور، الصويرة اليوم. فأضاف إليه المغاربة ما كانوا يحبونه أصلًا، النعناع الطازج والكثير من السكر، فوُلدت عادة وطنية. وفي بضعة عقود انتشرت من المدن إلى أبعد قرى الأطلس والصحراء.</p>

<h2>المكونات</h2>
<ul>
<li><strong>الشاي الأخضر.</strong> غالبًا الكونباودر الصيني بأوراقه الملفوفة بإحكام. والنوع الأكثر شيوعًا في المغرب يُباع باسم «الشعرة».</li>
<li><strong>النعناع الطازج.</strong> يقال إن أجوده يأتي من مكناس، وسترى رجالًا يبيعون حزمه الكبيرة في كل ركن.</li>
<li><strong>السكر.</strong> تقليديًا من قالب سكر أبيض طويل يُكسَّر قطعًا بمطرقة نحاسية صغيرة. وتختلف الكمية كثيرًا، ففي الجنوب قد يكون الشاي حلوًا على نحو مدهش.</li>
<li><strong>الماء المغلي.</strong> وبرّاد يمكن وضعه مباشرة على النار.</li>
</ul>

<h2>طريقة التحضير المغربية</h2>
<ol>
<li>ضع ملعقة كبيرة من الشاي الأخضر في البرّاد وصبّ فوقها كأسًا صغيرة من الماء المغلي. حرّك البرّاد دائريًا وصبّ هذا النقيع الأول في كأس، ويسمى «روح» الشاي؛ احتفظ به.</li>
<li>أضف كأسًا أخرى من الماء المغلي، وحرّك ثم تخلّص منها. هكذا تُغسل الأوراق وتخف مرارتها.</li>
<li>أعد «الروح» إلى البرّاد، ثم أضف حفنة سخية من النعناع مضغوطة داخله، والسكر حسب الذوق.</li>
<li>املأ البرّاد بالماء المغلي وضعه دقيقتين على نار هادئة حتى يبدأ في الغليان.</li>
<li>صبّ كأسًا وأعدها إلى البرّاد مرتين أو ثلاثًا ليختلط السكر دون تحريك.</li>
<li>صبّ من علوّ في كؤوس صغيرة، رافعًا البرّاد شيئًا فشيئًا. هكذا يبرد الشاي وتعلوه رغوة خفيفة يعدّها المغاربة ضرورية.</li>
</ol>

<h2>ثلاث كؤوس</h2>
<p>يُقدَّم الشاي عادة في جولات، ومن المألوف في الجنوب شرب ثلاث كؤوس من الأوراق نفسها، كل واحدة أقوى وأمرّ قليلًا من سابقتها. ويصفها مثل صحراوي هكذا:</p>
<blockquote>الكأس الأولى لطيفة كالحياة، والثانية قوية كالحب، والثالثة مرّة كالموت.</blockquote>
<p>لست ملزمًا بشرب الثلاث. لكن إن غادرت بعد الأولى، فقد يتساءل مضيفك إن كان هناك ما أزعجك.</p>

<h2>تنويعات الفصول</h2>
<p>النعناع مجرد بداية. فحسب الموسم والمنطقة قد يُقدَّم لك الشاي مع:</p>
<ul>
<li><strong>الشيبة</strong>، في الشتاء، للدفء والهضم. مرّة ورائعة.</li>
<li><strong>اللويزة</strong>، خصوصًا في المساء.</li>
<li><strong>الفليو</strong>، المفضّل حين يصاب أحدهم بالزكام.</li>
<li><strong>ماء زهر البرتقال</strong>، بضع قطرات في الربيع.</li>
<li><strong>الزعفران أو أعشاب الجبل</strong>، في قرى الأطلس الكبير.</li>
</ul>

<h2>آداب الشاي</h2>
<h3>حين تكون ضيفًا</h3>
<ul>
<li>قبول الكأس من اللباقة، ولا بأس بالاعتذار إن وضعت يدك على قلبك وقلت «شكرًا».</li>
<li>أمسك الكأس من حافتها وقاعدتها، فهي ساخنة.</li>
<li>من الطبيعي أن ترتشفه بصوت خفيف.</li>
<li>قبول الشاي في متجر لا يعني أنك ملزم بالشراء.</li>
</ul>

<h3>حين تكون مضيفًا</h3>
<p>في البيت المغربي، تحضير الشاي شرف يُمنح تقليديًا لربّ الأسرة أو لضيف موقّر. ولا يشرب من يصبّ الكأس الأولى، ويبدأ بالأكبر سنًا.</p>

<h2>خذه معك إلى بيتك</h2>
<p>لتحضير الشاي في بيتك تحتاج إلى برّاد معدني يوضع على النار، وبضع كؤوس صغيرة، وشاي كونباودر جيد. والنعناع الطازج أهم من كل شيء. <a href="/products/engraved-moroccan-teapot">برّادنا المنقوش</a> و<a href="/products/beldi-tea-glasses">كؤوسنا البلدية</a> هي التي نستعملها في مكتبنا كل مساء.</p>
<p>وإن كنت في مراكش، فاطلب من رياضك أن يريك طريقته. سيسعد الجميع تقريبًا بذلك.</p>
`,
  },
};
