import { HOME_FEATURED_VIDEOS } from '@ochre/shared/constants';
import { featuredActivitiesQuery } from '../../../features/activities/api/activities';
import { videosQuery } from '../../../features/videos/api/videos';

/** One row of three cards on wide screens. */
export const HOME_FEATURED_ACTIVITIES = 3;
export const homeActivitiesQuery = () => featuredActivitiesQuery(HOME_FEATURED_ACTIVITIES);

/** SPEC §9: the home page shows 6 featured videos. */
export const homeVideosQuery = () =>
  videosQuery({ page: 1, limit: HOME_FEATURED_VIDEOS, category: 'all', search: '', featured: true });
