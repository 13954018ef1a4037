/** The back office's first screen: money in, what needs doing, what runs low (Marrakech days). */
export interface Dashboard {
  /** The Marrakech calendar date the figures are for. */
  today: string;
  revenue: { today: number; month: number };
  paidOrders: { today: number; month: number };
  /** Orders paid and waiting to be shipped. */
  toShip: number;
  reservationsToConfirm: { activities: number; travel: number };
  lowStock: { _id: string; name: string; slug: string; countInStock: number; isPublished: boolean }[];
  openTickets: number;
  unreadMessages: number;
}
