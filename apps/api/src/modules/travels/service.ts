import type { TravelProgram } from '@ochre/shared/schemas/travels';
import type { Db } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { travelsRepository } from './repository';
import { type TravelProgramRow, toTravelProgramDto } from './travel.dto';

export const PROGRAM_NOT_FOUND = 'Program Not Found';

export function createTravelsService({ db }: { db: Db }) {
  return {
    async list(): Promise<TravelProgram[]> {
      return (await travelsRepository.listPublished(db)).map(toTravelProgramDto);
    },

    async detail(destinationOrId: string): Promise<TravelProgram> {
      return toTravelProgramDto(await this.find(destinationOrId));
    },

    /** The published program, or SPEC §2's 'Program Not Found'. */
    async find(destinationOrId: string): Promise<TravelProgramRow> {
      const row = await travelsRepository.findPublished(db, destinationOrId);
      if (!row) throw new NotFound(PROGRAM_NOT_FOUND);
      return row;
    },
  };
}

export type TravelsService = ReturnType<typeof createTravelsService>;
