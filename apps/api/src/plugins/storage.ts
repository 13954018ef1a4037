import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@ochre/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { PayloadTooLarge, UnsupportedMedia } from '../lib/errors';
import { newId } from '../lib/ids';

/** Widths every stored picture is also saved at, for srcset (`name-480.webp`, `name-960.webp`). */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface SaveImageOptions {
  /** Sub-folder of the uploads directory, e.g. "avatars" or "products". */
  folder: string;
  /** Largest width kept (the original is never enlarged). */
  maxWidth?: number;
  /** Crop to a centred square of this size instead (avatars). */
  square?: number;
}

export interface Storage {
  /** Checks the bytes really are a picture, re-encodes them as WebP (dropping metadata) and returns the public URL. */
  saveImage(bytes: Buffer, options: SaveImageOptions): Promise<string>;
  /** Removes a stored picture and its variants; URLs outside the uploads folder are ignored. */
  removeImage(url: string | null | undefined): Promise<void>;
  pathFor(url: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export function createStorage(uploadsDir: string): Storage {
  const pathFor = (url: string): string | null => {
    if (!url.startsWith('/uploads/')) return null;
    const resolved = path.resolve(uploadsDir, `.${url.slice('/uploads'.length)}`);
    return resolved.startsWith(uploadsDir + path.sep) ? resolved : null;
  };

  return {
    pathFor,
    async saveImage(bytes, { folder, maxWidth = 1600, square }) {
      if (bytes.length > IMAGE_MAX_BYTES) throw new PayloadTooLarge('The image is too large (5 MB at most).');
      let format: string | undefined;
      try {
        format = (await sharp(bytes).metadata()).format;
      } catch {
        format = undefined;
      }
      if (!format || !ACCEPTED_FORMATS.has(format)) {
        throw new UnsupportedMedia('Please choose a JPEG, PNG, WebP, GIF or AVIF image.');
      }

      const safeFolder = folder.replace(/[^a-z0-9/-]/gi, '');
      const dir = path.join(uploadsDir, safeFolder);
      await mkdir(dir, { recursive: true });
      const name = newId(16);
      const base = sharp(bytes, { animated: false }).rotate();

      if (square) {
        const out = await base.resize(square, square, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
        await writeFile(path.join(dir, `${name}.webp`), out);
        return `/uploads/${safeFolder}/${name}.webp`;
      }

      const outputs = [
        { file: `${name}.webp`, width: maxWidth },
        ...IMAGE_VARIANT_WIDTHS.filter((w) => w < maxWidth).map((w) => ({
          file: `${name}-${w}.webp`,
          width: w,
        })),
      ];
      for (const output of outputs) {
        const buffer = await base
          .clone()
          .resize({ width: output.width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        await writeFile(path.join(dir, output.file), buffer);
      }
      return `/uploads/${safeFolder}/${name}.webp`;
    },
    async removeImage(url) {
      const file = url ? pathFor(url) : null;
      if (!file) return;
      const stem = file.replace(/\.webp$/, '');
      await Promise.all(
        [file, ...IMAGE_VARIANT_WIDTHS.map((w) => `${stem}-${w}.webp`)].map((f) => rm(f, { force: true })),
      );
    },
  };
}

export const storagePlugin = fp(async (app: FastifyInstance, opts: { uploadsDir: string }) => {
  await mkdir(opts.uploadsDir, { recursive: true });
  app.decorate('storage', createStorage(opts.uploadsDir));
});
