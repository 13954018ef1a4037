import type {
  ActivityInput,
  ActivityPatch,
  AdminActivitiesQuery,
  AdminActivity,
} from '@ochre/shared/schemas/admin-activities';
import type { Pagination } from '@ochre/shared/schemas/common';
import { catalogueRoots } from '../../../lib/query-keys';
import { catalogueAdmin, useDeleteItem, usePatchItem, useSaveItem } from './catalogue-admin';

const activities = catalogueAdmin<
  AdminActivity,
  AdminActivitiesQuery,
  { success: true; data: AdminActivity[]; pagination: Pagination; categories: string[] }
>({ name: 'activities', publicRoot: catalogueRoots.activities });

export const adminActivitiesQuery = activities.listQuery;
export const adminActivityQuery = activities.itemQuery;
export const useSaveActivity = (id: string | null) =>
  useSaveItem<AdminActivity, ActivityInput>(activities, id);
export const usePatchActivity = () => usePatchItem<AdminActivity, ActivityPatch>(activities);
export const useDeleteActivity = () => useDeleteItem<AdminActivity>(activities);
