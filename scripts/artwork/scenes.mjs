// Scene painters: one function per travel subject (the registry of scene names).

import { oceanWaves, surf, waterfall } from './scenes-coast.mjs';
import {
  cookingClass,
  hammam,
  lanternsNight,
  riadCourtyard,
  teaCeremony,
  zelligeScene,
} from './scenes-interiors.mjs';
import {
  atlasMountains,
  berberVillage,
  camelCaravan,
  desertCampNight,
  dunesScene,
  gorge,
  hotAirBalloon,
  kasbah,
  palmGrove,
  quadBike,
} from './scenes-land.mjs';
import {
  essaouiraHarbour,
  fesTannery,
  jemaaElFnaNight,
  koutoubia,
  majorelleGarden,
} from './scenes-landmarks.mjs';
import { chefchaouen, foodMarket, medinaStreet, souk } from './scenes-streets.mjs';

export const SCENES = {
  dunes: dunesScene,
  'camel-caravan': camelCaravan,
  'atlas-mountains': atlasMountains,
  'berber-village': berberVillage,
  kasbah,
  gorge,
  'palm-grove': palmGrove,
  'hot-air-balloon': hotAirBalloon,
  'quad-bike': quadBike,
  'desert-camp-night': desertCampNight,
  'medina-street': medinaStreet,
  chefchaouen,
  souk,
  koutoubia,
  'majorelle-garden': majorelleGarden,
  'jemaa-el-fna-night': jemaaElFnaNight,
  'essaouira-harbour': essaouiraHarbour,
  'fes-tannery': fesTannery,
  'riad-courtyard': riadCourtyard,
  hammam,
  zellige: zelligeScene,
  'lanterns-night': lanternsNight,
  'tea-ceremony': teaCeremony,
  'cooking-class': cookingClass,
  'food-market': foodMarket,
  'ocean-waves': oceanWaves,
  surf,
  waterfall,
};
