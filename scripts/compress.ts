/** Writes .br and .gz beside every compressible file in dist, for the server to send as they are. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL(`../${process.env.BUILD_OUT_DIR ?? 'dist'}/`, import.meta.url));
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  const data = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);
