import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { toCents } from '@ochre/shared/rules/money';
import { pageCount } from '@ochre/shared/rules/pagination';
import {
  type ActivityPatch,
  type AdminActivitiesQuery,
  type AdminActivity,
  activityMessages,
  type SavedActivity,
} from '@ochre/shared/schemas/admin-activities';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Db, Tx } from '../../db/client';
import { activities } from '../../db/schema/catalog';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/unique-slug';
import type { Storage } from '../../plugins/storage';
import type { AuditService } from '../audit/service';
import { createCatalogEditor } from '../catalog/admin-editor';
import { toActivityDto } from './activity.dto';
import { type AdminActivityRow, activitiesAdminRepository as repo } from './admin-repository';

const NOT_FOUND = 'Activity not found.';
const SLUG_TAKEN = 'Another activity already uses this address.';
const SKU_TAKEN = 'Another activity already has this SKU.';
const HAS_RESERVATIONS =
  'This activity has reservations, so it is kept for their records. Unpublish it instead: it leaves the site and its reservations stay whole.';

function columnsOf(input: SavedActivity) {
  return {
    name: input.name,
    sku: input.sku || null,
    category: input.category,
    location: input.location,
    duration: input.duration,
    priceCents: toCents(input.price),
    marketPriceCents: input.marketPrice === null ? null : toCents(input.marketPrice),
    shortDescription: input.shortDescription,
    description: input.description,
    images: input.images,
    tags: input.tags,
    minParticipants: input.minParticipants,
    maxParticipants: input.maxParticipants,
    difficulty: input.difficulty,
    requirements: input.requirements,
    included: input.included,
    excluded: input.excluded,
    cancellationPolicy: input.cancellationPolicy,
    capacityPerDate: input.capacityPerDate,
    booking: input.booking,
    isFeatured: input.isFeatured,
    isPublished: input.isPublished,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
    translations: input.translations,
  };
}

/**
 * The back office's activities: create, edit, publish, feature and delete.
 * The address (slug) is made once from the name and kept through renames
 * unless the admin changes it. Places per date never drop below what is
 * already booked on a coming date, and an activity with reservations is
 * kept (unpublished) rather than deleted, so their records stay whole.
 */
export function createActivitiesAdminService({
  db,
  audit,
  storage,
}: {
  db: Db;
  audit: AuditService;
  storage: Storage;
}) {
  /** Refuses fewer places than a coming date already has booked (the activity is locked, so none arrive meanwhile). */
  async function assertRoom(tx: Tx, id: string, capacity: number | null): Promise<void> {
    if (capacity === null) return;
    const busiest = (await repo.busiestDates(tx, [id], marrakechToday())).get(id);
    if (busiest && busiest.persons > capacity) {
      throw new Conflict(activityMessages.capacityBooked, {
        capacityPerDate: activityMessages.capacityBooked,
      });
    }
  }

  async function toAdminDtos(rows: AdminActivityRow[]): Promise<AdminActivity[]> {
    const busiest = await repo.busiestDates(
      db,
      rows.map((row) => row.id),
      marrakechToday(),
    );
    return rows.map((row) => ({
      ...toActivityDto(row),
      isPublished: row.isPublished,
      reservationCount: row.reservationCount,
      busiestDate: busiest.get(row.id) ?? null,
    }));
  }

  const detail = async (id: string): Promise<AdminActivity> => {
    const row = await repo.findById(db, id);
    if (!row) throw new NotFound(NOT_FOUND);
    const [dto] = await toAdminDtos([row]);
    return dto!;
  };

  const editor = createCatalogEditor({
    db,
    audit,
    storage,
    entity: 'activity',
    repo,
    notFound: NOT_FOUND,
    uniqueColumns: [
      { column: 'slug', message: SLUG_TAKEN },
      { column: 'sku', message: SKU_TAKEN },
    ],
    savedMeanwhile: 'Another activity was saved with the same address or SKU just now.',
    logName: (row) => ({ name: row.name }),
    logValues: {
      priceCents: (row) => ({ price: row.priceCents / 100 }),
      capacityPerDate: (row) => ({ capacityPerDate: row.capacityPerDate }),
    },
    pictures: (row) => row.images,
    folder: 'activities',
    detail,
  });

  return {
    detail,

    async list(
      query: AdminActivitiesQuery,
    ): Promise<{ activities: AdminActivity[]; pagination: Pagination; categories: string[] }> {
      const filter = {
        search: query.search || undefined,
        status: query.status === 'all' ? undefined : query.status,
        category: query.category || undefined,
      };
      const [{ rows, total }, categories] = await Promise.all([
        repo.list(db, filter, query.limit, (query.page - 1) * query.limit),
        repo.categories(db),
      ]);
      return {
        activities: await toAdminDtos(rows),
        pagination: { total, pages: pageCount(total, query.limit), page: query.page, limit: query.limit },
        categories,
      };
    },

    create: (admin: UserRow, input: SavedActivity): Promise<AdminActivity> =>
      editor.create(
        admin,
        input,
        async (tx) =>
          repo.insert(tx, {
            ...columnsOf(input),
            slug: input.slug || (await uniqueSlug(tx, activities, activities.slug, input.name)),
          }),
        (created) => ({ name: created.name, slug: created.slug, capacityPerDate: created.capacityPerDate }),
      ),

    /** A full edit; an empty slug keeps the current address. */
    update: (admin: UserRow, id: string, input: SavedActivity): Promise<AdminActivity> =>
      editor.update(admin, id, input, async (tx, before) => {
        if (input.capacityPerDate !== before.capacityPerDate) await assertRoom(tx, id, input.capacityPerDate);
        return { ...columnsOf(input), slug: input.slug || before.slug };
      }),

    /** Publish or unpublish, feature or stop featuring, from the list. */
    patch: (admin: UserRow, id: string, patch: ActivityPatch): Promise<AdminActivity> =>
      editor.patch(admin, id, patch),

    /** Removes an activity nobody has reserved, with its reviews and the pictures only it showed. */
    remove: (admin: UserRow, id: string): Promise<void> =>
      editor.remove(admin, id, async (tx, activity) => {
        if ((await repo.findById(tx, id))?.reservationCount) throw new Conflict(HAS_RESERVATIONS);
        return { name: activity.name, slug: activity.slug };
      }),
  };
}

export type ActivitiesAdminService = ReturnType<typeof createActivitiesAdminService>;
