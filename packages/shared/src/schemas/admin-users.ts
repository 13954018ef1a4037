import { z } from 'zod';

export const adminUsersQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  role: z.enum(['all', 'admin', 'customer']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminUserPatch = z.strictObject({ isAdmin: z.boolean() });
export type AdminUserPatch = z.infer<typeof adminUserPatch>;
