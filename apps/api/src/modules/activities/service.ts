import { toCents } from '@ochre/shared/rules/money';
import { pageCount } from '@ochre/shared/rules/pagination';
import type {
  ActivitiesQuery,
  Activity,
  ActivityFacet,
  ActivitySummary,
} from '@ochre/shared/schemas/activities';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Db } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { prefixQuery } from '../products/search-terms';
import { type ActivityRow, toActivityDto, toActivitySummary } from './activity.dto';
import { activitiesRepository } from './repository';

export const ACTIVITY_NOT_FOUND = "The activity you're looking for doesn't exist or has been removed.";

const facet = ({ name, count }: { name: string; count: number }): ActivityFacet => ({ _id: name, count });

export function createActivitiesService({ db }: { db: Db }) {
  return {
    /** Filtering, sorting and paging all happen in the database (SPEC §2 Activities). */
    async list(query: ActivitiesQuery): Promise<{ activities: ActivitySummary[]; pagination: Pagination }> {
      const { rows, total } = await activitiesRepository.list(
        db,
        {
          search: query.search ? prefixQuery(query.search) : undefined,
          category: query.category || undefined,
          location: query.location || undefined,
          minPriceCents: query.minPrice ? toCents(query.minPrice) : undefined,
          maxPriceCents: query.maxPrice !== undefined ? toCents(query.maxPrice) : undefined,
          featured: query.featured,
        },
        query.sort,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        activities: rows.map(toActivitySummary),
        pagination: { total, pages: pageCount(total, query.limit), page: query.page, limit: query.limit },
      };
    },

    async detail(slugOrId: string): Promise<Activity> {
      return toActivityDto(await this.find(slugOrId));
    },

    /** The published activity, or the SPEC §8 not-found message. */
    async find(slugOrId: string): Promise<ActivityRow> {
      const row = await activitiesRepository.findPublished(db, slugOrId);
      if (!row) throw new NotFound(ACTIVITY_NOT_FOUND);
      return row;
    },

    async categories(): Promise<ActivityFacet[]> {
      return (await activitiesRepository.categories(db)).map(facet);
    },

    async locations(): Promise<ActivityFacet[]> {
      return (await activitiesRepository.locations(db)).map(facet);
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
