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
import { conflictOnUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/unique-slug';
import type { Storage } from '../../plugins/storage';
import { changedFields, patchAction } from '../audit/changes';
import type { AuditService } from '../audit/service';
import { type ActivityRow, toActivityDto } from './activity.dto';
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
    isFeatured: input.isFeatured,
    isPublished: input.isPublished,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
  };
}

/** What changed, for the audit log: the names of the fields, and the price and places as they became. */
function changes(before: ActivityRow, after: ActivityRow): Record<string, unknown> {
  const fields = changedFields(before, after);
  return {
    name: after.name,
    changed: fields,
    ...(fields.includes('priceCents') ? { price: after.priceCents / 100 } : {}),
    ...(fields.includes('capacityPerDate') ? { capacityPerDate: after.capacityPerDate } : {}),
  };
}

/** Only pictures uploaded for activities are ours to remove; demo and shared ones stay. */
const OWN_PICTURE = /^\/uploads\/activities\//;

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
  async function assertFree(tx: Tx, input: SavedActivity, exceptId?: string): Promise<void> {
    if (input.slug && (await repo.taken(tx, 'slug', input.slug, exceptId)))
      throw new Conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
    if (input.sku && (await repo.taken(tx, 'sku', input.sku, exceptId)))
      throw new Conflict(SKU_TAKEN, { sku: SKU_TAKEN });
  }

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

  const unique = conflictOnUniqueViolation(
    'Another activity was saved with the same address or SKU just now.',
  );

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

    async create(admin: UserRow, input: SavedActivity): Promise<AdminActivity> {
      const row = await unique(
        db.transaction(async (tx) => {
          await assertFree(tx, input);
          const slug = input.slug || (await uniqueSlug(tx, activities, activities.slug, input.name));
          const created = await repo.insert(tx, { ...columnsOf(input), slug });
          await audit.record(
            admin,
            {
              action: 'activity.create',
              entity: 'activity',
              entityId: created.id,
              details: { name: created.name, slug, capacityPerDate: created.capacityPerDate },
            },
            tx,
          );
          return created;
        }),
      );
      return detail(row.id);
    },

    /** A full edit; an empty slug keeps the current address. */
    async update(admin: UserRow, id: string, input: SavedActivity): Promise<AdminActivity> {
      await unique(
        db.transaction(async (tx) => {
          const before = await repo.lock(tx, id);
          if (!before) throw new NotFound(NOT_FOUND);
          await assertFree(tx, input, id);
          if (input.capacityPerDate !== before.capacityPerDate)
            await assertRoom(tx, id, input.capacityPerDate);
          const after = await repo.update(tx, id, { ...columnsOf(input), slug: input.slug || before.slug });
          await audit.record(
            admin,
            { action: 'activity.update', entity: 'activity', entityId: id, details: changes(before, after) },
            tx,
          );
        }),
      );
      return detail(id);
    },

    /** Publish or unpublish, feature or stop featuring, from the list. */
    async patch(admin: UserRow, id: string, patch: ActivityPatch): Promise<AdminActivity> {
      await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw new NotFound(NOT_FOUND);
        const after = await repo.update(tx, id, patch);
        const action = patchAction('activity', patch);
        await audit.record(
          admin,
          { action, entity: 'activity', entityId: id, details: changes(before, after) },
          tx,
        );
      });
      return detail(id);
    },

    /** Removes an activity nobody has reserved, with its reviews and the pictures only it showed. */
    async remove(admin: UserRow, id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const activity = await repo.lock(tx, id);
        if (!activity) throw new NotFound(NOT_FOUND);
        const row = await repo.findById(tx, id);
        if (row?.reservationCount) throw new Conflict(HAS_RESERVATIONS);
        await repo.delete(tx, id);
        await audit.record(
          admin,
          {
            action: 'activity.delete',
            entity: 'activity',
            entityId: id,
            details: { name: activity.name, slug: activity.slug },
          },
          tx,
        );
        return activity;
      });
      const own = removed.images.filter((url) => OWN_PICTURE.test(url));
      const kept = await repo.imagesInUse(db, own, id);
      await Promise.all(own.filter((url) => !kept.has(url)).map((url) => storage.removeImage(url)));
    },
  };
}

export type ActivitiesAdminService = ReturnType<typeof createActivitiesAdminService>;
