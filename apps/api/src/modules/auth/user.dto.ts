import type { User } from '@ochre/shared/schemas/auth';
import type { UserRow } from '../../db/schema/users';

/** The profile as clients see it: never the password hash, Google id or token version. */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    image: row.image,
    isAdmin: row.isAdmin,
    address: {
      street: row.address.street ?? '',
      city: row.address.city ?? '',
      state: row.address.state ?? '',
      postalCode: row.address.postalCode ?? '',
      country: row.address.country ?? '',
    },
    createdAt: row.createdAt.toISOString(),
  };
}
