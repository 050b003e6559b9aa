// Builds what `npm start` runs: the generated code (Prisma client, schema.graphql, Relay
// artifacts), the server bundled to compiled JavaScript (dist/server, esbuild) and the web app
// (dist/web, Vite). With --if-changed (npm start) it builds only what changed since the last
// build: the server when api/, prisma/ or the dependencies changed, the web app when web/, the
// GraphQL schema or the dependencies changed, nothing when nothing did. dist/ is git-ignored.
//
//   node scripts/build.mjs              everything, always (npm run build)
//   node scripts/build.mjs --if-changed only what changed (npm start)
//   node scripts/build.mjs --server-only the server bundle alone, from the generated code as it is (tests)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.build-stamp.json');
const ifChanged = process.argv.includes('--if-changed');

/** Entry points compiled to dist/server/<name>.js (a missing one is skipped). */
const SERVER_ENTRIES = ['api/main.ts', 'api/worker.ts'];
/** Generated from the sources by the build, so never part of what decides it. */
const GENERATED = ['api/db/generated', 'web/src/__generated__', 'node_modules', 'dist'];
const DEPENDENCIES = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];

function files(rel, out = []) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs) || GENERATED.includes(rel)) return out;
  if (fs.statSync(abs).isFile()) return (out.push(rel), out);
  for (const name of fs.readdirSync(abs).sort()) files(path.posix.join(rel, name), out);
  return out;
}

/** A hash of the contents of every file under these paths (contents, not times: a fresh checkout of the same commit is up to date). */
function fingerprint(paths) {
  const hash = crypto.createHash('sha256');
  for (const rel of paths.flatMap((p) => files(p))) {
    hash
      .update(rel)
      .update('\0')
      .update(fs.readFileSync(path.join(root, rel)))
      .update('\0');
  }
  return hash.digest('hex');
}

const serverInputs = () => fingerprint(['api', 'prisma', 'codegen.ts', ...DEPENDENCIES]);
// schema.graphql is printed from the server's schema: the web app is rebuilt only when it changed.
const webInputs = () => fingerprint(['web', 'schema.graphql', 'relay.config.json', ...DEPENDENCIES]);

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`build: ${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

async function buildServer() {
  const { build } = await import('esbuild');
  const entryPoints = SERVER_ENTRIES.filter((e) => fs.existsSync(path.join(root, e)));
  fs.rmSync(path.join(dist, 'server'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: path.join(dist, 'server'),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules as they do under tsx: one copy of graphql, native addons, wasm files.
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

const started = performance.now();
if (process.argv.includes('--server-only')) {
  await buildServer();
  console.log(`build: server compiled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
let stamp = {};
try {
  stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
} catch {
  /* no build yet */
}
const has = (rel) => fs.existsSync(path.join(root, rel));
const generated = has('api/db/generated/client.ts') && has('schema.graphql') && has('web/src/__generated__');

let server = serverInputs();
const serverStale = !ifChanged || server !== stamp.server || !generated || !has('dist/server/main.js');
if (serverStale) {
  console.log('build: generating code and compiling the server…');
  run('npm', ['run', '--silent', 'generate']);
  await buildServer();
  server = serverInputs();
}
let web = webInputs();
const webStale = !ifChanged || web !== stamp.web || !has('dist/web/index.html');
if (webStale) {
  console.log('build: building the web app…');
  // Relay's artifacts follow the web app's queries (the full generate above already ran it).
  if (!serverStale) run('npm', ['run', '--silent', 'relay']);
  run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
  web = webInputs();
}
fs.mkdirSync(dist, { recursive: true });
fs.writeFileSync(stampFile, JSON.stringify({ server, web, builtAt: new Date().toISOString() }, null, 2));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(serverStale || webStale ? `build: done in ${seconds} s` : `build: up to date (checked in ${seconds} s)`);
