import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes a `.br` (best quality) and a `.gz` beside every compressible asset of the client
 * build; the server sends those as they are (@fastify/static `preCompressed`): smaller than
 * compressing on each request at a speed-minded level, and no CPU spent on it.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'ochre-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const dir = path.join(outDir, 'assets');
      const files = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const source = await readFile(file);
          if (source.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}
