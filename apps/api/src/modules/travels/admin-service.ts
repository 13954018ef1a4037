import { toCents } from '@ochre/shared/rules/money';
import { pageCount } from '@ochre/shared/rules/pagination';
import type {
  AdminTravelProgram,
  AdminTravelsQuery,
  SavedTravel,
  TravelPatch,
} from '@ochre/shared/schemas/admin-travels';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Db, Tx } from '../../db/client';
import { type ItineraryDay, travelPrograms } from '../../db/schema/catalog';
import type { UserRow } from '../../db/schema/users';
import { conflictOnUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/unique-slug';
import type { Storage } from '../../plugins/storage';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import { type AdminTravelRow, travelsAdminRepository as repo } from './admin-repository';
import { type TravelProgramRow, toTravelProgramDto } from './travel.dto';

const NOT_FOUND = 'Travel program not found.';
const DESTINATION_TAKEN = 'Another travel program already uses this address.';
const SKU_TAKEN = 'Another travel program already has this SKU.';
const HAS_RESERVATIONS =
  'This travel program has reservations, so it is kept for their records. Unpublish it instead: it leaves the site and its reservations stay whole.';

/** Only pictures uploaded for travel programs are ours to remove; demo and shared ones stay. */
const OWN_PICTURE = /^\/uploads\/travels\//;

/** Days are numbered by their place in the list, whatever numbers a client sent. */
const numbered = (days: SavedTravel['itinerary']): ItineraryDay[] =>
  days.map((day, index) => ({ ...day, day: index + 1 }));

function columnsOf(input: SavedTravel) {
  return {
    title: input.title,
    sku: input.sku || null,
    subtitle: input.subtitle,
    priceCents: toCents(input.price),
    duration: input.duration,
    maxGroupSize: input.maxGroupSize,
    heroImage: input.heroImage,
    gallery: input.gallery,
    description: input.description,
    itinerary: numbered(input.itinerary),
    isPublished: input.isPublished,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
  };
}

/** What changed, for the audit log: the names of the fields, the price and the number of days. */
function changes(before: TravelProgramRow, after: TravelProgramRow): Record<string, unknown> {
  const fields = changedFields(before, after);
  return {
    title: after.title,
    changed: fields,
    ...(fields.includes('priceCents') ? { price: after.priceCents / 100 } : {}),
    ...(fields.includes('itinerary') ? { days: after.itinerary.length } : {}),
  };
}

const toAdminDto = (row: AdminTravelRow): AdminTravelProgram => ({
  ...toTravelProgramDto(row),
  isPublished: row.isPublished,
  reservationCount: row.reservationCount,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The back office's organized travel programs: create, edit (itinerary
 * included), publish and delete. The destination is the program's address,
 * made once from the title and kept through renames unless the admin changes
 * it; a program with reservations is kept (unpublished) rather than deleted.
 */
export function createTravelsAdminService({
  db,
  audit,
  storage,
}: {
  db: Db;
  audit: AuditService;
  storage: Storage;
}) {
  async function assertFree(tx: Tx, input: SavedTravel, exceptId?: string): Promise<void> {
    if (input.destination && (await repo.taken(tx, 'destination', input.destination, exceptId)))
      throw new Conflict(DESTINATION_TAKEN, { destination: DESTINATION_TAKEN });
    if (input.sku && (await repo.taken(tx, 'sku', input.sku, exceptId)))
      throw new Conflict(SKU_TAKEN, { sku: SKU_TAKEN });
  }

  const unique = conflictOnUniqueViolation(
    'Another travel program was saved with the same address or SKU just now.',
  );

  const detail = async (id: string): Promise<AdminTravelProgram> => {
    const row = await repo.findById(db, id);
    if (!row) throw new NotFound(NOT_FOUND);
    return toAdminDto(row);
  };

  return {
    detail,

    async list(
      query: AdminTravelsQuery,
    ): Promise<{ programs: AdminTravelProgram[]; pagination: Pagination }> {
      const { rows, total } = await repo.list(
        db,
        { search: query.search || undefined, status: query.status === 'all' ? undefined : query.status },
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        programs: rows.map(toAdminDto),
        pagination: { total, pages: pageCount(total, query.limit), page: query.page, limit: query.limit },
      };
    },

    async create(admin: UserRow, input: SavedTravel): Promise<AdminTravelProgram> {
      const row = await unique(
        db.transaction(async (tx) => {
          await assertFree(tx, input);
          const destination =
            input.destination ||
            (await uniqueSlug(tx, travelPrograms, travelPrograms.destination, input.title));
          const created = await repo.insert(tx, { ...columnsOf(input), destination });
          await audit.record(
            admin,
            {
              action: 'travel.create',
              entity: 'travel',
              entityId: created.id,
              details: { title: created.title, destination, days: created.itinerary.length },
            },
            tx,
          );
          return created;
        }),
      );
      return detail(row.id);
    },

    /** A full edit; an empty destination keeps the current address. */
    async update(admin: UserRow, id: string, input: SavedTravel): Promise<AdminTravelProgram> {
      await unique(
        db.transaction(async (tx) => {
          const before = await repo.lock(tx, id);
          if (!before) throw new NotFound(NOT_FOUND);
          await assertFree(tx, input, id);
          const after = await repo.update(tx, id, {
            ...columnsOf(input),
            destination: input.destination || before.destination,
          });
          await audit.record(
            admin,
            { action: 'travel.update', entity: 'travel', entityId: id, details: changes(before, after) },
            tx,
          );
        }),
      );
      return detail(id);
    },

    /** Publish or unpublish from the list. */
    async patch(admin: UserRow, id: string, patch: TravelPatch): Promise<AdminTravelProgram> {
      await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw new NotFound(NOT_FOUND);
        const after = await repo.update(tx, id, patch);
        await audit.record(
          admin,
          {
            action: patch.isPublished ? 'travel.publish' : 'travel.unpublish',
            entity: 'travel',
            entityId: id,
            details: changes(before, after),
          },
          tx,
        );
      });
      return detail(id);
    },

    /** Removes a program nobody has reserved, with its reviews and the pictures only it showed. */
    async remove(admin: UserRow, id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const program = await repo.lock(tx, id);
        if (!program) throw new NotFound(NOT_FOUND);
        const row = await repo.findById(tx, id);
        if (row?.reservationCount) throw new Conflict(HAS_RESERVATIONS);
        await repo.delete(tx, id);
        await audit.record(
          admin,
          {
            action: 'travel.delete',
            entity: 'travel',
            entityId: id,
            details: { title: program.title, destination: program.destination },
          },
          tx,
        );
        return program;
      });
      const own = [removed.heroImage, ...removed.gallery].filter((url) => OWN_PICTURE.test(url));
      const kept = await repo.imagesInUse(db, own, id);
      await Promise.all(own.filter((url) => !kept.has(url)).map((url) => storage.removeImage(url)));
    },
  };
}

export type TravelsAdminService = ReturnType<typeof createTravelsAdminService>;
