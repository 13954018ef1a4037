import { toCents } from '@ochre/shared/rules/money';
import { pageCount } from '@ochre/shared/rules/pagination';
import type {
  AdminTravelProgram,
  AdminTravelsQuery,
  SavedTravel,
  TravelPatch,
} from '@ochre/shared/schemas/admin-travels';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Db } from '../../db/client';
import { type ItineraryDay, travelPrograms } from '../../db/schema/catalog';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import { uniqueSlug } from '../../lib/unique-slug';
import type { Storage } from '../../plugins/storage';
import type { AuditService } from '../audit/service';
import { createCatalogEditor } from '../catalog/admin-editor';
import { type AdminTravelRow, travelsAdminRepository as repo } from './admin-repository';
import { toTravelProgramDto } from './travel.dto';

const NOT_FOUND = 'Travel program not found.';
const DESTINATION_TAKEN = 'Another travel program already uses this address.';
const SKU_TAKEN = 'Another travel program already has this SKU.';
const HAS_RESERVATIONS =
  'This travel program has reservations, so it is kept for their records. Unpublish it instead: it leaves the site and its reservations stay whole.';

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
    booking: input.booking,
    isPublished: input.isPublished,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
    translations: input.translations,
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
  const detail = async (id: string): Promise<AdminTravelProgram> => {
    const row = await repo.findById(db, id);
    if (!row) throw new NotFound(NOT_FOUND);
    return toAdminDto(row);
  };

  const editor = createCatalogEditor({
    db,
    audit,
    storage,
    entity: 'travel',
    repo,
    notFound: NOT_FOUND,
    uniqueColumns: [
      { column: 'destination', message: DESTINATION_TAKEN },
      { column: 'sku', message: SKU_TAKEN },
    ],
    savedMeanwhile: 'Another travel program was saved with the same address or SKU just now.',
    logName: (row) => ({ title: row.title }),
    logValues: {
      priceCents: (row) => ({ price: row.priceCents / 100 }),
      itinerary: (row) => ({ days: row.itinerary.length }),
    },
    pictures: (row) => [row.heroImage, ...row.gallery],
    folder: 'travels',
    detail,
  });

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

    create: (admin: UserRow, input: SavedTravel): Promise<AdminTravelProgram> =>
      editor.create(
        admin,
        input,
        async (tx) =>
          repo.insert(tx, {
            ...columnsOf(input),
            destination:
              input.destination ||
              (await uniqueSlug(tx, travelPrograms, travelPrograms.destination, input.title)),
          }),
        (created) => ({
          title: created.title,
          destination: created.destination,
          days: created.itinerary.length,
        }),
      ),

    /** A full edit; an empty destination keeps the current address. */
    update: (admin: UserRow, id: string, input: SavedTravel): Promise<AdminTravelProgram> =>
      editor.update(admin, id, input, (_tx, before) => ({
        ...columnsOf(input),
        destination: input.destination || before.destination,
      })),

    /** Publish or unpublish from the list. */
    patch: (admin: UserRow, id: string, patch: TravelPatch): Promise<AdminTravelProgram> =>
      editor.patch(admin, id, patch),

    /** Removes a program nobody has reserved, with its reviews and the pictures only it showed. */
    remove: (admin: UserRow, id: string): Promise<void> =>
      editor.remove(admin, id, async (tx, program) => {
        if ((await repo.findById(tx, id))?.reservationCount) throw new Conflict(HAS_RESERVATIONS);
        return { title: program.title, destination: program.destination };
      }),
  };
}

export type TravelsAdminService = ReturnType<typeof createTravelsAdminService>;
