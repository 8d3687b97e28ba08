// Builds what `npm run serve` starts, so a start costs no TypeScript compiling and no initdb:
// - dist/server/main.js: the server's own sources in one ES module; packages stay imports from node_modules
//   (several find their files next to themselves, and the native and WebAssembly ones cannot be bundled);
// - dist/server/pglite-template/: an empty, initialised PGlite data directory. A new DATA_DIR starts as a copy
//   of it (src/server/db/client.ts), which takes a fraction of the seconds PGlite's initdb takes.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { PGlite } from '@electric-sql/pglite';

const outDir = 'dist/server';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});

// The template only depends on the PGlite version, so a rebuild keeps it unless that changed.
const template = `${outDir}/pglite-template`;
const stamp = `${template}.version`;
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')), 'utf8'));
if (!existsSync(`${template}/PG_VERSION`) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== version) {
  // Made beside the target and moved into place, so a build stopped half-way never leaves a broken template.
  const scratch = `${template}.${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  const db = new PGlite(scratch);
  await db.waitReady;
  await db.close();
  rmSync(template, { recursive: true, force: true });
  renameSync(scratch, template);
  writeFileSync(stamp, version);
}
