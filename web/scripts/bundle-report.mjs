// Reports the JavaScript a first visit downloads, gzipped, per entry route.
// Run after a build: node web/scripts/bundle-report.mjs [dist/web]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/web';
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const source = (f) => readFileSync(join(assets, f), 'utf8');
const gz = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;

/** Static imports only: what the browser must fetch before the chunk runs. */
function closure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const f = queue.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    for (const m of source(f).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(m[1]);
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const chunk = (name) => {
  const found = files.find((f) => f.startsWith(`${name}-`));
  if (!found) throw new Error(`no chunk for ${name}`);
  return found;
};

const report = (label, start) => {
  const set = closure(start);
  const total = [...set].reduce((sum, f) => sum + gz(f), 0);
  console.log(`${label.padEnd(40)} ${(total / 1024).toFixed(1).padStart(7)} kB gzipped in ${set.size} files`);
};

report('entry (auth gate, "Loading...")', entry);
report('landing page, signed out', [...entry, chunk('Landing')]);
report('signed-in shell + landing', [...entry, chunk('AppShell'), chunk('Landing')]);
report('signed-in shell + dashboard', [...entry, chunk('AppShell'), chunk('Dashboard')]);
report('signed-in shell + /email-accounts', [...entry, chunk('AppShell'), chunk('EmailAccounts')]);
report('login screen (signed out, protected path)', [...entry, chunk('Login')]);
console.log(`dashboard route chunk: ${(readFileSync(join(assets, chunk('Dashboard'))).length / 1024).toFixed(1)} kB, ${(gz(chunk('Dashboard')) / 1024).toFixed(1)} kB gzipped`);
