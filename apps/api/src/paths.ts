import { fileURLToPath } from 'node:url';

/**
 * apps/api, found from this file: one level up from src/ when running the sources
 * and from dist/ when running the bundle.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const SEED_ASSETS_DIR = fileURLToPath(new URL('../seed', import.meta.url));
export const WEB_ROOT = fileURLToPath(new URL('../../web', import.meta.url));
