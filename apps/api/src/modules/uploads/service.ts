import type { UploadFolder } from '@ochre/shared/schemas/admin-catalog';
import type { UserRow } from '../../db/schema/users';
import type { Storage } from '../../plugins/storage';
import type { AuditService } from '../audit/service';

/** Widest stored version per folder: product and article pictures are shown large, thumbnails small. */
const MAX_WIDTH: Record<UploadFolder, number> = {
  products: 1200,
  articles: 1600,
  videos: 960,
  activities: 1600,
  travels: 1600,
};

export function createUploadsService({ storage, audit }: { storage: Storage; audit: AuditService }) {
  return {
    /** Checks the bytes are a picture, stores it resized as WebP, and answers its address. */
    async saveImage(admin: UserRow, folder: UploadFolder, bytes: Buffer): Promise<string> {
      const url = await storage.saveImage(bytes, { folder, maxWidth: MAX_WIDTH[folder] });
      await audit.record(admin, {
        action: 'image.upload',
        entity: 'upload',
        entityId: url,
        details: { folder },
      });
      return url;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
