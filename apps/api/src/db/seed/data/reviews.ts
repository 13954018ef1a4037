import type { SeedReview } from './types.ts';

export const reviews: SeedReview[] = [
  // Products
  {
    refModel: 'Product',
    refKey: 'brass-star-lantern',
    customer: 'hannah.whitfield@example.com',
    rating: 5,
    comment:
      'It throws the most beautiful star pattern across our hallway ceiling. Wired properly for a UK adaptor and packed like it was made of glass.',
    daysAgo: 21,
  },
  {
    refModel: 'Product',
    refKey: 'brass-star-lantern',
    customer: 'ethan.caldwell@example.com',
    rating: 5,
    comment:
      'We saw lanterns like this in every shop in the souk but never knew which ones were well made. This one is heavy, solid and the piercing is crisp.',
    daysAgo: 88,
  },
  {
    refModel: 'Product',
    refKey: 'brass-star-lantern',
    customer: 'priya.raman@example.com',
    rating: 4,
    comment:
      'Lovely piece. The chain is a little short for a high ceiling, so I bought an extension locally.',
    daysAgo: 143,
  },
  {
    refModel: 'Product',
    refKey: 'beni-ourain-rug',
    customer: 'sara.lindqvist@example.com',
    rating: 5,
    comment:
      'The rug is exactly the one in the photos, thick and creamy and slightly wonky in the best way. The little card signed by the two weavers made me tear up.',
    daysAgo: 64,
  },
  {
    refModel: 'Product',
    refKey: 'beni-ourain-rug',
    customer: 'tom.verbeek@example.com',
    rating: 4,
    comment:
      'Arrived in Rotterdam in nine days. It smelled of sheep for the first week, as the description warned, then it faded completely.',
    daysAgo: 190,
  },
  {
    refModel: 'Product',
    refKey: 'saffron-leather-pouf',
    customer: 'lucas.moreau@example.com',
    rating: 4,
    comment:
      'Beautiful embroidery and a deep yellow colour. Stuffing it took two old duvets and a lot of patience, but it is very firm now.',
    daysAgo: 37,
  },
  {
    refModel: 'Product',
    refKey: 'saffron-leather-pouf',
    customer: 'amira.haddad@example.com',
    rating: 5,
    comment:
      'My kids fight over who gets to sit on it. The stitching has survived a year of that, which says a lot.',
    daysAgo: 251,
  },
  {
    refModel: 'Product',
    refKey: 'saffron-leather-pouf',
    customer: 'chinedu.okafor@example.com',
    rating: 3,
    comment:
      'Well made, but the colour is more mustard than saffron in real life. Still nice in the living room, just not what I pictured.',
    daysAgo: 112,
  },
  {
    refModel: 'Product',
    refKey: 'safi-cooking-tagine',
    customer: 'giulia.bertolini@example.com',
    rating: 5,
    comment:
      'Followed the curing instructions to the letter and it has made six tagines so far. The chicken with preserved lemon from the recipe card is now a Sunday regular.',
    daysAgo: 49,
  },
  {
    refModel: 'Product',
    refKey: 'safi-cooking-tagine',
    customer: 'jonas.becker@example.com',
    rating: 4,
    comment:
      'Good, honest cookware. You really do need a diffuser on an induction hob; buy one at the same time.',
    daysAgo: 133,
  },
  {
    refModel: 'Product',
    refKey: 'safi-cooking-tagine',
    customer: 'mateus.carvalho@example.com',
    rating: 2,
    comment:
      'The lid arrived with a hairline crack. The team sent a replacement without any fuss, but it took almost three weeks to reach Brazil.',
    daysAgo: 206,
  },
  {
    refModel: 'Product',
    refKey: 'engraved-moroccan-teapot',
    customer: 'liam.oconnor@example.com',
    rating: 5,
    comment:
      'Pours a perfect thin stream, just like the one at our riad. I have been practising the high pour over the sink.',
    daysAgo: 16,
  },
  {
    refModel: 'Product',
    refKey: 'engraved-moroccan-teapot',
    customer: 'aiko.tanaka@example.com',
    rating: 4,
    comment: 'Very pretty engraving. The handle gets hot, so keep a cloth nearby.',
    daysAgo: 97,
  },
  {
    refModel: 'Product',
    refKey: 'cosmetic-argan-oil',
    customer: 'camila.herrera@example.com',
    rating: 5,
    comment:
      'No smell at all, which is how I know it is the real cosmetic oil and not roasted. A few drops on damp hair and my ends are finally soft.',
    daysAgo: 29,
  },
  {
    refModel: 'Product',
    refKey: 'cosmetic-argan-oil',
    customer: 'priya.raman@example.com',
    rating: 5,
    comment:
      'I visited the cooperative on a day trip and was happy to find the same oil here. Third bottle now.',
    daysAgo: 171,
  },
  {
    refModel: 'Product',
    refKey: 'cosmetic-argan-oil',
    customer: 'sara.lindqvist@example.com',
    rating: 4,
    comment:
      'Absorbs quickly and my skin loves it in the Swedish winter. The dropper could be a bit more precise.',
    daysAgo: 228,
  },
  {
    refModel: 'Product',
    refKey: 'spice-souk-collection',
    customer: 'ethan.caldwell@example.com',
    rating: 5,
    comment:
      "Bought it after Fatima's cooking class so I could recreate the zaalouk at home. The saffron alone is worth the price.",
    daysAgo: 55,
  },
  {
    refModel: 'Product',
    refKey: 'spice-souk-collection',
    customer: 'hannah.whitfield@example.com',
    rating: 4,
    comment:
      'A lovely gift for my mum, and the recipe booklet is genuinely useful. I wish the tins were a little bigger.',
    daysAgo: 260,
  },
  {
    refModel: 'Product',
    refKey: 'yellow-leather-babouches',
    customer: 'jonas.becker@example.com',
    rating: 3,
    comment:
      'Soft leather and nicely stitched, but they really do run small. I should have gone up a size as the description says.',
    daysAgo: 74,
  },
  {
    refModel: 'Product',
    refKey: 'yellow-leather-babouches',
    customer: 'tom.verbeek@example.com',
    rating: 4,
    comment: 'My winter slippers now. Stiff for the first few days, then they moulded to my feet.',
    daysAgo: 122,
  },
  {
    refModel: 'Product',
    refKey: 'leather-weekender-bag',
    customer: 'mateus.carvalho@example.com',
    rating: 5,
    comment:
      'Took it on four flights already and it fits in the overhead bin every time. The leather is getting darker and better with each trip.',
    daysAgo: 41,
  },
  {
    refModel: 'Product',
    refKey: 'cactus-silk-scarf',
    customer: 'aiko.tanaka@example.com',
    rating: 5,
    comment:
      'Light as air and perfect for covering my shoulders in the heat. I appreciated the honest note about what sabra actually is.',
    daysAgo: 9,
  },
  {
    refModel: 'Product',
    refKey: 'cactus-silk-scarf',
    customer: 'amira.haddad@example.com',
    rating: 3,
    comment: 'Nice weave, but the colour is more orange than on my screen. It softened after the first wash.',
    daysAgo: 158,
  },
  {
    refModel: 'Product',
    refKey: 'beldi-tea-glasses',
    customer: 'lucas.moreau@example.com',
    rating: 5,
    comment:
      'Every glass is slightly different, with little bubbles in the glass. They make even supermarket tea feel special.',
    daysAgo: 68,
  },
  {
    refModel: 'Product',
    refKey: 'fes-blue-serving-plate',
    customer: 'chinedu.okafor@example.com',
    rating: 5,
    comment:
      'The blue is deep and inky, exactly like the plates we saw in Fès. Big enough for a couscous for six, but it lives on the wall.',
    daysAgo: 184,
  },
  {
    refModel: 'Product',
    refKey: 'hammam-ritual-box',
    customer: 'giulia.bertolini@example.com',
    rating: 4,
    comment:
      'A good way to bring the hammam home, and the kessa glove is properly rough. My bathroom never gets quite steamy enough, though.',
    daysAgo: 93,
  },
  {
    refModel: 'Product',
    refKey: 'tiznit-silver-fibula',
    customer: 'camila.herrera@example.com',
    rating: 5,
    comment:
      'I wear it on my winter coat and people stop me in the street to ask about it. Beautifully engraved.',
    daysAgo: 214,
  },
  {
    refModel: 'Product',
    refKey: 'boucherouite-rag-rug',
    customer: 'liam.oconnor@example.com',
    rating: 4,
    comment: 'Pure joy in rug form. It went through the washing machine on 30 and came out fine.',
    daysAgo: 139,
  },

  // Activities
  {
    refModel: 'Activity',
    refKey: 'hot-air-balloon-sunrise',
    customer: 'hannah.whitfield@example.com',
    rating: 5,
    comment:
      'Anouar, our pilot, took us low over a village just as people were coming out to feed the chickens. Then the Atlas turned pink. Unforgettable.',
    daysAgo: 12,
  },
  {
    refModel: 'Activity',
    refKey: 'hot-air-balloon-sunrise',
    customer: 'jonas.becker@example.com',
    rating: 5,
    comment:
      'The 5 am pick-up hurts, but it is worth it. Breakfast in the tent afterwards, with hot msemen and honey, was a treat.',
    daysAgo: 58,
  },
  {
    refModel: 'Activity',
    refKey: 'hot-air-balloon-sunrise',
    customer: 'aiko.tanaka@example.com',
    rating: 4,
    comment:
      'Smooth landing and great views of Toubkal. Bring gloves in January; my fingers were frozen before take-off.',
    daysAgo: 104,
  },
  {
    refModel: 'Activity',
    refKey: 'hot-air-balloon-sunrise',
    customer: 'mateus.carvalho@example.com',
    rating: 3,
    comment:
      'Our first morning was cancelled for wind, which is fair, and they rebooked us quickly. The flight was great but breakfast felt rushed.',
    daysAgo: 238,
  },
  {
    refModel: 'Activity',
    refKey: 'agafay-desert-sunset-dinner',
    customer: 'lucas.moreau@example.com',
    rating: 5,
    comment:
      'The silence after the camel ride was the best part of our whole week. The lamb tagine was slow-cooked to perfection and the drummers got everyone dancing.',
    daysAgo: 26,
  },
  {
    refModel: 'Activity',
    refKey: 'agafay-desert-sunset-dinner',
    customer: 'priya.raman@example.com',
    rating: 4,
    comment:
      'They made a separate vegetarian tagine for me without any fuss. It got much colder than I expected after dark, so listen to the advice about a jacket.',
    daysAgo: 79,
  },
  {
    refModel: 'Activity',
    refKey: 'agafay-desert-sunset-dinner',
    customer: 'tom.verbeek@example.com',
    rating: 5,
    comment:
      'More stars than I have ever seen. Our kids fell asleep on the cushions by the fire before dessert.',
    daysAgo: 161,
  },
  {
    refModel: 'Activity',
    refKey: 'medina-cooking-class',
    customer: 'giulia.bertolini@example.com',
    rating: 5,
    comment:
      'As an Italian I am hard to impress in a kitchen, but Fatima is a force of nature. Her trick for preserved lemons has changed my life.',
    daysAgo: 19,
  },
  {
    refModel: 'Activity',
    refKey: 'medina-cooking-class',
    customer: 'ethan.caldwell@example.com',
    rating: 5,
    comment:
      'The market walk alone was worth it. Eating our own zaalouk and chicken tagine on the roof terrace, with the storks on the palace walls nearby, was perfect.',
    daysAgo: 60,
  },
  {
    refModel: 'Activity',
    refKey: 'medina-cooking-class',
    customer: 'sara.lindqvist@example.com',
    rating: 5,
    comment: 'Small group, clear explanations, and my msemen actually looked like msemen by the third try.',
    daysAgo: 117,
  },
  {
    refModel: 'Activity',
    refKey: 'medina-cooking-class',
    customer: 'chinedu.okafor@example.com',
    rating: 4,
    comment: 'Great fun and delicious. It ran an hour over, so do not book anything straight after.',
    daysAgo: 199,
  },
  {
    refModel: 'Activity',
    refKey: 'merzouga-sahara-3-day-trip',
    customer: 'camila.herrera@example.com',
    rating: 5,
    comment:
      'Hassan, our driver, stopped wherever we wanted and knew a tiny café in the Dades with the best omelette berbère. Sunrise on the dunes made me cry.',
    daysAgo: 45,
  },
  {
    refModel: 'Activity',
    refKey: 'merzouga-sahara-3-day-trip',
    customer: 'liam.oconnor@example.com',
    rating: 4,
    comment:
      'The drive back on day three is brutal, ten hours with stops, as they warned. The camp and the camel ride were everything I hoped for.',
    daysAgo: 177,
  },
  {
    refModel: 'Activity',
    refKey: 'merzouga-sahara-3-day-trip',
    customer: 'amira.haddad@example.com',
    rating: 2,
    comment:
      'The scenery was amazing, but our tent had a broken zip and the shower was cold both nights. Ochre refunded part of the price after we wrote to them, which I appreciated.',
    daysAgo: 283,
  },
  {
    refModel: 'Activity',
    refKey: 'jemaa-el-fna-street-food-tour',
    customer: 'jonas.becker@example.com',
    rating: 4,
    comment:
      'Karim knows everyone in the square. I was nervous about the snails, but the broth was fantastic. Skip lunch before this one.',
    daysAgo: 33,
  },
  {
    refModel: 'Activity',
    refKey: 'jemaa-el-fna-street-food-tour',
    customer: 'hannah.whitfield@example.com',
    rating: 5,
    comment:
      'Salma took us to Mechoui Alley for tangia and then to a tiny khoudenjal stall I would never have found alone. Best night of the trip.',
    daysAgo: 148,
  },
  {
    refModel: 'Activity',
    refKey: 'toubkal-summit-trek',
    customer: 'tom.verbeek@example.com',
    rating: 5,
    comment:
      'Lahcen set a slow pace on day one and I am convinced that is why we all made the summit. Hard work, freezing at the top, and completely worth it.',
    daysAgo: 73,
  },
  {
    refModel: 'Activity',
    refKey: 'toubkal-summit-trek',
    customer: 'mateus.carvalho@example.com',
    rating: 4,
    comment:
      'The refuge dormitory is noisy, bring earplugs. The descent back to Imlil destroyed my knees; use poles.',
    daysAgo: 266,
  },
  {
    refModel: 'Activity',
    refKey: 'private-hammam-ritual',
    customer: 'amira.haddad@example.com',
    rating: 5,
    comment:
      'Khadija scrubbed away what felt like a week of medina dust. The argan massage afterwards was so relaxing I nearly fell asleep on the table.',
    daysAgo: 52,
  },
  {
    refModel: 'Activity',
    refKey: 'private-hammam-ritual',
    customer: 'giulia.bertolini@example.com',
    rating: 4,
    comment: 'Very intense scrub, in a good way. The tea and pastries in the courtyard were a lovely finish.',
    daysAgo: 130,
  },
  {
    refModel: 'Activity',
    refKey: 'essaouira-day-trip',
    customer: 'priya.raman@example.com',
    rating: 5,
    comment:
      'Omar gave us a great hour in the medina, then we ate grilled sardines at the port with our feet dangling over the boats. So refreshing after the heat of Marrakech.',
    daysAgo: 87,
  },
  {
    refModel: 'Activity',
    refKey: 'essaouira-day-trip',
    customer: 'aiko.tanaka@example.com',
    rating: 3,
    comment:
      'Essaouira is lovely, but six hours in the minibus for five hours in town felt like a lot. Next time I would stay a night.',
    daysAgo: 221,
  },
  {
    refModel: 'Activity',
    refKey: 'medina-souks-heritage-walk',
    customer: 'ethan.caldwell@example.com',
    rating: 4,
    comment:
      "Abdellah explained how the fondouks worked and showed us a metalworker still using his grandfather's tools. Not a single shop stop, as promised.",
    daysAgo: 95,
  },
  {
    refModel: 'Activity',
    refKey: 'medina-souks-heritage-walk',
    customer: 'lucas.moreau@example.com',
    rating: 5,
    comment:
      'The perfect first morning. The hand-drawn map got us around on our own for the rest of the week.',
    daysAgo: 210,
  },
  {
    refModel: 'Activity',
    refKey: 'ouzoud-falls-day-trip',
    customer: 'chinedu.okafor@example.com',
    rating: 4,
    comment:
      'The falls were thundering in April. Long drive, but the walk down through the olive trees and the boat into the spray made up for it.',
    daysAgo: 154,
  },
  {
    refModel: 'Activity',
    refKey: 'ourika-valley-waterfalls',
    customer: 'sara.lindqvist@example.com',
    rating: 3,
    comment:
      'Pretty valley and a fun scramble to the first waterfall, but we went on a Sunday and it was very crowded. Go on a weekday, as they suggest.',
    daysAgo: 242,
  },
  {
    refModel: 'Activity',
    refKey: 'majorelle-ysl-museum-visit',
    customer: 'camila.herrera@example.com',
    rating: 4,
    comment:
      'Imane knew the name of every cactus. Being there at opening time made a huge difference; by the time we left the queue went round the corner.',
    daysAgo: 108,
  },
  {
    refModel: 'Activity',
    refKey: 'atlas-berber-villages-day-trip',
    customer: 'liam.oconnor@example.com',
    rating: 5,
    comment:
      "Brahim's family welcomed us like old friends. Bread straight from the clay oven, a tagine cooked on the fire and the Atlas all around us.",
    daysAgo: 67,
  },

  // Articles
  {
    refModel: 'Article',
    refKey: 'first-48-hours-marrakech-medina',
    customer: 'hannah.whitfield@example.com',
    rating: 5,
    comment:
      'Followed this almost exactly on our first weekend. The tip about the Saadian Tombs at opening time saved us a long queue.',
    daysAgo: 4,
  },
  {
    refModel: 'Article',
    refKey: 'first-48-hours-marrakech-medina',
    customer: 'sara.lindqvist@example.com',
    rating: 5,
    comment: 'Clear, calm and practical. Exactly what I needed the night before flying in.',
    daysAgo: 3,
  },
  {
    refModel: 'Article',
    refKey: 'how-to-bargain-in-the-souks',
    customer: 'ethan.caldwell@example.com',
    rating: 4,
    comment:
      'The rials tip is gold. A seller quoted me 2,000 for a lantern and I nearly fainted before I remembered.',
    daysAgo: 14,
  },
  {
    refModel: 'Article',
    refKey: 'how-to-bargain-in-the-souks',
    customer: 'mateus.carvalho@example.com',
    rating: 5,
    comment:
      'Visiting the Ensemble Artisanal first gave me the confidence to bargain without feeling awkward.',
    daysAgo: 11,
  },
  {
    refModel: 'Article',
    refKey: 'guide-to-moroccan-mint-tea',
    customer: 'aiko.tanaka@example.com',
    rating: 5,
    comment:
      'I finally understand why the first glass goes back into the pot. Tried it at home with fresh mint and it was perfect.',
    daysAgo: 25,
  },
  {
    refModel: 'Article',
    refKey: 'agafay-or-sahara',
    customer: 'tom.verbeek@example.com',
    rating: 5,
    comment:
      'Honest about the dunes in Zagora, which nobody else told us. We chose Merzouga and had no regrets.',
    daysAgo: 40,
  },
  {
    refModel: 'Article',
    refKey: 'agafay-or-sahara',
    customer: 'priya.raman@example.com',
    rating: 4,
    comment: 'Helpful comparison. I would have liked a rough idea of prices for each option.',
    daysAgo: 31,
  },
  {
    refModel: 'Article',
    refKey: 'trekking-toubkal-guide',
    customer: 'jonas.becker@example.com',
    rating: 5,
    comment: 'The kit list was spot on, especially the sleeping bag liner and the warning about the descent.',
    daysAgo: 150,
  },

  // Travel programs
  {
    refModel: 'OrganizedTravel',
    refKey: 'sahara-merzouga',
    customer: 'giulia.bertolini@example.com',
    rating: 5,
    comment:
      'Two nights in the dunes instead of one made all the difference. The Gnaoua musicians in Khamlia were a highlight, and our driver Hassan was wonderful company.',
    daysAgo: 98,
  },
  {
    refModel: 'OrganizedTravel',
    refKey: 'sahara-merzouga',
    customer: 'chinedu.okafor@example.com',
    rating: 5,
    comment: 'Every kasbah hotel was better than the last. I still dream about the bread in Rissani.',
    daysAgo: 232,
  },
  {
    refModel: 'OrganizedTravel',
    refKey: 'imperial-cities',
    customer: 'amira.haddad@example.com',
    rating: 4,
    comment:
      'Mehdi, our tour leader, was patient and funny and knew his history. The day over the Middle Atlas is long, but the cedar forest and the macaques made it fun.',
    daysAgo: 120,
  },
  {
    refModel: 'OrganizedTravel',
    refKey: 'imperial-cities',
    customer: 'lucas.moreau@example.com',
    rating: 5,
    comment: 'Volubilis in the late afternoon light, with almost nobody there. The riad in Fès was a palace.',
    daysAgo: 275,
  },
  {
    refModel: 'OrganizedTravel',
    refKey: 'atlas-berber-villages',
    customer: 'sara.lindqvist@example.com',
    rating: 5,
    comment:
      "The Tizi n'Mzik day was tough but the view back to Toubkal was incredible. Baking bread with the women in Tizi Oussem is a memory I will keep forever.",
    daysAgo: 165,
  },
  {
    refModel: 'OrganizedTravel',
    refKey: 'essaouira-atlantic-coast',
    customer: 'camila.herrera@example.com',
    rating: 4,
    comment: 'Relaxing and well paced. My first surf lesson in Sidi Kaouki was cold but hilarious.',
    daysAgo: 82,
  },
  {
    refModel: 'OrganizedTravel',
    refKey: 'chefchaouen-fes-north',
    customer: 'liam.oconnor@example.com',
    rating: 5,
    comment:
      'The high-speed train was a great way to start, and Nour made every city feel personal. The hike to Akchour was my favourite day.',
    daysAgo: 201,
  },
  {
    refModel: 'OrganizedTravel',
    refKey: 'chefchaouen-fes-north',
    customer: 'ethan.caldwell@example.com',
    rating: 3,
    comment:
      'Chefchaouen and Fès were wonderful, but it rained for three days and the group was at the maximum of sixteen, which felt big in the narrow lanes.',
    daysAgo: 297,
  },
];
