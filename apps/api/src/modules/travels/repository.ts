import { and, asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { travelPrograms } from '../../db/schema/catalog';
import type { TravelProgramRow } from './travel.dto';

export const travelsRepository = {
  async listPublished(db: DbOrTx): Promise<TravelProgramRow[]> {
    return db
      .select()
      .from(travelPrograms)
      .where(eq(travelPrograms.isPublished, true))
      .orderBy(asc(travelPrograms.priceCents), asc(travelPrograms.id));
  },

  /** A published program by its destination (the URL segment) or its id. */
  async findPublished(db: DbOrTx, destinationOrId: string): Promise<TravelProgramRow | undefined> {
    const [row] = await db
      .select()
      .from(travelPrograms)
      .where(
        and(
          eq(travelPrograms.isPublished, true),
          or(eq(travelPrograms.destination, destinationOrId), eq(travelPrograms.id, destinationOrId)),
        ),
      )
      .limit(1);
    return row;
  },
};
