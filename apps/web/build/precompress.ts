import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Text assets also written compressed beside themselves (`app.js.br`, `app.js.gz`), once, at build time: the server
// sends the form the browser accepts (apps/server/src/http/spa.ts) instead of the raw file, which for the code view
// is about three times the bytes. Compressing at build time costs the server nothing per request and allows the
// slowest, smallest settings. The files are read back once written, so that the compressed forms hold exactly the
// final bytes (other plugins still rewrite chunks while the bundle is generated).
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'marginalia-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
