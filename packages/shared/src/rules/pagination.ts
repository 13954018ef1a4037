import { PAGINATION_MAX_BUTTONS } from '../constants';

export type PageItem = number | 'ellipsis';

/**
 * Page buttons for numbered pagination: a window of up to five pages around the
 * current one, then an ellipsis and the last page (SPEC §9); the first page is
 * kept reachable the same way when the window has moved past it.
 */
export function pageItems(current: number, pages: number, maxButtons = PAGINATION_MAX_BUTTONS): PageItem[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), pages);
  if (pages <= maxButtons + 1) return Array.from({ length: pages }, (_, i) => i + 1);

  const half = Math.floor(maxButtons / 2);
  const start = Math.max(1, Math.min(page - half, pages - maxButtons + 1));
  const end = Math.min(pages, start + maxButtons - 1);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pages - 1) items.push('ellipsis');
  if (end < pages) items.push(pages);
  return items;
}

export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(total / limit) : 0;
}
