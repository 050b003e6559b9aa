// `npm run dev`: the API with reload on change (tsx watch, port 3000), Vite with
// hot module replacement (port 5173, proxying the API), and the Relay compiler
// re-run whenever a file under web/src changes (it has no watch mode without watchman).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

// Development shows error details (npm start, without NODE_ENV, is production).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development', FORCE_COLOR: '1' };
const run = (cmd, args, name) => {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
};

const generate = spawnSync('npm', ['run', 'generate'], { stdio: 'inherit' });
if (generate.status !== 0) process.exit(generate.status ?? 1);

const children = [run('npx', ['tsx', 'watch', '--clear-screen=false', 'api/main.ts'], 'api'), run('npx', ['vite', '--config', 'web/vite.config.ts'], 'web')];

let relayTimer;
const watcher = fs.watch('web/src', { recursive: true }, (_event, file) => {
  if (!file || file.includes('__generated__') || !/\.(tsx?|graphql)$/.test(file)) return;
  clearTimeout(relayTimer);
  relayTimer = setTimeout(() => spawnSync('npx', ['relay-compiler'], { stdio: 'inherit' }), 300);
});

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  watcher.close();
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log('\nNugget dev: open http://localhost:5173 (API on http://localhost:3000, GraphiQL at /graphql)\n');
