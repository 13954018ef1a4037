import { fileURLToPath } from 'node:url';

/**
 * Folders found from this file, whose folder is one level below apps/api
 * both when running the sources (src/) and the bundle (dist/).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const SEED_ASSETS_DIR = fileURLToPath(new URL('../seed', import.meta.url));
export const WEB_ROOT = fileURLToPath(new URL('../../web', import.meta.url));
/** The repository's root, where `.env` is read from whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
