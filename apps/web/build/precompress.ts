// Brotli and gzip copies of every hashed asset, written once at build time (issue 11): the server picks
// one by Accept-Encoding and never compresses per request. Copies that would not be smaller are skipped.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// .mjs: the PDF viewer's worker (pdf.js), 1.2 MB as built.
const COMPRESSIBLE = /\.(?:m?js|css|svg|json|txt|html|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const br = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          const gz = gzipSync(source, { level: 9 });
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
