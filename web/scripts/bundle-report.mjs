// Reports the JavaScript a first visit downloads, gzipped, per entry route, against the
// budgets of issue 19 (point 7). Run after a build: node web/scripts/bundle-report.mjs [dist/web]
// Exits 1 when a route is over its budget, naming the route and its largest files.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/web';
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const source = (f) => readFileSync(join(assets, f), 'utf8');
const gz = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
const kB = (bytes) => (bytes / 1024).toFixed(1);

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

// The entry is the gate (Gate.tsx): it asks who is visiting without the GraphQL client.
// A signed-out visitor on `/` then loads the landing page only; every other route loads
// the Relay app (App.tsx, its runtime and the route table) and that route's screen.
const BUDGETS_KB = {
  'landing page, signed out': 150,
  'signed-in shell (sidebar, no screen)': 200,
};

const over = [];
const report = (label, start) => {
  const set = closure(start);
  const total = [...set].reduce((sum, f) => sum + gz(f), 0);
  const budget = BUDGETS_KB[label];
  const verdict =
    budget === undefined ? '' : total / 1024 <= budget ? `  ok (budget ${budget} kB)` : `  OVER BUDGET (${budget} kB) by ${kB(total - budget * 1024)} kB`;
  console.log(`${label.padEnd(42)} ${kB(total).padStart(7)} kB gzipped in ${String(set.size).padStart(2)} files${verdict}`);
  if (budget !== undefined && total / 1024 > budget) over.push({ label, set });
};

const app = [...entry, chunk('App')];
report('entry (auth gate, "Loading...")', entry);
report('landing page, signed out', [...entry, chunk('Landing')]);
report('login screen (signed out, protected path)', [...app, chunk('Login')]);
report('signed-in shell (sidebar, no screen)', [...app, chunk('AppShell')]);
report('signed-in shell + dashboard', [...app, chunk('AppShell'), chunk('Dashboard')]);
report('signed-in shell + email management', [...app, chunk('AppShell'), chunk('EnhancedEmailManagement')]);
report('signed-in shell + /email-accounts', [...app, chunk('AppShell'), chunk('EmailAccounts')]);
console.log(`dashboard route chunk: ${kB(readFileSync(join(assets, chunk('Dashboard'))).length)} kB, ${kB(gz(chunk('Dashboard')))} kB gzipped`);

for (const { label, set } of over) {
  console.log(`\n${label}: the largest files`);
  for (const [size, f] of [...set]
    .map((f) => [gz(f), f])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 8))
    console.log(`  ${kB(size).padStart(6)} kB  ${f}`);
}
if (over.length) {
  console.error(`\n${over.length} route${over.length === 1 ? '' : 's'} over budget: ${over.map((o) => o.label).join('; ')}`);
  process.exitCode = 1;
}
