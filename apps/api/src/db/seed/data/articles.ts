import type { SeedArticle } from './types.ts';

export const articles: SeedArticle[] = [
  {
    slug: 'first-48-hours-marrakech-medina',
    title: 'Your First 48 Hours in the Marrakech Medina',
    content: `
<p>The first few hours in Marrakech can feel like being dropped into a very loud, very beautiful puzzle. Motorbikes squeeze through lanes barely wider than your shoulders, every corner looks like the last one, and someone is always offering to show you the way. Give it a day and the puzzle starts to make sense. This is how we suggest new arrivals spend their first 48 hours.</p>

<h2>Arriving: airport to riad</h2>
<p>Marrakech Menara airport is only about 15 minutes by car from the medina. You have three options:</p>
<ul>
<li><strong>A transfer booked by your riad.</strong> The easiest choice on a first visit, usually 150 to 200 dirhams. The driver will also walk you to the door, which matters, because most riads are on pedestrian lanes (derbs) that no car can enter.</li>
<li><strong>A petit taxi.</strong> Expect to pay around 100 to 150 dirhams to the medina, more at night. Agree the fare before you get in.</li>
<li><strong>The airport bus, line 19.</strong> It stops near Jemaa el-Fna and in Gueliz and costs around 30 dirhams. Good value if you travel light and your riad is close to the square.</li>
</ul>
<p>The dirham is a closed currency, so you will only get it in Morocco. The airport ATMs work well; take out enough for the first two days, since many small shops and taxis only take cash.</p>

<h2>Day one: get your bearings</h2>
<h3>Morning: the Koutoubia and the square</h3>
<p>Start at the Koutoubia, the 12th-century minaret that is the compass of the city. At 77 metres it is visible from almost everywhere, and when you are lost, finding it will get you home. Non-Muslims cannot enter the mosque, but the gardens behind it are calm and shady.</p>
<p>From there, walk to Jemaa el-Fna. In the morning the square is quiet: orange juice carts, a few henna artists, the odd snake charmer. It is the best time to understand its shape before it fills up in the evening.</p>

<h3>Afternoon: the souks</h3>
<p>The main souks start on the north side of the square. Take Rue Semmarine and keep going: the lanes branch off into specialised markets for babouches, lanterns, leather and spices. Do not try to buy anything on day one. Look, ask prices, drink tea if offered, and get a feel for what things cost. Our guide to bargaining will help when you are ready.</p>
<p>Finish at Le Jardin Secret in the Mouassine quarter, a restored 19th-century riad garden with a tower you can climb for a view over the rooftops.</p>

<h3>Evening: the square comes alive</h3>
<p>Watch sunset from one of the terrace cafés overlooking Jemaa el-Fna as the food stalls set up below in clouds of smoke, then go down and eat. Choose a busy stall, check the prices, and do not be shy about saying no to the waiters who try to steer you in.</p>

<h2>Day two: palaces and a hammam</h2>
<h3>Morning: the Kasbah quarter</h3>
<p>Head south to the Kasbah quarter and be at the Saadian Tombs at opening time; by 10 am the queue for the main chamber can be long. Then walk to the ruins of the El Badi Palace, built in the 16th century by the sultan Ahmed al-Mansour and stripped of its marble a century later. Storks nest on the walls, and the view from the terrace is excellent.</p>
<p>Continue through the Mellah, the old Jewish quarter, to the Bahia Palace, a 19th-century vizier's residence of painted cedar ceilings, courtyards and zellige tiling. Go early or late; midday is crowded.</p>

<h3>Afternoon: rest</h3>
<p>The medina is tiring. Go back to your riad, sit by the courtyard fountain, and sleep if you can. Marrakchis themselves slow down in the heat of the afternoon.</p>

<h3>Evening: hammam and dinner</h3>
<p>A hammam is the perfect end to a day of walking. If you are nervous, book a spa hammam; if you are curious, try a neighbourhood one. Either way, read our hammam etiquette guide first. Then dinner on a roof terrace, with the call to prayer echoing from dozens of minarets.</p>

<h2>Practical tips for the first two days</h2>
<ul>
<li><strong>Download an offline map.</strong> Phone GPS works surprisingly well in the lanes, even if it sometimes loses you among the covered souks.</li>
<li><strong>Beware the helpful stranger.</strong> "That way is closed" and "the tannery is only open today" are classic lines that end in a shop or a request for money. A polite "la, shukran" (no, thank you) and carrying on works best.</li>
<li><strong>Keep right and listen.</strong> When you hear "balak!" it means a donkey cart or motorbike is coming through. Step aside.</li>
<li><strong>Friday is different.</strong> Many shops in the souks close around midday prayers, and couscous is served everywhere at lunch.</li>
<li><strong>Dress comfortably and modestly.</strong> Closed shoes are better than sandals on the uneven lanes.</li>
</ul>

<blockquote>The medina rewards people who slow down. The second time you walk a lane, you notice the door knockers, the bakery, the cat asleep on a sack of flour. That is when Marrakech begins.</blockquote>

<p>If you would like a friendly hand on your first morning, our <a href="/activities/medina-souks-heritage-walk">medina heritage walk</a> is led by licensed guides who never take you shopping unless you ask.</p>
`,
    image: 'articles/first-48-hours-marrakech-medina',
    category: 'City Guides',
    tags: ['Marrakech', 'Medina', 'First Visit', 'Itinerary', 'Souks'],
    authorName: 'Salma Idrissi',
    isPublished: true,
    publishedDaysAgo: 6,
    metaTitle: 'First 48 Hours in Marrakech: A Medina Itinerary',
    metaDescription:
      'How to spend your first two days in the Marrakech medina: airport transfers, the souks, palaces, a hammam and practical tips from locals.',
    keywords: ['marrakech itinerary', '48 hours marrakech', 'marrakech medina', 'first time marrakech'],
  },
  {
    slug: 'how-to-bargain-in-the-souks',
    title: 'How to Bargain in the Souks (and Enjoy It)',
    content: `
<p>Bargaining is not a battle. In the souks of Marrakech it is a conversation, sometimes a performance, and for many shopkeepers the most enjoyable part of their day. Done well, it leaves both sides smiling. Done badly, it leaves you feeling cheated and the seller feeling insulted. Here is how we teach our guests to do it well.</p>

<h2>Before you start</h2>
<h3>Know what things are worth</h3>
<p>The single most useful thing you can do is look before you buy. Spend your first afternoon asking prices without any intention of buying. Visit the Ensemble Artisanal on Avenue Mohammed V, a government-run crafts centre where prices are fixed and displayed, to get a baseline for lanterns, leather, ceramics and textiles. The souk price for the same object will often start higher, but you will now know roughly where it should end.</p>

<h3>Only bargain if you mean it</h3>
<p>Asking the price is free. Making an offer is a commitment. If the seller accepts your number, you are expected to buy, and walking away at that point is genuinely rude.</p>

<h3>Learn a few words</h3>
<ul>
<li><strong>Bshhal?</strong> How much?</li>
<li><strong>Ghali bzaf.</strong> That is very expensive.</li>
<li><strong>La, shukran.</strong> No, thank you.</li>
<li><strong>Safi.</strong> Enough, OK, deal.</li>
</ul>
<p>A little Darija changes the tone of the conversation immediately. French also works almost everywhere.</p>

<h2>The conversation</h2>
<h3>Let them name the first price</h3>
<p>Always ask the seller to name a price first. Then pause. Look at the object again. Do not show too much enthusiasm, however much you love that lantern.</p>

<h3>Make a reasonable counter-offer</h3>
<p>There is no magic formula, but a counter-offer of around a third to a half of the opening price is usually where the dance begins for crafts in the main souks. For small, cheap items like a spice pouch or a glass, the margins are small and bargaining hard over a few dirhams is not worth anyone's time.</p>

<h3>Meet in the middle, slowly</h3>
<p>The seller will come down, you will go up. Each step gets smaller. Expect stories, about the grandmother who wove the rug or the school fees of a nephew; some are true. Enjoy them, and stay friendly. If you are offered tea, accept it: it does not oblige you to buy.</p>

<h3>Know your walk-away price</h3>
<p>Decide in your head what the object is worth to you, and stick to it. If you cannot agree, thank the seller and leave. Sometimes you will be called back with a better price. Sometimes you will not, and that is fine too: there is almost always another shop selling something similar three lanes away.</p>

<h2>Things that help</h2>
<ul>
<li><strong>Buy several things at once.</strong> Bundling three cushion covers gives both sides room to move.</li>
<li><strong>Carry small notes.</strong> Having the exact amount in cash closes a deal faster than a 200-dirham note.</li>
<li><strong>Shop in the morning.</strong> Some sellers believe the first sale of the day brings luck and will be more flexible for it.</li>
<li><strong>Watch out for rials.</strong> Older sellers sometimes quote prices in rials, an old unit where 20 rials make one dirham. If a number sounds twenty times too high, ask.</li>
<li><strong>Go without a guide.</strong> Unofficial guides and even some hotel staff receive a commission on what you buy, which ends up in your price.</li>
</ul>

<h2>Things that do not help</h2>
<ul>
<li>Insulting the quality of something to push the price down. It rarely works and sours the mood.</li>
<li>Bargaining with children selling tissues, or with elderly women selling bread. Pay what they ask.</li>
<li>Getting angry. If you feel pressured, simply say "la, shukran" and walk on.</li>
</ul>

<blockquote>The right price is the one where you are happy to pay it and the seller is happy to take it. Nobody else's opinion counts.</blockquote>

<h2>What about fixed prices?</h2>
<p>More and more concept stores in the medina and Gueliz now display fixed prices, especially those selling contemporary design made by local studios. Bargaining there is not appropriate. The same goes for cooperatives outside the city, such as argan oil cooperatives, where prices are set by the members.</p>

<h2>Shipping and paying</h2>
<p>Bigger shops accept cards, often with a small surcharge, and can ship rugs abroad. Ask for a written receipt that lists the item and the agreed price, and take a photo of your rug with the seller before you leave. Most sellers are honest, and a shared photo makes everyone more so.</p>

<p>If you would rather skip the haggling altogether, everything in the <a href="/shop">Ochre shop</a> is made by the workshops we know personally, at a fair and fixed price.</p>
`,
    image: 'articles/how-to-bargain-in-the-souks',
    category: 'Culture & Etiquette',
    tags: ['Shopping', 'Souks', 'Bargaining', 'Etiquette'],
    authorName: 'Karim Benali',
    isPublished: true,
    publishedDaysAgo: 19,
    metaTitle: 'How to Bargain in the Marrakech Souks: A Local Guide',
    metaDescription:
      'Practical, respectful advice for bargaining in the Marrakech souks: useful Darija words, fair counter-offers and when not to haggle.',
    keywords: ['bargaining marrakech', 'souk shopping', 'haggling morocco', 'marrakech souks'],
  },
  {
    slug: 'guide-to-moroccan-mint-tea',
    title: 'A Guide to Moroccan Mint Tea',
    content: `
<p>You will be offered mint tea within an hour of arriving in Morocco, and probably a dozen times a day after that. In shops, in riads, in village homes at the end of a long walk. Moroccans call it atay, and it is far more than a drink: it is hospitality, a pause in the day and a small ritual that almost every family performs in its own way.</p>

<h2>A short history</h2>
<p>Tea is not native to Morocco. Green tea arrived in quantity in the 19th century, when British merchants began selling Chinese gunpowder tea through the ports of Tangier and Mogador, today's Essaouira. Moroccans added what they already loved, fresh mint and lots of sugar, and a national habit was born. Within a few decades it had spread from the cities to the remotest villages of the Atlas and the Sahara.</p>

<h2>The ingredients</h2>
<ul>
<li><strong>Green tea.</strong> Almost always Chinese gunpowder, with tightly rolled leaves. The most common grade in Morocco is sold under the name "chaara".</li>
<li><strong>Fresh spearmint.</strong> Called nana. The best is said to come from Meknès, and you will see men selling great bundles of it on every street corner.</li>
<li><strong>Sugar.</strong> Traditionally from a tall white cone, broken into lumps with a small brass hammer. The amount varies a lot: in the south it can be astonishingly sweet.</li>
<li><strong>Boiling water.</strong> And a teapot that can go straight on the flame.</li>
</ul>

<h2>How to make it the Moroccan way</h2>
<ol>
<li>Put a tablespoon of green tea into the teapot and pour in a small glass of boiling water. Swirl and pour this first infusion into a glass. It is called the "spirit" of the tea; keep it.</li>
<li>Add another glass of boiling water, swirl and throw it away. This washes the leaves and removes some of the bitterness.</li>
<li>Return the "spirit" to the pot, then add a generous handful of mint, pushed down into the pot, and sugar to taste.</li>
<li>Fill the pot with boiling water and put it on a low flame for a couple of minutes, until it just begins to bubble.</li>
<li>Pour a glass and tip it back into the pot, two or three times, to mix the sugar without stirring.</li>
<li>Pour from a height into small glasses, raising the teapot as you go. This cools the tea and creates a light foam on top, which Moroccans consider essential.</li>
</ol>

<h2>Three glasses</h2>
<p>Tea is usually served in rounds, and in the south it is common to drink three glasses from the same leaves, each one stronger and a little more bitter. A saying from the Sahara describes them:</p>
<blockquote>The first glass is as gentle as life, the second as strong as love, the third as bitter as death.</blockquote>
<p>You do not have to drink all three. But if you leave after the first, your host may wonder if something was wrong.</p>

<h2>Seasonal variations</h2>
<p>Mint is only the beginning. Depending on the season and the region, you may be served tea with:</p>
<ul>
<li><strong>Sheeba</strong> (wormwood), in winter, for warmth and digestion. It is bitter and wonderful.</li>
<li><strong>Louiza</strong> (lemon verbena), especially in the evening.</li>
<li><strong>Fliyou</strong> (pennyroyal), a favourite when someone has a cold.</li>
<li><strong>Orange blossom</strong>, a few drops added in spring.</li>
<li><strong>Saffron or herbs from the mountains</strong>, in the High Atlas villages.</li>
</ul>

<h2>Tea etiquette</h2>
<h3>As a guest</h3>
<ul>
<li>Accepting a glass is polite; declining is fine if you place your hand on your heart and say "shukran".</li>
<li>Hold the glass by the rim and the base. It is hot.</li>
<li>It is normal to slurp a little.</li>
<li>Being offered tea in a shop does not mean you have to buy anything.</li>
</ul>

<h3>As a host</h3>
<p>In a Moroccan household, making tea is an honour, traditionally given to the head of the family or a respected guest. The person pouring does not drink the first glass, and serves the eldest first.</p>

<h2>Bringing it home</h2>
<p>To make tea at home you need a metal teapot that can sit on a flame, a few small glasses and good gunpowder tea. Fresh mint matters more than anything else. Our <a href="/products/engraved-moroccan-teapot">engraved teapot</a> and <a href="/products/beldi-tea-glasses">beldi glasses</a> are the ones we use in our own office every afternoon.</p>
<p>And if you are in Marrakech, ask your riad to show you how they make it. Almost everyone will be delighted to.</p>
`,
    image: 'articles/guide-to-moroccan-mint-tea',
    category: 'Food & Drink',
    tags: ['Mint Tea', 'Moroccan Food', 'Traditions', 'Hospitality', 'Recipes', 'Culture'],
    authorName: 'Nadia El Fassi',
    isPublished: true,
    publishedDaysAgo: 33,
    metaTitle: 'Moroccan Mint Tea: History, Recipe and Etiquette',
    metaDescription:
      'Everything about Moroccan mint tea: where it came from, how to brew it step by step, seasonal herbs and tea etiquette.',
    keywords: ['moroccan mint tea', 'atay', 'how to make mint tea', 'moroccan tea ceremony'],
  },
  {
    slug: 'agafay-or-sahara',
    title: 'Agafay or the Sahara? Choosing Your Desert',
    content: `
<p>"Can we see the desert from Marrakech?" is the question we hear most often. The honest answer is: it depends what you mean by desert, and how much time you have. There are three realistic options, and each suits a different kind of trip.</p>

<h2>The Agafay: a stone desert one hour away</h2>
<p>The Agafay lies about 40 kilometres south-west of Marrakech, on the road to Amizmiz. It is not a sand desert at all but a rocky plateau of bare, rolling hills in shades of ochre and pink, with the snowy wall of the High Atlas rising behind it. There are no tall dunes, whatever some photos suggest.</p>
<p>What the Agafay does offer is space and silence within 45 minutes of the medina. Over the last few years dozens of camps have opened, from simple Berber tents to luxurious lodges with pools. Most visitors come for a sunset, a camel or quad ride, dinner and a night under the stars.</p>
<h3>Choose the Agafay if</h3>
<ul>
<li>You only have three or four days in Marrakech.</li>
<li>You are travelling with young children or older relatives who should avoid long drives.</li>
<li>You want the desert atmosphere, the stars and the food, but dunes are not essential.</li>
</ul>

<h2>Erg Chebbi at Merzouga: the classic Sahara</h2>
<p>If you picture golden dunes rising 150 metres into a blue sky, this is where you will find them. The Erg Chebbi sits on the Algerian border near the village of Merzouga, about 560 km from Marrakech. By road, that is nine to ten hours of driving, over the Tizi n'Tichka pass and along the Road of a Thousand Kasbahs.</p>
<p>That sounds daunting, but the road itself is one of the highlights of Morocco: Aït Benhaddou, the Dades and Todra gorges, palm oases and kasbahs all along the way. The standard trip from Marrakech is three days and two nights; we prefer four to six days, so that the drive becomes a journey rather than an ordeal.</p>
<h3>Choose Merzouga if</h3>
<ul>
<li>You want real sand dunes, the ones from the postcards.</li>
<li>You have at least three full days, ideally more.</li>
<li>You enjoy road trips and landscapes that change every hour.</li>
</ul>
<p>A faster option is to fly to Errachidia, about two hours by road from Merzouga, though flights usually connect through Casablanca.</p>

<h2>Erg Chigaga: the wild option</h2>
<p>Further south-west, near M'Hamid at the end of the Draa valley, lies the Erg Chigaga. Its dunes are as high as Erg Chebbi's but far more remote: the last 60 kilometres are off-road, across dry lake beds and rocky plains, and take around two hours by 4x4. There are fewer camps and far fewer people. It is a wonderful choice for travellers who want a sense of real isolation, but it needs four days at least and a good driver.</p>

<h2>A word about Zagora</h2>
<p>Many two-day "Sahara trips" sold in the medina go to Zagora. The drive is shorter, but the dunes there are small. If sand dunes are the goal, it is better to go all the way to Merzouga or Chigaga, or to stay closer and enjoy the Agafay for what it is.</p>

<h2>When to go</h2>
<ul>
<li><strong>March to May</strong> and <strong>October to November</strong> are ideal almost everywhere.</li>
<li><strong>June to September</strong> in the Sahara means daytime temperatures of 40 to 45 degrees. The Agafay is more bearable, but still hot.</li>
<li><strong>December to February</strong> brings clear, mild days and very cold nights, close to freezing in the Sahara. The Tichka pass can close briefly after snow.</li>
</ul>

<h2>Camps: what to look for</h2>
<p>In both deserts, camps range from very basic to very comfortable. Questions worth asking before you book:</p>
<ul>
<li>Are the tents private, and is the bathroom inside the tent or shared?</li>
<li>Are the beds real beds, with blankets suited to the season?</li>
<li>How is waste managed, and where does the water come from?</li>
<li>For Merzouga, how long is the camel ride to camp, and is there a 4x4 alternative for anyone who cannot ride?</li>
</ul>

<blockquote>The desert is not about the distance you travel. It is the moment the engine stops and you hear nothing at all.</blockquote>

<h2>Our suggestion</h2>
<p>Short stay, young family, or first time in Morocco: the <a href="/activities/agafay-desert-sunset-dinner">Agafay sunset dinner</a>. Five days or more and a love of road trips: the <a href="/travels/sahara-merzouga">Sahara via Merzouga</a> programme, with two nights in the dunes.</p>
`,
    image: 'articles/agafay-or-sahara',
    category: 'Desert & Mountains',
    tags: ['Desert', 'Agafay', 'Sahara', 'Merzouga', 'Trip Planning'],
    authorName: 'Youssef Amrani',
    isPublished: true,
    publishedDaysAgo: 47,
    metaTitle: 'Agafay vs Sahara: Which Desert Should You Visit?',
    metaDescription:
      'An honest comparison of the Agafay desert, Erg Chebbi at Merzouga and Erg Chigaga: distances, dunes, seasons and camps.',
    keywords: ['agafay vs sahara', 'desert from marrakech', 'merzouga', 'erg chigaga', 'agafay desert'],
  },
  {
    slug: 'hammam-etiquette-first-timers',
    title: "Hammam Etiquette: A First-Timer's Guide",
    content: `
<p>Every traditional neighbourhood in Marrakech was built around five essential places: the mosque, the Koranic school, the fountain, the communal bread oven, and the hammam. For centuries the steam bath has been where Moroccans get properly clean, catch up on gossip and prepare for weddings and feast days. For a visitor, it can be the most relaxing experience of the trip, or the most confusing. Here is what to expect.</p>

<h2>Public hammam or spa hammam?</h2>
<h3>The neighbourhood hammam</h3>
<p>A public hammam is simple and very cheap: entry is usually 10 to 20 dirhams, with a scrub from an attendant for around 50 to 100 more. There is no menu, no music and no fluffy towels. You bring everything yourself. Some have separate entrances for men and women; others alternate, with women in the afternoon and men in the morning and evening. It is an authentic and friendly experience, but it helps to go with someone who knows the routine the first time.</p>
<h3>The spa hammam</h3>
<p>Riads and day spas offer hammams designed for visitors, often in beautiful tadelakt rooms, with prices from around 250 to 800 dirhams. Everything is provided, an attendant guides you through each step, and you can add a massage afterwards. It is a gentler introduction, and often the better choice for couples, since public hammams are always single-sex.</p>

<h2>What to bring to a public hammam</h2>
<ul>
<li>Savon beldi, the soft olive-based black soap</li>
<li>A kessa, the rough scrubbing glove</li>
<li>Ghassoul clay for your hair and skin, if you like</li>
<li>Shampoo, a comb and a towel</li>
<li>Flip-flops</li>
<li>A change of underwear, since you will wear yours inside</li>
<li>A small plastic mat to sit on, if you have one</li>
</ul>
<p>Most of these can be bought from the small shops next to any hammam entrance.</p>

<h2>What happens, step by step</h2>
<ol>
<li><strong>Undress in the changing room.</strong> Women usually keep on their underwear bottoms; men wear shorts or underwear. Full nudity is not the norm.</li>
<li><strong>Move through the rooms.</strong> There are usually three, each hotter than the last. Start in the warm room and let your body adjust.</li>
<li><strong>Fill your buckets.</strong> Hot and cold water come from taps in the wall. Mix them in buckets to rinse yourself.</li>
<li><strong>Apply the black soap.</strong> Spread it all over and wait five to ten minutes while the steam works on your skin.</li>
<li><strong>The scrub.</strong> Either scrub yourself with the kessa, or pay an attendant to do it. The attendant will be thorough and quite vigorous. Grey rolls of dead skin will appear; this is normal and very satisfying.</li>
<li><strong>Rinse, wash your hair, and rinse again.</strong> Apply ghassoul as a mask if you brought some.</li>
<li><strong>Rest.</strong> Sit in the cooler room for a few minutes before dressing. Drink water.</li>
</ol>

<h2>Etiquette</h2>
<ul>
<li><strong>Do not hog the taps.</strong> Fill your buckets and step away.</li>
<li><strong>Be careful where you splash.</strong> Rinse yourself low to the ground and away from others.</li>
<li><strong>Do not take photos.</strong> Not even of the empty rooms if anyone is present.</li>
<li><strong>Tip your attendant.</strong> Around 20 to 50 dirhams in a public hammam, more in a spa.</li>
<li><strong>Ask if you are unsure.</strong> Regulars are usually delighted to show a newcomer what to do, and may even offer to scrub your back.</li>
</ul>

<blockquote>You leave a hammam with skin like a baby's and the feeling that you have slept for twelve hours. It is the cheapest luxury in Morocco.</blockquote>

<h2>Who should be careful</h2>
<p>The heat is intense. Avoid the hammam if you are pregnant, have heart or blood pressure problems, or have just arrived after a long flight and are dehydrated. Do not shave or wax on the same day, and skip it if you have sunburn.</p>

<h2>A few historic hammams</h2>
<p>The Hammam Mouassine, near the fountain of the same name, has been in use since the 16th century and still serves its neighbourhood. Many riads also have small private hammams, which are a good way to start. And if you want everything arranged for you, our <a href="/activities/private-hammam-ritual">private hammam ritual</a> includes the scrub, a clay wrap and an argan oil massage.</p>
`,
    image: 'articles/hammam-etiquette-first-timers',
    category: 'Culture & Etiquette',
    tags: ['Hammam', 'Wellness', 'Etiquette', 'Marrakech'],
    authorName: 'Salma Idrissi',
    isPublished: true,
    publishedDaysAgo: 62,
    metaTitle: "Hammam Etiquette in Marrakech: A First-Timer's Guide",
    metaDescription:
      'What to bring, what to wear and what happens in a Moroccan hammam, plus public versus spa hammams and tipping.',
    keywords: ['hammam etiquette', 'moroccan hammam', 'hammam marrakech', 'kessa scrub'],
  },
  {
    slug: 'what-to-wear-in-marrakech',
    title: 'What to Wear in Marrakech, Season by Season',
    content: `
<p>There is no official dress code for visitors to Marrakech, and you will see every style from full djellabas to cropped tops. But what you wear does change how you are treated, how comfortable you are, and how easily you can visit a village home or a shrine. This is the advice we give our own guests.</p>

<h2>The general principle: relaxed and respectful</h2>
<p>Morocco is a Muslim country, and while Marrakech is used to visitors, most Moroccans dress modestly. In the medina, covering your shoulders and knees is a simple gesture of respect and, frankly, attracts less attention. In Gueliz, in hotels, and at the pool, anything goes.</p>
<p>This applies to everyone. Men in sleeveless vests and very short shorts stand out in the medina as much as women do.</p>

<h2>What works everywhere</h2>
<ul>
<li><strong>Loose, light fabrics.</strong> Linen and cotton keep you cooler than tight clothes, and cover you from the sun.</li>
<li><strong>Long skirts, wide trousers or jeans.</strong> Comfortable for walking and fine for any situation.</li>
<li><strong>Tops that cover the shoulders.</strong> A T-shirt is perfectly fine.</li>
<li><strong>A light scarf.</strong> Useful for sun, dust, chilly riads and covering your hair if you visit a shrine.</li>
<li><strong>Comfortable closed shoes.</strong> The medina lanes are uneven, sometimes wet, and shared with donkeys. Sandals are fine for the evening, not for a day of exploring.</li>
</ul>

<h2>Season by season</h2>
<h3>Spring (March to May)</h3>
<p>Perhaps the best time to visit. Days are warm, often 22 to 30 degrees, and evenings are mild. Pack light layers and a jumper for the evening or a trip into the mountains.</p>

<h3>Summer (June to September)</h3>
<p>Hot and dry, with afternoons regularly reaching 38 to 40 degrees, occasionally more. Wear the loosest, palest clothes you have, a wide-brimmed hat and sunglasses. Plan outdoor visits for early morning and late afternoon. It seems counter-intuitive, but covering your arms with a thin shirt keeps you cooler than exposing them to the sun.</p>

<h3>Autumn (October and November)</h3>
<p>Warm days, cooler nights, and the first snow on the Atlas by late November. Much the same wardrobe as spring.</p>

<h3>Winter (December to February)</h3>
<p>This surprises many visitors. Days are often sunny and pleasant, around 18 to 20 degrees, but nights can drop to 4 or 5 degrees. Riads are built to stay cool in summer, which means they are cold in winter: many have no central heating, and the courtyard is open to the sky. Bring a warm jumper, a jacket, warm socks and something cosy to sleep in.</p>

<h2>Beyond the city</h2>
<h3>In the Atlas Mountains</h3>
<p>Temperatures are eight to ten degrees lower than in Marrakech, and they drop fast after sunset. Bring a fleece and a waterproof jacket even in summer, and proper walking shoes. In villages, dress more conservatively than in the city; you may be invited into someone's home.</p>

<h3>In the desert</h3>
<p>Scorching by day, cold at night, often windy. Long, loose clothes, a scarf to wrap around your head and face against sand, sunglasses and a warm layer for the evening. Leave expensive shoes at home; sand gets into everything.</p>

<h3>On the coast</h3>
<p>Essaouira is windy all year and often ten degrees cooler than Marrakech. A windproof jacket is essential, even in August. Swimwear is for beaches and pools only; cover up as soon as you walk back into town.</p>

<h2>Visiting religious sites</h2>
<p>Most mosques in Morocco are closed to non-Muslims. The great exception is the Hassan II Mosque in Casablanca, where you will need covered shoulders and knees, and women are asked to cover their hair. At shrines and zaouias you can sometimes visit the outer courtyards; dress modestly and follow the lead of your guide.</p>

<blockquote>Dress for the medina the way you would dress for a visit to a friend's grandmother. You will never get it wrong.</blockquote>

<h2>A short packing list</h2>
<ul>
<li>Two pairs of light, long trousers or skirts</li>
<li>Several loose cotton or linen tops</li>
<li>One warm jumper or fleece (two in winter)</li>
<li>A light waterproof or windproof jacket</li>
<li>A large scarf</li>
<li>Walking shoes, and sandals for the evening</li>
<li>Sun hat, sunglasses and high-factor sunscreen</li>
<li>Swimwear for the riad pool or the hammam</li>
</ul>
<p>And if you forget something, the souks will happily sell you a djellaba, a pair of babouches or a <a href="/products/cactus-silk-scarf">sabra scarf</a>.</p>
`,
    image: 'articles/what-to-wear-in-marrakech',
    category: 'Trip Planning',
    tags: ['Packing', 'Etiquette', 'Weather', 'Practical Tips', 'Marrakech'],
    authorName: 'Nadia El Fassi',
    isPublished: true,
    publishedDaysAgo: 84,
    metaTitle: 'What to Wear in Marrakech: A Season-by-Season Guide',
    metaDescription:
      'What to pack for Marrakech in every season, what to wear in the medina, the mountains and the desert, and a short packing list.',
    keywords: ['what to wear marrakech', 'morocco packing list', 'marrakech dress code', 'marrakech weather'],
  },
  {
    slug: 'day-trip-to-essaouira',
    title: 'A Day Trip to Essaouira',
    content: `
<p>After a few days in Marrakech, the Atlantic starts to call. Essaouira is the obvious answer: a whitewashed fishing town with blue shutters, a UNESCO-listed medina, seagulls, fresh fish and a wind that blows the heat of the city right out of your head. It is about three hours away by road, which makes it possible as a day trip, though we will try to convince you to stay a night.</p>

<h2>Getting there</h2>
<ul>
<li><strong>By bus.</strong> Supratours buses leave from beside Marrakech railway station and CTM buses from their own station. The journey takes around three hours and costs under 100 dirhams. Book a day ahead in high season.</li>
<li><strong>By shared minibus tour.</strong> Convenient: pick-up from your hotel, a stop on the way, and about five hours in Essaouira.</li>
<li><strong>By private driver.</strong> The most flexible, and reasonable if you are three or four.</li>
</ul>
<p>The road crosses the plains west of Marrakech, then argan country after Chichaoua. You will see the famous goats in argan trees. Be aware that many of them are put there, and kept there, for tourists' photos. We prefer to stop at a women's argan cooperative instead.</p>

<h2>A little history</h2>
<p>The town you see today was laid out in the 1760s by the French engineer Théodore Cornut, on the orders of Sultan Mohammed ben Abdallah, who wanted a royal port for trade with Europe. For a century it was the busiest port in Morocco, exporting ostrich feathers, gum arabic and almonds, with a large Jewish merchant community. The Portuguese called it Mogador, a name you still see on shop signs.</p>

<h2>What to see</h2>
<h3>The Skala de la Ville</h3>
<p>The sea-facing ramparts along the north of the medina, lined with bronze cannons. Waves crash against the rocks below. Game of Thrones fans will recognise it as Astapor, and long before that Orson Welles filmed his Othello here; a square outside the walls is named after him.</p>

<h3>The fishing port</h3>
<p>The beating heart of Essaouira. In the morning the blue wooden boats come in with sardines, sea bream, squid and the occasional shark, which are sold at auction on the quay. Watch the boat builders at work, mending hulls by hand as they have for centuries.</p>

<h3>The medina</h3>
<p>It is small and laid out on a grid, so it is almost impossible to get lost. Wander through the spice and fish markets around the main avenue, the old Mellah in the north-east, and the lanes of the Skala with their thuya wood workshops. Place Moulay Hassan, between the port and the medina, is the place for a coffee and people-watching.</p>

<h3>The beach</h3>
<p>The wide town beach stretches south towards the dunes of Diabat. It is too windy for sunbathing most of the year, but perfect for a long walk, kitesurfing or a camel ride along the water.</p>

<h2>Where and what to eat</h2>
<p>Lunch at the port grills is a ritual. Walk past the row of stalls by the harbour entrance, choose your fish from the ice, agree the price per kilo before it goes on the grill, and eat it at a shared table with bread, salad and a squeeze of lemon. It is simple and very good.</p>
<p>Other local specialities include sardine balls in tomato sauce, amlou with fresh bread, and fish tagine with potatoes and peppers.</p>

<h2>A day-trip itinerary</h2>
<ol>
<li><strong>Arrive around 11 am.</strong> Walk straight to the port while the boats are still unloading.</li>
<li><strong>Noon:</strong> Up onto the Skala du Port for the view over the boats and the medina.</li>
<li><strong>1 pm:</strong> Grilled fish lunch at the port.</li>
<li><strong>2.30 pm:</strong> The medina, the Skala de la Ville and the thuya workshops.</li>
<li><strong>4 pm:</strong> Coffee on Place Moulay Hassan, or a walk on the beach.</li>
<li><strong>5 pm:</strong> Head back to Marrakech.</li>
</ol>

<h2>Why you should stay the night</h2>
<p>The day trippers leave by late afternoon. That is when Essaouira exhales: the light turns gold over the ramparts, the gulls settle, and the sound of Gnaoua music drifts out of a café. If you can, spend at least one night in a riad in the medina, and visit in June if you love music, when the Gnaoua World Music Festival fills the town.</p>

<blockquote>Marrakech is a city you experience. Essaouira is a town you relax into.</blockquote>

<h2>A myth to bust</h2>
<p>You will often hear that Jimi Hendrix wrote "Castles Made of Sand" after seeing the ruined fort on the beach at Diabat. It is a lovely story, but the song was released in 1967, two years before his brief visit to Morocco. The fort is still worth the walk.</p>

<p>Our <a href="/activities/essaouira-day-trip">Essaouira day trip</a> covers the transport and a guided walk, and our four-day <a href="/travels/essaouira-atlantic-coast">Atlantic coast programme</a> gives you time to truly slow down.</p>
`,
    image: 'articles/day-trip-to-essaouira',
    category: 'Day Trips',
    tags: ['Essaouira', 'Day Trips', 'Atlantic Coast', 'Seafood', 'History'],
    authorName: 'Youssef Amrani',
    isPublished: true,
    publishedDaysAgo: 103,
    metaTitle: 'Essaouira Day Trip from Marrakech: A Complete Guide',
    metaDescription:
      'How to visit Essaouira from Marrakech: buses and tours, history, what to see, eating at the port grills and a day itinerary.',
    keywords: ['essaouira day trip', 'marrakech to essaouira', 'essaouira guide', 'things to do essaouira'],
  },
  {
    slug: 'street-food-jemaa-el-fna',
    title: 'Street Food of Jemaa el-Fna: What to Eat and How',
    content: `
<p>Every afternoon, as the sun drops behind the Koutoubia, a small army of men wheels carts into Jemaa el-Fna and builds an open-air restaurant from scratch. Within an hour there are dozens of food stalls, long benches, gas lamps and a column of smoke you can see from the rooftops. UNESCO recognised the square as a Masterpiece of the Oral and Intangible Heritage of Humanity in 2001, and the food is as much a part of it as the storytellers and musicians.</p>
<p>Eating here is loud, cheap and chaotic. It can also be one of the best meals of your trip, if you know what to order.</p>

<h2>How the stalls work</h2>
<ul>
<li>Each stall is numbered and most specialise in a few dishes. Menus with prices are usually posted; if not, ask before you sit.</li>
<li>Waiters will try hard to get you to sit at their stall. Smile, look around, and choose for yourself.</li>
<li>Bread, olives and sauces may be placed on the table before you order. They are usually charged, so send them back if you do not want them.</li>
<li>You pay when you finish. Check the bill; mistakes happen, occasionally on purpose.</li>
</ul>

<h2>What to eat</h2>
<h3>Harira</h3>
<p>A rich soup of tomato, lentils, chickpeas and herbs, thickened with a little flour and egg, served with a date and a sweet chebakia. It is the traditional way to break the fast in Ramadan and a cheap, filling start any evening.</p>

<h3>Snails</h3>
<p>On the east side of the square, look for men ladling snails from huge steaming pots. They are cooked in a broth spiced with aniseed, thyme, liquorice root and more than a dozen other spices, and served in small bowls with a toothpick. Drink the broth afterwards; locals swear it settles the stomach.</p>

<h3>Grilled meat</h3>
<p>Brochettes of lamb, chicken or liver, spicy merguez sausages and kefta are grilled over charcoal and served with bread, tomato and onion salad, and harissa. Simple and reliable.</p>

<h3>Fried fish and makouda</h3>
<p>Several stalls fry calamari, sardines and whiting in a light batter. Try makouda, golden potato fritters spiced with cumin and coriander, stuffed into bread with a little harissa.</p>

<h3>Tangia</h3>
<p>The great Marrakchi dish. Lamb or beef is packed into a tall clay urn with preserved lemon, garlic, cumin, saffron and smen (aged butter), sealed with paper and sent to cook slowly for hours in the embers that heat the neighbourhood hammam. The meat comes out meltingly soft. For the best, leave the square for Mechoui Alley, the short lane off its north-east corner, where it is served by weight with slow-roasted mechoui lamb.</p>

<h3>Sheep's head</h3>
<p>For the adventurous. Steamed until tender and served with cumin and salt. The cheeks are considered the best part.</p>

<h3>Khoudenjal</h3>
<p>To finish, find one of the stalls with brass urns and rows of small glasses. Khoudenjal is a hot, spiced drink of galangal, ginger, cinnamon and other spices, said to warm you up in winter and much else besides. It is served with a dense, dark spice cake.</p>

<h3>Orange juice</h3>
<p>The juice carts around the square sell freshly squeezed orange and grapefruit juice all day. The price is painted on the cart. Make sure the juice is squeezed in front of you and not topped up from a jug.</p>

<h2>Staying healthy</h2>
<ul>
<li>Choose busy stalls, ideally with Moroccan families eating there. High turnover means fresh food.</li>
<li>Prefer dishes that are cooked hot, in front of you.</li>
<li>Be cautious with raw salads and unpeeled fruit if you have a sensitive stomach.</li>
<li>Bring hand sanitiser and small change.</li>
<li>Drink bottled water. Check the cap is sealed.</li>
</ul>

<h2>Beyond the square</h2>
<p>Some of the best street food is in the lanes around Jemaa el-Fna and in the wider medina:</p>
<ul>
<li><strong>Msemen and harcha</strong> at breakfast, square flaky pancakes and semolina griddle breads served with honey or soft cheese.</li>
<li><strong>Sfenj</strong>, ring doughnuts fried to order in the morning and threaded onto a palm leaf.</li>
<li><strong>Bissara</strong>, a thick fava bean soup with olive oil and cumin, perfect on a cold morning.</li>
<li><strong>Sandwiches of kefta or liver</strong> from the grills near Bab Doukkala.</li>
</ul>

<blockquote>Sit down, squeeze in next to strangers, and order one thing at a time. The square is not going anywhere.</blockquote>

<h2>When to go</h2>
<p>The stalls are at their best from around 7 pm, when the square is full and the smoke rises into the dark. Come earlier if you want a quieter meal, and later for the music and storytellers around the edges. If all this feels like too much on your own, our <a href="/activities/jemaa-el-fna-street-food-tour">street food tour</a> takes you to our favourite stalls with a local guide.</p>
`,
    image: 'articles/street-food-jemaa-el-fna',
    category: 'Food & Drink',
    tags: ['Street Food', 'Jemaa el-Fna', 'Moroccan Food', 'Marrakech', 'Night Life'],
    authorName: 'Karim Benali',
    isPublished: true,
    publishedDaysAgo: 126,
    metaTitle: 'Jemaa el-Fna Street Food Guide: What to Eat in Marrakech',
    metaDescription:
      'A local guide to the food stalls of Jemaa el-Fna: harira, snails, tangia, khoudenjal, how the stalls work and how to stay healthy.',
    keywords: ['jemaa el fna food', 'marrakech street food', 'tangia', 'what to eat in marrakech'],
  },
  {
    slug: 'ramadan-in-marrakech-for-travellers',
    title: 'Ramadan in Marrakech: A Guide for Travellers',
    content: `
<p>Many travellers ask whether they should avoid Morocco during Ramadan. Our answer is almost always no. It is a different experience, slower by day and remarkably lively by night, and with a little understanding it can be one of the most memorable times to visit.</p>

<h2>What is Ramadan?</h2>
<p>Ramadan is the ninth month of the Islamic calendar, during which Muslims fast from dawn to sunset: no food, no water, no smoking. It is a month of reflection, prayer, charity and family. Because the Islamic calendar is lunar, Ramadan moves about eleven days earlier each year, so check the dates before you plan your trip. The exact start depends on the sighting of the new moon, so it is only confirmed a day or so before.</p>

<h2>How daily life changes</h2>
<h3>Mornings</h3>
<p>The city wakes up late. Many shops in the souks open from late morning, and government offices and banks work shorter hours. Cafés used by Moroccans are closed during the day.</p>
<h3>Afternoons</h3>
<p>As the day goes on and the fast becomes harder, patience can run a little short, especially in traffic. In the last hour before sunset the streets fill with people rushing home with bread, dates and pastries.</p>
<h3>Iftar</h3>
<p>At sunset, a siren sounds and the call to prayer rings out. The city falls completely silent as everyone breaks the fast together. The traditional iftar table includes harira soup, dates, hard-boiled eggs, milk, msemen and chebakia, the flower-shaped sesame pastries soaked in honey that are made in vast quantities for the month.</p>
<h3>Nights</h3>
<p>After iftar and evening prayers, Marrakech comes alive. Families stroll, shops reopen, Jemaa el-Fna is packed, and cafés stay open late. Many people eat a last meal, called suhour, before dawn.</p>

<h2>What it means for visitors</h2>
<ul>
<li><strong>You do not need to fast.</strong> Nobody expects visitors to do so.</li>
<li><strong>Eat and drink discreetly.</strong> Avoid eating, drinking or smoking openly in the street during the day. Restaurants in hotels, riads and tourist areas remain open, and you can eat there normally.</li>
<li><strong>Alcohol is harder to find.</strong> Supermarkets generally stop selling it during the month. Licensed hotels and some restaurants still serve it.</li>
<li><strong>Plan your sightseeing for the morning and early afternoon.</strong> Monuments and museums are usually open, though sometimes with shorter hours.</li>
<li><strong>Be patient with services.</strong> Your guide or driver may be fasting. A little understanding goes a long way.</li>
<li><strong>Do not plan to travel at sunset.</strong> Taxis disappear and roads empty as everyone sits down to eat.</li>
</ul>

<h2>The rewards</h2>
<h3>An iftar invitation</h3>
<p>Ramadan is a month of generosity, and sharing iftar is part of it. If you are invited to break the fast with a family, accept. Bring a box of pastries or dates, arrive a few minutes before sunset, and wait for your hosts to start. Many riads also serve an iftar meal to guests, which is a good introduction.</p>
<h3>A quieter city</h3>
<p>Daytime crowds are thinner, and flights and hotels are often cheaper. The medina has a calmer, more reflective mood, especially in the mornings.</p>
<h3>Nights to remember</h3>
<p>Walking through the medina after iftar, when the whole city seems to be out, is something very few visitors see.</p>

<blockquote>In Ramadan, the city moves to a different clock. Set yours to match, and you will see a side of Marrakech most visitors miss.</blockquote>

<h2>Key moments</h2>
<ul>
<li><strong>Laylat al-Qadr</strong>, usually observed on the 27th night, is the holiest night of the month. Mosques are full, children dress up, and many families visit relatives.</li>
<li><strong>Eid al-Fitr</strong> marks the end of Ramadan. It is a family holiday of one or two days; many shops and restaurants close, and transport is very busy as people travel home. Book trains and buses well in advance.</li>
</ul>

<h2>Activities during Ramadan</h2>
<p>Most of our activities run as normal, with a few adjustments. Cooking classes focus on iftar dishes, desert dinners are timed for after sunset, and we avoid long hikes in the afternoon heat. Our team will tell you what to expect when you book.</p>
<p>For more on etiquette, see our guides to <a href="/articles/what-to-wear-in-marrakech">what to wear</a> and <a href="/articles/guide-to-moroccan-mint-tea">mint tea</a>.</p>
`,
    image: 'articles/ramadan-in-marrakech-for-travellers',
    category: 'Culture & Etiquette',
    tags: ['Ramadan', 'Culture', 'Etiquette', 'Festivals', 'Practical Tips'],
    authorName: 'Salma Idrissi',
    isPublished: false,
    publishedDaysAgo: 2,
    metaTitle: "Visiting Marrakech During Ramadan: A Traveller's Guide",
    metaDescription:
      'What changes in Marrakech during Ramadan, how to be respectful as a visitor, iftar invitations and why it is a rewarding time to travel.',
    keywords: ['ramadan morocco', 'ramadan marrakech', 'travel during ramadan', 'iftar marrakech'],
  },
  {
    slug: 'majorelle-garden-ysl-museum',
    title: 'Jardin Majorelle and the YSL Museum: How to Visit',
    content: `
<p>The Jardin Majorelle is Marrakech's most visited site, and on a busy morning it can feel like it. Yet even with the crowds, this small garden of cactus, bamboo and electric blue walls has a magic that is hard to describe. With a little planning, you can see it at its calmest and combine it with the Yves Saint Laurent museum next door.</p>

<h2>The story of the garden</h2>
<h3>Jacques Majorelle</h3>
<p>Jacques Majorelle was a French painter, the son of the famous Art Nouveau furniture maker Louis Majorelle of Nancy. He arrived in Marrakech in 1917 to recover his health and never really left. In 1923 he bought a plot of land on the edge of the Palmeraie and began to plant a garden around his home.</p>
<p>In 1931 he commissioned a studio in a Cubist-Art Deco style, and painted it in the deep, intense cobalt he had seen in Amazigh villages and on local tiles. The colour is now known as Majorelle blue. He filled the garden with plants collected from five continents and opened it to the public in 1947. After a car accident and financial troubles, he was forced to sell, and he died in 1962.</p>

<h3>Yves Saint Laurent and Pierre Bergé</h3>
<p>The designer Yves Saint Laurent and his partner Pierre Bergé discovered the garden on their first trip to Marrakech in 1966. When they learned in 1980 that it was to be replaced by a hotel, they bought it, restored it and kept it open. After Saint Laurent's death in 2008, his ashes were scattered in the rose garden of their villa, and a memorial stands in the garden.</p>

<h2>What to see</h2>
<h3>The garden</h3>
<p>A loop of shaded paths leads past giant cacti, bamboo groves, bougainvillea, water lily ponds and fountains. It is small, and a slow visit takes about an hour.</p>
<h3>The Berber museum</h3>
<p>Majorelle's former studio now houses a museum dedicated to the Amazigh peoples of Morocco. It is small but exceptional, with jewellery, textiles, weapons and costumes from the Rif to the Sahara. The mirrored room of jewellery alone is worth the extra ticket.</p>
<h3>The Musée Yves Saint Laurent</h3>
<p>Opened in 2017 a short walk from the garden entrance, on the street now named after the designer, this museum presents a rotating selection of haute couture pieces and sketches, with a permanent hall tracing his career. The building by the French studio KO uses terracotta bricks laid to resemble the weft and warp of fabric. There is also a research library, a space for temporary exhibitions and a pleasant café.</p>

<h2>Tickets and timing</h2>
<ul>
<li><strong>Book online in advance.</strong> Tickets are sold for timed slots, and the garden and museums can sell out days ahead, especially during European holidays. Combined tickets are available.</li>
<li><strong>Go at opening time.</strong> The first hour is by far the calmest. Late afternoon is the second-best option.</li>
<li><strong>Allow half a day.</strong> Around an hour for the garden, 30 minutes for the Berber museum, and an hour for the YSL museum.</li>
<li><strong>Check opening hours before you go.</strong> They vary by season, and the museums occasionally close for installation of new exhibitions.</li>
</ul>

<h2>Getting there</h2>
<p>The garden is in the district of Gueliz, about 2.5 km north-west of Jemaa el-Fna. A petit taxi from the medina costs around 20 to 30 dirhams; agree it or insist on the meter. You can also walk in about 35 minutes, or combine it with a stroll through the new town.</p>

<h2>Tips</h2>
<ul>
<li>Photography is allowed in the garden. Be patient at the famous blue villa; the crowd moves on every few minutes.</li>
<li>Large bags may not be allowed in the museums. Travel light.</li>
<li>The garden has plenty of shade, but bring water on hot days.</li>
<li>Pair the visit with lunch in Gueliz, and an afternoon in the contemporary galleries of the area.</li>
</ul>

<blockquote>Majorelle painted his walls blue so the garden would feel like a painting. A century later, it still does.</blockquote>

<h2>Is it worth it?</h2>
<p>Yes, if you go early and take your time. Some travellers find it too busy and too small for its fame, and if you only have a day in Marrakech, you might prefer the medina. But for lovers of gardens, design and fashion, it is essential. If you would rather not deal with the tickets, our <a href="/activities/majorelle-ysl-museum-visit">guided visit</a> includes them, with a guide who can tell you the story of every plant.</p>
`,
    image: 'articles/majorelle-garden-ysl-museum',
    category: 'City Guides',
    tags: ['Majorelle', 'Yves Saint Laurent', 'Gardens', 'Museums', 'Gueliz', 'Design'],
    authorName: 'Nadia El Fassi',
    isPublished: true,
    publishedDaysAgo: 149,
    metaTitle: 'Jardin Majorelle and YSL Museum Marrakech: Visitor Guide',
    metaDescription:
      'The history of the Jardin Majorelle, what to see in the garden, the Berber museum and the YSL museum, tickets and best times.',
    keywords: ['jardin majorelle', 'ysl museum marrakech', 'majorelle tickets', 'majorelle blue'],
  },
  {
    slug: 'trekking-toubkal-guide',
    title: 'Trekking Toubkal: What You Need to Know',
    content: `
<p>At 4,167 metres, Jbel Toubkal is the highest mountain in North Africa, and its summit is only a two-day walk from a village ninety minutes from Marrakech. That accessibility is its great appeal, and also its trap: every year people underestimate it. Here is what you need to know before you set off.</p>

<h2>The basics</h2>
<ul>
<li><strong>Height:</strong> 4,167 m</li>
<li><strong>Starting point:</strong> Imlil, 1,740 m, about 65 km south of Marrakech</li>
<li><strong>Standard duration:</strong> 2 days, with a night at the refuge (3,207 m)</li>
<li><strong>Technical difficulty:</strong> none in summer, a steep walk on rocks and scree; serious winter mountaineering when snow-covered</li>
<li><strong>Guide:</strong> compulsory for all trekkers since 2019</li>
</ul>

<h2>When to go</h2>
<h3>Late spring to autumn</h3>
<p>From around May to October the path is usually free of snow and the ascent is a non-technical trek. July and August are hot in the valley but pleasant higher up, though afternoon storms are possible. September and October are perhaps the best months: stable weather, clear views and fewer people.</p>
<h3>Winter</h3>
<p>From November to April the upper mountain is usually under snow and ice. The climb then requires crampons, an ice axe, experience in using them and a guide qualified for winter conditions. We run winter ascents only for experienced walkers, over three days.</p>

<h2>The route</h2>
<h3>Day one: Imlil to the refuge</h3>
<p>From Imlil, the path climbs gently through walnut groves to the village of Aroumd, then crosses a wide, stony riverbed and follows the Mizane valley. After two to three hours you reach the shrine of Sidi Chamharouch, a white-painted boulder sacred to a local saint, surrounded by small stalls selling drinks. Non-Muslims may not cross the bridge to the shrine itself. The path then climbs steadily for another three hours to the refuges at 3,207 metres. Total: five to six hours, 11 km, about 1,450 m of ascent.</p>
<p>There are two refuges side by side, the Refuge du Toubkal of the French Alpine Club and the Refuge Les Mouflons. Both offer dormitory beds, hot meals and basic washrooms. They are busy in season: your guide will book ahead.</p>

<h3>Day two: summit and descent</h3>
<p>You leave around 4 or 5 am, by head torch, and climb the south cirque on a path of scree and boulders. The last section follows a ridge to the summit, marked by a metal pyramid. Allow three to four hours up. On a clear morning you can see the Anti-Atlas to the south and, some say, the faint haze of the Sahara.</p>
<p>Then comes the part people forget: the descent all the way back to Imlil, some 2,400 metres down, taking five to six hours. Your knees will remember it.</p>

<h2>Altitude</h2>
<p>Gaining 2,400 metres in two days is fast. Mild altitude sickness, with headaches, nausea, poor sleep and loss of appetite, is common at the refuge. To reduce the risk:</p>
<ul>
<li>Walk slowly, especially on day one. Your guide will set a deliberately gentle pace.</li>
<li>Drink at least three litres of water a day.</li>
<li>Consider a three-day itinerary, with an extra night in Imlil or Aroumd to acclimatise.</li>
<li>If symptoms get worse, go down. Summits can wait.</li>
</ul>

<h2>Kit list</h2>
<ul>
<li>Broken-in walking boots with good ankle support</li>
<li>Trekking poles, especially for the descent</li>
<li>Layers: base layer, fleece, insulated jacket, waterproof shell</li>
<li>Warm hat, gloves and sunglasses</li>
<li>Head torch with spare batteries</li>
<li>Sun cream and lip balm with high protection</li>
<li>Sleeping bag liner for the refuge</li>
<li>Water bottles and purification tablets</li>
<li>Snacks: dates, nuts and chocolate are sold in Imlil</li>
</ul>

<h2>Guides, mules and costs</h2>
<p>Guides must hold an official licence, and it is worth choosing one from the local villages: they know the mountain and the weather, and the money stays in the valley. A mule and muleteer can carry your bags to the refuge. Budget for the guide, mule, refuge nights, meals and tips for both guide and muleteer.</p>

<blockquote>The mountain is not going anywhere. Turning back is part of mountaineering, not a failure of it.</blockquote>

<h2>A note on the earthquake</h2>
<p>The earthquake of September 2023 hit the villages of the Al Haouz province hard, including those around Imlil. Much has been rebuilt, the trails are open, and the guesthouses and guides depend on visitors more than ever. Trekking here is one of the most direct ways to support the region.</p>

<p>Ready to go? Our <a href="/activities/toubkal-summit-trek">two-day Toubkal trek</a> includes transport, a licensed guide from Imlil, mule support and the refuge night.</p>
`,
    image: 'articles/trekking-toubkal-guide',
    category: 'Desert & Mountains',
    tags: ['Toubkal', 'Trekking', 'Atlas Mountains', 'Imlil', 'Hiking', 'Adventure'],
    authorName: 'Youssef Amrani',
    isPublished: true,
    publishedDaysAgo: 172,
    metaTitle: 'Trekking Toubkal: Route, Season, Kit and Altitude Tips',
    metaDescription:
      'Everything you need to climb Mount Toubkal from Imlil: the route, best season, altitude advice, kit list and guide rules.',
    keywords: ['toubkal trek', 'climb toubkal', 'toubkal guide', 'imlil', 'high atlas hiking'],
  },
];
