import { pageCount } from '@ochre/shared/rules/pagination';
import type { User } from '@ochre/shared/schemas/auth';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { toUserDto } from '../auth/user.dto';
import { usersRepository } from '../auth/users.repository';
import { adminUsersRepository } from './repository';

export function createAdminUsersService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    async list(
      filter: { search?: string; role: 'all' | 'admin' | 'customer' },
      page: number,
      limit: number,
    ): Promise<{ users: User[]; pagination: Pagination }> {
      const { rows, total } = await adminUsersRepository.list(db, filter, limit, (page - 1) * limit);
      return {
        users: rows.map(toUserDto),
        pagination: { total, pages: pageCount(total, limit), page, limit },
      };
    },

    /** Make or remove an admin; the site always keeps at least one (issue 6). */
    async setAdmin(actor: UserRow, userId: string, isAdmin: boolean): Promise<User> {
      const updated = await db.transaction(async (tx) => {
        const target = await usersRepository.findById(tx, userId);
        if (!target) throw new NotFound('No such user.');
        if (target.isAdmin && !isAdmin) {
          const admins = await adminUsersRepository.lockAdminIds(tx);
          if (admins.length <= 1)
            throw new Conflict(
              'The last administrator cannot be removed. Make someone else an administrator first.',
            );
        }
        const row = await usersRepository.update(tx, userId, { isAdmin });
        await audit.record(
          actor,
          {
            action: isAdmin ? 'user.make_admin' : 'user.remove_admin',
            entity: 'user',
            entityId: userId,
            details: { email: target.email },
          },
          tx,
        );
        return row!;
      });
      return toUserDto(updated);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
