import type { SeedSettings } from './types.ts';

export const settings: SeedSettings = {
  general: {
    siteName: 'Ochre',
    siteDescription:
      'Ochre is a small Marrakech team of guides, cooks and makers who help you discover Morocco through bookable experiences, multi-day journeys and honest local advice. We also sell the crafts of the cooperatives and workshops we work with, at fair, fixed prices.',
    contactPhone: '+212 524 38 91 57',
    contactEmail: 'hello@ochre-marrakech.example',
    address: {
      street: '24 Derb Dabachi',
      city: 'Marrakech',
      state: 'Marrakech-Safi',
      postalCode: '40000',
    },
  },
  social: {
    facebook: 'https://www.facebook.com/ochre.marrakech',
    twitter: 'https://x.com/ochre_marrakech',
    instagram: 'https://www.instagram.com/ochre.marrakech',
    youtube: 'https://www.youtube.com/@ochre.marrakech',
  },
};
