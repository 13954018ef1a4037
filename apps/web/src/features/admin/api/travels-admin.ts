import type {
  AdminTravelProgram,
  AdminTravelsQuery,
  TravelInput,
  TravelPatch,
} from '@ochre/shared/schemas/admin-travels';
import { catalogueRoots } from '../../../lib/query-keys';
import { catalogueAdmin, useDeleteItem, usePatchItem, useSaveItem } from './catalogue-admin';

const travels = catalogueAdmin<AdminTravelProgram, AdminTravelsQuery>({
  name: 'travels',
  publicRoot: catalogueRoots.travels,
});

export const adminTravelsQuery = travels.listQuery;
export const adminTravelQuery = travels.itemQuery;
export const useSaveTravel = (id: string | null) => useSaveItem<AdminTravelProgram, TravelInput>(travels, id);
export const usePatchTravel = () => usePatchItem<AdminTravelProgram, TravelPatch>(travels);
export const useDeleteTravel = () => useDeleteItem<AdminTravelProgram>(travels);
