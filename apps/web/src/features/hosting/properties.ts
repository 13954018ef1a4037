import { HOSTING_PROPERTIES } from '@ochre/shared/constants';

export type HostingProperty = (typeof HOSTING_PROPERTIES)[number] & { image: string };

/** SPEC §9 hosting samples with their pictures; names and descriptions are in the hosting texts. */
export const PROPERTIES: readonly HostingProperty[] = HOSTING_PROPERTIES.map((property) => ({
  ...property,
  image: `/uploads/demo/site/hosting-${property.id}.webp`,
}));
