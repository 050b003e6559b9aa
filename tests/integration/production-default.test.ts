// `npm start` (the compiled server, dist/server/main.js, without NODE_ENV) is production: errors
// are masked, so no response carries a stack trace, a file path or a database excerpt (issue 17).
// The server is compiled here as npm start compiles it, so the bundle itself is what is tested.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaks } from '../helpers/leaks.ts';

let child: ChildProcess;
let url: string;
let dataDir: string;
let output = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nugget-prod-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'VITEST', 'TEST'].includes(k) && !k.startsWith('VITEST_')) env[k] = v;
  }
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', SYNC_INTERVAL_MINUTES: '0' });
  execFileSync(process.execPath, ['scripts/build.mjs', '--server-only'], { stdio: 'pipe' });
  child = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start without NODE_ENV', () => {
  it('masks the error of a node id holding a NUL byte (no stack, path or Prisma excerpt)', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ node(id: "RW1haWw6AA==") { id } }' }),
    });
    const body = await res.text();
    expect(res.status).toBeLessThan(500);
    expect(leaks(body)).toEqual([]);
    expect(body).not.toMatch(/"stack"|originalError/);
  });

  it('finds the web app and the migrations from its compiled place (dist/server)', async () => {
    // Migrations applied at start (healthz answered); the web app is where the build puts it.
    const res = await fetch(`${url}/mine`);
    if (fs.existsSync('dist/web/index.html')) {
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/<div id="root">|<html/i);
    } else expect(res.status).toBe(503);
  });

  it('leaks nothing from a broken request outside the API either', async () => {
    for (const p of ['/api/enhanced-emails/%E0%A4%A', '/graphql?query=%E0%A4%A']) {
      const res = await fetch(url + p);
      const body = await res.text();
      expect(res.status, p).toBeLessThan(500);
      expect(leaks(body), `${p}: ${body.slice(0, 300)}`).toEqual([]);
    }
  });
});
