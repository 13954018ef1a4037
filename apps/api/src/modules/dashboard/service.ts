import { marrakechDayStart, marrakechToday, monthStart } from '@ochre/shared/rules/marrakech-date';
import type { Dashboard } from '@ochre/shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { dollars } from '../../lib/serialize';
import { dashboardRepository as repo } from './repository';

/** Today's and this month's takings (Marrakech days) and what is waiting for the team. */
export function createDashboardService({ db }: { db: Db }) {
  return {
    async summary(now = new Date()): Promise<Dashboard> {
      const today = marrakechToday(now);
      const [day, month, toShip, reservations, lowStock, inbox] = await Promise.all([
        repo.paidSince(db, marrakechDayStart(today)),
        repo.paidSince(db, marrakechDayStart(monthStart(today))),
        repo.toShip(db),
        repo.pendingReservations(db),
        repo.lowStock(db),
        repo.inbox(db),
      ]);
      return {
        today,
        revenue: { today: dollars(day.cents) ?? 0, month: dollars(month.cents) ?? 0 },
        paidOrders: { today: day.orders, month: month.orders },
        toShip,
        reservationsToConfirm: reservations,
        lowStock: lowStock.map(({ id, ...product }) => ({ _id: id, ...product })),
        ...inbox,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
