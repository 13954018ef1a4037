const DAY_MS = 86_400_000;

/** Nights between two calendar dates: the ceiling of the day difference (SPEC §9 hosting). */
export function nights(checkIn: string, checkOut: string): number {
  const diff = (Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS;
  return Number.isFinite(diff) ? Math.max(0, Math.ceil(diff)) : 0;
}

export function stayTotal(pricePerNight: number, checkIn: string, checkOut: string): number {
  return pricePerNight * nights(checkIn, checkOut);
}
