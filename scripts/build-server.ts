// Builds what `npm run serve` starts, so a start costs no TypeScript compiling, no initdb and no migrations:
// - dist/server/main.js: the server's own sources in one ES module; packages stay imports from node_modules
//   (several find their files next to themselves, and the native and WebAssembly ones cannot be bundled);
// - dist/server/pglite-template/: a PGlite data directory holding an empty database with the committed
//   migrations applied. A new DATA_DIR starts as a copy of it (src/server/db/client.ts), a fraction of the
//   seconds that PGlite's initdb and the migrations take; the server still applies any migration it lacks.
// It ends the build with one line: `npm start` runs the build first, and the server's banner (its address,
// the admin account, demo booking numbers) must stay on screen rather than scroll away under a file list
// (Vite runs with --logLevel warn for the same reason).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';

const outDir = 'dist/server';

const { metafile } = await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});

// Test support (src/server/testing/, *.test.ts, e2e/) never ships: the lint forbids product code to import it,
// and the bundle is checked here in case something reaches it all the same.
const testCode = Object.keys(metafile.inputs).filter((input) => /(^|\/)(src\/server\/testing|e2e)\/|\.test\.tsx?$/.test(input));
if (testCode.length) throw new Error(`the server bundle includes test code:\n  ${testCode.join('\n  ')}`);

// The template depends only on the PGlite version and the migrations, so a rebuild keeps it unless those changed.
const template = `${outDir}/pglite-template`;
const stampFile = `${template}.stamp`;
const pglite = readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')));
const migrations = readdirSync('drizzle', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath}/${entry.name}`)
  .sort();
const stamp = createHash('sha256')
  .update(pglite)
  .update(migrations.map((file) => `${file}\n${readFileSync(file, 'utf8')}`).join('\n'))
  .digest('hex');
if (!existsSync(`${template}/PG_VERSION`) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  // Made beside the target and moved into place, so a build stopped half-way never leaves a broken template.
  const scratch = `${template}.${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  const database = openDatabase({ kind: 'pglite', dataDir: scratch });
  await migrateDatabase(database);
  await database.close();
  rmSync(template, { recursive: true, force: true });
  renameSync(`${scratch}/pglite`, template);
  rmSync(scratch, { recursive: true });
  writeFileSync(stampFile, stamp);
}

const webFiles = readdirSync('dist/web', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
console.log(`Built the web app (${webFiles} files in dist/web) and the server (${outDir}/main.js).`);
