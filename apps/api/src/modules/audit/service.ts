import { pageCount } from '@ochre/shared/rules/pagination';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { auditRepository } from './repository';

export interface AuditEntry {
  /** What was done, as verb.noun: "product.update", "reservation.confirm". */
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditRecord {
  _id: string;
  actor: { _id: string | null; email: string };
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Who did what, when: every admin action is recorded (issue 6), in the caller's transaction when given one. */
export function createAuditService({ db }: { db: Db }) {
  return {
    async record(actor: Pick<UserRow, 'id' | 'email'>, entry: AuditEntry, tx: DbOrTx = db): Promise<void> {
      await auditRepository.insert(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId ?? null,
        details: entry.details ?? {},
      });
    },

    async list(
      filter: { search?: string; entity?: string },
      page: number,
      limit: number,
    ): Promise<{ entries: AuditRecord[]; pagination: Pagination }> {
      const { rows, total } = await auditRepository.list(db, filter, limit, (page - 1) * limit);
      return {
        entries: rows.map((row) => ({
          _id: row.id,
          actor: { _id: row.actorId, email: row.actorEmail },
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          details: row.details,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: { total, pages: pageCount(total, limit), page, limit },
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
