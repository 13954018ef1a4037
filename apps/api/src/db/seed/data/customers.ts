import type { SeedCustomer } from './types.ts';

export const customers: SeedCustomer[] = [
  {
    name: 'Hannah Whitfield',
    email: 'hannah.whitfield@example.com',
    avatar: 'avatars/hannah',
    country: 'United Kingdom',
  },
  { name: 'Lucas Moreau', email: 'lucas.moreau@example.com', avatar: 'avatars/lucas', country: 'France' },
  {
    name: 'Giulia Bertolini',
    email: 'giulia.bertolini@example.com',
    avatar: 'avatars/giulia',
    country: 'Italy',
  },
  {
    name: 'Chinedu Okafor',
    email: 'chinedu.okafor@example.com',
    avatar: 'avatars/chinedu',
    country: 'Nigeria',
  },
  { name: 'Aiko Tanaka', email: 'aiko.tanaka@example.com', avatar: 'avatars/aiko', country: 'Japan' },
  { name: 'Jonas Becker', email: 'jonas.becker@example.com', avatar: 'avatars/jonas', country: 'Germany' },
  {
    name: 'Camila Herrera',
    email: 'camila.herrera@example.com',
    avatar: 'avatars/camila',
    country: 'Mexico',
  },
  { name: "Liam O'Connor", email: 'liam.oconnor@example.com', avatar: 'avatars/liam', country: 'Ireland' },
  { name: 'Priya Raman', email: 'priya.raman@example.com', avatar: 'avatars/priya', country: 'India' },
  { name: 'Sara Lindqvist', email: 'sara.lindqvist@example.com', avatar: 'avatars/sara', country: 'Sweden' },
  { name: 'Ethan Caldwell', email: 'ethan.caldwell@example.com', country: 'United States' },
  { name: 'Mateus Carvalho', email: 'mateus.carvalho@example.com', country: 'Brazil' },
  { name: 'Amira Haddad', email: 'amira.haddad@example.com', country: 'Canada' },
  { name: 'Tom Verbeek', email: 'tom.verbeek@example.com', country: 'Netherlands' },
];
