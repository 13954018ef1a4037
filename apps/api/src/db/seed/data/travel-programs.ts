import type { SeedTravelProgram } from './types.ts';

const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

export const travelPrograms: SeedTravelProgram[] = [
  {
    destination: 'imperial-cities',
    title: 'The Imperial Cities',
    subtitle: 'Marrakech, Rabat, Meknès and Fès in eight unhurried days',
    price: 1650,
    duration: '8 days / 7 nights',
    maxGroupSize: 14,
    heroImage: 'travels/imperial-cities-hero',
    gallery: [
      'travels/imperial-cities-1',
      'travels/imperial-cities-2',
      'travels/imperial-cities-3',
      'travels/imperial-cities-4',
    ],
    description: p(
      'Four cities have served as capital of Morocco, each under a different dynasty, and each left behind palaces, gates and medersas that are still part of daily life. This journey links them in a loop from Marrakech, with a licensed guide in every city and a driver who stays with the group throughout.',
      'We sleep in characterful riads and small hotels inside or beside the old medinas, so you can walk out of the door into the lanes. Drives are split sensibly, and the longest day, the return over the Middle Atlas, is broken up with stops in the cedar forests and at Ifrane.',
      'The programme suits curious travellers who enjoy history, architecture and food, and who are happy to walk two to three hours a day on uneven streets.',
    ),
    itinerary: [
      {
        day: 1,
        title: 'Arrival in Marrakech',
        description:
          'Private transfer from Marrakech Menara airport to your riad in the medina. In the evening, your tour leader takes the group for a first stroll to Jemaa el-Fna as the food stalls light up, followed by a welcome dinner.',
        activities: ['Airport transfer', 'Evening walk to Jemaa el-Fna', 'Welcome dinner in the riad'],
      },
      {
        day: 2,
        title: 'Marrakech: palaces, souks and gardens',
        description:
          'A full day with a licensed city guide. Morning at the Bahia Palace and the Saadian Tombs, then through the souks to the Medersa Ben Youssef. After lunch on a roof terrace, the afternoon is free, or join the optional visit to the Jardin Majorelle.',
        activities: [
          'Bahia Palace',
          'Saadian Tombs',
          'Souks and Medersa Ben Youssef',
          'Optional Jardin Majorelle',
        ],
      },
      {
        day: 3,
        title: 'Casablanca and on to Rabat',
        description:
          'An early start for the three-hour drive to Casablanca and a guided visit of the Hassan II Mosque, one of the few mosques in Morocco open to non-Muslims, built partly over the Atlantic. Lunch by the sea on the Corniche, then one more hour to Rabat for the night.',
        activities: [
          'Guided visit of the Hassan II Mosque',
          'Seafood lunch on the Corniche',
          'Drive to Rabat',
        ],
      },
      {
        day: 4,
        title: 'Rabat and the road to Meknès',
        description:
          'Rabat is the calm, green capital. We walk the blue-and-white lanes of the Kasbah des Oudayas above the river mouth, visit the Hassan Tower and the Mausoleum of Mohammed V, and wander the ruins of the Chellah. In the afternoon, two hours inland to Meknès.',
        activities: [
          'Kasbah des Oudayas',
          'Hassan Tower and Mausoleum of Mohammed V',
          'Chellah necropolis',
          'Drive to Meknès',
        ],
      },
      {
        day: 5,
        title: 'Meknès, Volubilis and Moulay Idriss',
        description:
          'Morning in Meknès, the city of Sultan Moulay Ismail, with its monumental Bab Mansour gate and the vast royal granaries. Then to Volubilis, the best-preserved Roman site in Morocco, with mosaics still in place, and a view over the holy town of Moulay Idriss Zerhoun. Evening arrival in Fès.',
        activities: [
          'Bab Mansour and the royal granaries',
          'Guided visit of Volubilis',
          'Moulay Idriss viewpoint',
          'Check-in at a Fès riad',
        ],
      },
      {
        day: 6,
        title: 'Fès el-Bali',
        description:
          'A full day in the largest car-free medina in the world. Your guide leads you to the Bou Inania and Al-Attarine medersas, the doorway of the Al-Qarawiyyin mosque and university, the Nejjarine fountain and fondouk, and the terraces above the Chouara tannery. Lunch in a palace restaurant, dinner free.',
        activities: [
          'Bou Inania and Al-Attarine medersas',
          'Al-Qarawiyyin',
          'Chouara tannery terraces',
          'Nejjarine fondouk',
        ],
      },
      {
        day: 7,
        title: 'Across the Middle Atlas to Marrakech',
        description:
          'The long road home, broken up with stops. We climb to Ifrane, a neat Alpine-style town, and walk among the Atlas cedars near Azrou where Barbary macaques live. After lunch near Beni Mellal, we follow the foot of the mountains back to Marrakech for a farewell dinner.',
        activities: ['Ifrane', 'Cedar forest walk near Azrou', 'Farewell dinner in Marrakech'],
      },
      {
        day: 8,
        title: 'Departure',
        description:
          'Breakfast at the riad and private transfer to Marrakech airport, or stay on and let us plan a few extra days.',
        activities: ['Breakfast', 'Airport transfer'],
      },
    ],
    seoTitle: 'Imperial Cities of Morocco Tour, 8 Days from Marrakech',
    seoDescription:
      'Small-group 8-day tour of Marrakech, Casablanca, Rabat, Meknès, Volubilis and Fès with licensed guides and riad stays.',
    seoKeywords: ['imperial cities tour', 'morocco 8 day tour', 'fes and marrakech', 'volubilis', 'rabat'],
    sku: 'OCH-TRV-001',
  },
  {
    destination: 'sahara-merzouga',
    title: 'Sahara via Merzouga',
    subtitle: 'Kasbahs, gorges and two nights among the dunes of Erg Chebbi',
    price: 980,
    duration: '6 days / 5 nights',
    maxGroupSize: 12,
    heroImage: 'travels/sahara-merzouga-hero',
    gallery: [
      'travels/sahara-merzouga-1',
      'travels/sahara-merzouga-2',
      'travels/sahara-merzouga-3',
      'travels/sahara-merzouga-4',
      'travels/sahara-merzouga-5',
    ],
    description: p(
      'Most Sahara trips from Marrakech rush to the dunes and back in three days. This one takes six, so you have time to enjoy the road: the kasbahs of the Ounila valley, the rose gardens of the Dades, the Todra gorge, and two full nights in the Erg Chebbi rather than one.',
      'You travel in a comfortable 4x4 or minibus with a maximum of 12 guests and the same driver-guide throughout, a man of the south who can explain the difference between a ksar and a kasbah and knows where to find the best bread in Rissani.',
      'Nights are in family-run kasbah hotels and a well-kept desert camp with private tents, proper beds and en-suite bathrooms. The best seasons are March to May and October to November; in summer, the desert is simply too hot.',
    ),
    itinerary: [
      {
        day: 1,
        title: 'Over the High Atlas to Aït Benhaddou',
        description:
          "We leave Marrakech at 8 am and climb the Tizi n'Tichka pass (2,260 m) with stops for photos and tea. A detour through the Ounila valley brings us to the crumbling Glaoui kasbah of Telouet. Night in a guesthouse facing the ksar of Aït Benhaddou, in time for sunset.",
        activities: ["Tizi n'Tichka pass", 'Telouet kasbah', 'Sunset at Aït Benhaddou'],
      },
      {
        day: 2,
        title: 'The Road of a Thousand Kasbahs',
        description:
          "Morning walk through Aït Benhaddou before the crowds. Then east past Ouarzazate to the palm grove of Skoura and the restored Kasbah Amridil, and through the Valley of Roses at Kelaa M'Gouna. The day ends in the Dades gorge, among red rock formations.",
        activities: ['Aït Benhaddou walk', 'Kasbah Amridil in Skoura', 'Valley of Roses', 'Dades gorge'],
      },
      {
        day: 3,
        title: 'Todra gorge and into the dunes',
        description:
          'A walk between the 300-metre walls of the Todra gorge, then across the stony hamada past Erfoud. At the edge of the Erg Chebbi, camels are waiting. Ride for about 90 minutes into the dunes, arriving at camp for sunset, dinner and drums by the fire.',
        activities: ['Todra gorge walk', 'Camel trek into Erg Chebbi', 'Dinner and music at the desert camp'],
      },
      {
        day: 4,
        title: 'A full day in the Sahara',
        description:
          'Sunrise from the top of a dune, then a relaxed day. We drive around the erg by 4x4 to the village of Khamlia, where descendants of West African families play Gnaoua music, and to Rissani, with its old ksar and lively market. Afternoon rest, sandboarding for the energetic, and a second night in camp.',
        activities: [
          'Sunrise on the dunes',
          'Gnaoua music in Khamlia',
          'Rissani market',
          'Optional sandboarding',
        ],
      },
      {
        day: 5,
        title: 'South through the Draa valley',
        description:
          "A scenic road along the Jbel Saghro to N'Kob, a village of dozens of earthen kasbahs, then down into the long palm oasis of the Draa valley. Night in a restored kasbah in Agdz, with a walk through the palm groves at dusk.",
        activities: ["Drive via Alnif and N'Kob", 'Draa valley palm groves', 'Kasbah stay in Agdz'],
      },
      {
        day: 6,
        title: 'Return to Marrakech',
        description:
          'Back over the Tichka pass, with lunch in a mountain village. We are in Marrakech by late afternoon and drop you at your riad or hotel.',
        activities: ['Tichka pass', 'Lunch in the mountains', 'Drop-off in Marrakech'],
      },
    ],
    seoTitle: 'Sahara Desert Tour via Merzouga, 6 Days from Marrakech',
    seoDescription:
      'Six-day small-group Sahara tour: Aït Benhaddou, Dades and Todra gorges, two nights in an Erg Chebbi camp and the Draa valley.',
    seoKeywords: ['sahara tour', 'merzouga', 'erg chebbi', 'desert tour from marrakech', 'aït benhaddou'],
    sku: 'OCH-TRV-002',
  },
  {
    destination: 'atlas-berber-villages',
    title: 'Atlas and Berber Villages',
    subtitle: 'A five-day walking journey through the valleys around Toubkal',
    price: 720,
    duration: '5 days / 4 nights',
    maxGroupSize: 10,
    heroImage: 'travels/atlas-berber-villages-hero',
    gallery: [
      'travels/atlas-berber-villages-1',
      'travels/atlas-berber-villages-2',
      'travels/atlas-berber-villages-3',
    ],
    description: p(
      'This is a walking holiday for people who would rather sit in a family kitchen than tick off a summit. Over five days we cross from the Imlil valley to the quieter Azzaden valley and down to Ouirgane, walking four to six hours a day on mule paths with a local mountain guide, while mules carry the luggage.',
      'Nights are in village guesthouses (gîtes) and a mountain lodge: simple, clean, with hot showers, thick blankets and excellent home cooking. You will eat tagines cooked on wood fires, fresh bread from clay ovens, walnuts and apples in season, and drink more tea than you thought possible.',
      'Walking is moderate, with one pass at nearly 2,500 metres. The best months are April to June and September to November.',
    ),
    itinerary: [
      {
        day: 1,
        title: 'Marrakech to Imlil',
        description:
          'Pick-up in Marrakech at 9 am and a 90-minute drive to Imlil, passing the Kik plateau and Asni. After lunch, meet your guide and muleteer and walk through walnut groves to Aroumd, the highest village in the valley. Night in a guesthouse with views of Toubkal.',
        activities: ['Drive to Imlil', 'Walk to Aroumd', 'Welcome dinner in the guesthouse'],
      },
      {
        day: 2,
        title: "Over the Tizi n'Mzik to the Azzaden valley",
        description:
          "The longest day: a steady climb on an old mule path to the Tizi n'Mzik pass at 2,489 metres, with views back to the Toubkal massif. Picnic on the pass, then a long descent into the Azzaden valley and the village of Tizi Oussem. About six hours of walking.",
        activities: ["Tizi n'Mzik pass", 'Picnic lunch', 'Night in Tizi Oussem'],
      },
      {
        day: 3,
        title: 'Ighouliden waterfall and the summer pastures',
        description:
          'A lighter day up the valley to the Ighouliden waterfall and the stone shepherd huts of Azib Tamsoult, where families bring their flocks in summer. Afternoon back in Tizi Oussem with a bread-baking session with the women of the guesthouse.',
        activities: ['Ighouliden waterfall', 'Azib Tamsoult pastures', 'Bread baking with a local family'],
      },
      {
        day: 4,
        title: 'Down the valley to Ouirgane',
        description:
          'We follow the Azzaden river down past terraced hamlets and juniper-covered slopes, meeting the car for the short drive to Ouirgane. Night at a mountain lodge with a pool and a traditional hammam to ease the legs.',
        activities: ['Valley walk through terraced hamlets', 'Hammam at the lodge', 'Farewell dinner'],
      },
      {
        day: 5,
        title: 'Ouirgane to Marrakech',
        description:
          'A slow breakfast and an optional morning walk along the Nfis river. If it is a Saturday, we stop at the weekly souk in Asni. Back in Marrakech by early afternoon.',
        activities: ['Optional river walk', 'Asni market on Saturdays', 'Return to Marrakech'],
      },
    ],
    seoTitle: 'High Atlas Berber Villages Trek, 5 Days from Marrakech',
    seoDescription:
      'Five-day guided walking trip through the Imlil and Azzaden valleys, staying in village guesthouses, with mule support.',
    seoKeywords: [
      'atlas mountains trek',
      'berber villages',
      'imlil',
      'azzaden valley',
      'walking holiday morocco',
    ],
    sku: 'OCH-TRV-003',
  },
  {
    destination: 'essaouira-atlantic-coast',
    title: 'Atlantic Coast: Essaouira',
    subtitle: 'Wind, fish, music and slow days in the old port of Mogador',
    price: 540,
    duration: '4 days / 3 nights',
    maxGroupSize: 12,
    heroImage: 'travels/essaouira-atlantic-coast-hero',
    gallery: [
      'travels/essaouira-atlantic-coast-1',
      'travels/essaouira-atlantic-coast-2',
      'travels/essaouira-atlantic-coast-3',
      'travels/essaouira-atlantic-coast-4',
    ],
    description: p(
      'Essaouira, once called Mogador, is the place Marrakchis go to breathe. The Atlantic trade winds keep it cool even in August, the medina is small enough to learn in a day, and life moves at the pace of the fishing boats.',
      'This short escape gives you three nights in a riad inside the ramparts, a guided introduction to the town, a morning at the beach in Sidi Kaouki and plenty of free time. It pairs well with a few days in Marrakech or a desert trip.',
      'Transport is by private minibus from Marrakech, around three hours each way with a stop at an argan cooperative.',
    ),
    itinerary: [
      {
        day: 1,
        title: 'Marrakech to the ocean',
        description:
          "Departure from Marrakech at 9 am. We cross the plains and the argan country, stopping at a women's cooperative to see how the oil is made. Arrival in Essaouira for lunch, afternoon to settle in, then sunset on the Skala de la Ville ramparts.",
        activities: ['Argan cooperative visit', 'Check-in at the riad', 'Sunset on the Skala ramparts'],
      },
      {
        day: 2,
        title: 'Medina, harbour and thuya',
        description:
          'A morning walk with a local guide through the medina, the old Mellah and the spice and fish markets. Visit the thuya wood workshops under the ramparts. Lunch at the harbour grills, choosing your fish straight off the boats. The afternoon is free.',
        activities: ['Guided medina walk', 'Thuya workshops', 'Grilled fish at the port', 'Free afternoon'],
      },
      {
        day: 3,
        title: 'Sidi Kaouki and Diabat',
        description:
          'Drive 25 km south to the surf village of Sidi Kaouki for a two-hour surf lesson or a horse ride along the beach. After lunch, walk back across the dunes of Diabat to the ruined fort of Borj el-Berod on the sand. In the evening, an intimate concert of Gnaoua music in a riad.',
        activities: [
          'Surf lesson or beach horse ride',
          'Lunch in Sidi Kaouki',
          'Walk to Borj el-Berod',
          'Gnaoua music evening',
        ],
      },
      {
        day: 4,
        title: 'Return to Marrakech',
        description:
          'A last coffee on Place Moulay Hassan and time for the market before we head back to Marrakech, arriving in the mid-afternoon.',
        activities: ['Morning market', 'Return drive to Marrakech'],
      },
    ],
    seoTitle: 'Essaouira Short Break from Marrakech, 4 Days',
    seoDescription:
      'Four-day Essaouira escape with riad stay, guided medina walk, surf lesson in Sidi Kaouki and Gnaoua music evening.',
    seoKeywords: ['essaouira trip', 'morocco atlantic coast', 'sidi kaouki surf', 'essaouira riad'],
    sku: 'OCH-TRV-004',
  },
  {
    destination: 'chefchaouen-fes-north',
    title: 'Northern Morocco: Chefchaouen and Fès',
    subtitle: 'From Marrakech by train to Tangier, the blue town of the Rif and the medina of Fès',
    price: 2150,
    duration: '9 days / 8 nights',
    maxGroupSize: 16,
    heroImage: 'travels/chefchaouen-fes-north-hero',
    gallery: [
      'travels/chefchaouen-fes-north-1',
      'travels/chefchaouen-fes-north-2',
      'travels/chefchaouen-fes-north-3',
      'travels/chefchaouen-fes-north-4',
    ],
    description: p(
      'The north of Morocco feels very different from the south: greener, cooler, shaped by Andalusian refugees and a century of Spanish and international influence. This journey travels there the modern way, on the Al Boraq high-speed train, and comes back slowly through the Rif mountains to Fès.',
      'You will stay in a riad in the Tangier kasbah, a guesthouse in the blue lanes of Chefchaouen and a restored palace in the heart of Fès el-Bali. Every city has its own licensed guide, and a private driver handles the road sections.',
      'The pace is relaxed, with free afternoons built in. It is our most popular programme in spring and autumn; in summer the Rif is pleasantly cooler than Marrakech.',
    ),
    itinerary: [
      {
        day: 1,
        title: 'Welcome in Marrakech',
        description:
          'Arrival and transfer to your riad. In the evening, meet the group and your tour leader over dinner on a roof terrace facing the Koutoubia.',
        activities: ['Airport transfer', 'Welcome dinner'],
      },
      {
        day: 2,
        title: 'By train to Tangier',
        description:
          'A morning train to Casablanca, then the Al Boraq high-speed line north along the coast to Tangier, around five hours in total. Evening walk through the kasbah and a mint tea at Café Hafa, overlooking the Strait of Gibraltar.',
        activities: [
          'Train to Casablanca',
          'Al Boraq high-speed train',
          'Tangier kasbah',
          'Café Hafa at sunset',
        ],
      },
      {
        day: 3,
        title: 'Tangier, Cap Spartel and Asilah',
        description:
          'A guided morning in the medina and the American Legation museum, then out to Cap Spartel, where the Atlantic meets the Mediterranean, and the Caves of Hercules. Afternoon in the whitewashed seaside town of Asilah, famous for its murals.',
        activities: ['Tangier medina and American Legation', 'Cap Spartel', 'Caves of Hercules', 'Asilah'],
      },
      {
        day: 4,
        title: 'Tetouan and into the Rif',
        description:
          'Drive to Tetouan, whose Andalusian-style medina is a UNESCO World Heritage Site and remarkably untouristy. After lunch, up into the Rif mountains to Chefchaouen, arriving in time to walk the blue lanes in the late light.',
        activities: ['Tetouan medina', 'Drive through the Rif', 'Evening walk in Chefchaouen'],
      },
      {
        day: 5,
        title: 'Chefchaouen and the Akchour waterfalls',
        description:
          "A morning excursion to Akchour in Talassemtane National Park, with a walk along the river to the waterfalls and the natural rock arch known as God's Bridge. Back in Chefchaouen, free time in the medina and sunset from the Spanish Mosque on the hill.",
        activities: [
          'Akchour waterfalls walk',
          "God's Bridge",
          'Free time in the medina',
          'Sunset at the Spanish Mosque',
        ],
      },
      {
        day: 6,
        title: 'Volubilis and on to Fès',
        description:
          'South through Ouezzane to the Roman city of Volubilis, where the mosaics are still in place under the open sky. Continue to Fès, around five hours of driving in all, and check in to a restored palace in the medina.',
        activities: ['Guided visit of Volubilis', 'Check-in in Fès el-Bali'],
      },
      {
        day: 7,
        title: 'The medina of Fès',
        description:
          'A full day with a licensed guide in Fès el-Bali: the Bou Inania medersa, the Al-Qarawiyyin, the Nejjarine fondouk, the coppersmiths of Place Seffarine and the terraces above the Chouara tannery.',
        activities: [
          'Bou Inania medersa',
          'Place Seffarine',
          'Chouara tannery',
          'Lunch in a palace restaurant',
        ],
      },
      {
        day: 8,
        title: 'Crafts of Fès',
        description:
          'Visit the potters of Aïn Nokbi to watch zellige tiles being cut and assembled by hand, then climb to the Merinid tombs for the view over the whole medina. Afternoon cooking lesson in the riad, followed by a farewell dinner.',
        activities: [
          'Zellige and pottery workshops at Aïn Nokbi',
          'Merinid tombs viewpoint',
          'Cooking lesson',
          'Farewell dinner',
        ],
      },
      {
        day: 9,
        title: 'Return to Marrakech',
        description:
          'Transfer to Fès airport for the one-hour flight to Marrakech, or onward flights home. If you prefer the train, we can book a first-class seat on the direct service.',
        activities: ['Transfer to Fès airport', 'Flight to Marrakech'],
      },
    ],
    seoTitle: 'Northern Morocco Tour: Tangier, Chefchaouen and Fès, 9 Days',
    seoDescription:
      'Nine-day small-group journey from Marrakech by high-speed train to Tangier, then Asilah, Tetouan, Chefchaouen, Volubilis and Fès.',
    seoKeywords: ['chefchaouen tour', 'northern morocco', 'fes tour', 'tangier', 'al boraq train'],
    sku: 'OCH-TRV-005',
  },
];
