import { HOMEPAGE_SECTIONS, MISSING_SECTION_ORDER } from '../constants';
import type { HomepageSection, HomepageSectionName } from '../schemas/site';

export interface OrderedHomepageSection {
  name: HomepageSectionName;
  enabled: boolean;
  order: number;
}

const isKnown = (name: string): name is HomepageSectionName =>
  (HOMEPAGE_SECTIONS as readonly string[]).includes(name);

/**
 * Every known homepage section in the order the page shows them (SPEC §2 Home):
 * the server's list by its order, then the sections it does not list, enabled,
 * with order 999 in their default order. Names the page does not know are dropped.
 */
export function orderHomepageSections(sections: readonly HomepageSection[]): OrderedHomepageSection[] {
  const listed = sections
    .filter((s): s is HomepageSection & { name: HomepageSectionName } => isKnown(s.name))
    .filter((s, index, all) => all.findIndex((x) => x.name === s.name) === index)
    .map((s) => ({ name: s.name, enabled: s.enabled, order: s.order }));
  const missing = HOMEPAGE_SECTIONS.filter((name) => !listed.some((s) => s.name === name)).map((name) => ({
    name,
    enabled: true,
    order: MISSING_SECTION_ORDER,
  }));
  // Array.prototype.sort is stable, so equal orders keep the server's, then the default, sequence.
  return [...listed, ...missing].sort((a, b) => a.order - b.order);
}
