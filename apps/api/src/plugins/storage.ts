import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@ochre/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp, { type Metadata } from 'sharp';
import { PayloadTooLarge, UnsupportedMedia } from '../lib/errors';
import { newId } from '../lib/ids';
import { sniffImage } from '../lib/image-sniff';

/** Widths every stored picture is also saved at, for srcset (`name-480.webp`, `name-960.webp`). */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;
/**
 * About 40 megapixels (an 8K picture is 33): larger ones are refused from their header, before
 * any pixel is decoded, so a small file that unpacks to gigabytes (a pixel bomb) costs nothing.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const NOT_AN_IMAGE = 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.';
export const TOO_MANY_PIXELS = 'The image is too large (40 megapixels at most).';

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

/** The bytes are one of the accepted formats by content, and sharp's reading of the header agrees and fits the pixel cap. */
async function checkImage(bytes: Buffer): Promise<void> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new UnsupportedMedia(NOT_AN_IMAGE);
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMedia(NOT_AN_IMAGE);
  }
  // sharp names AVIF `heif`; its AV1 compression is what tells it from HEIC.
  const format = header.format === 'heif' && header.compression === 'av1' ? 'avif' : header.format;
  if (format !== sniffed) throw new UnsupportedMedia(NOT_AN_IMAGE);
  if (!header.width || !header.height) throw new UnsupportedMedia(NOT_AN_IMAGE);
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw new PayloadTooLarge(TOO_MANY_PIXELS);
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
      await checkImage(bytes);

      const safeFolder = folder.replace(/[^a-z0-9/-]/gi, '');
      const dir = path.join(uploadsDir, safeFolder);
      await mkdir(dir, { recursive: true });
      const name = newId(16);
      const base = sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).rotate();

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
