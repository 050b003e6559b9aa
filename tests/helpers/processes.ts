// Real Nugget processes (`node --import tsx api/main.ts`) for the scale-out tests and
// benches: API processes (NUGGET_ROLE=api) and workers (NUGGET_ROLE=worker) on one
// PostgreSQL database and one Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type NuggetProcess = { role: 'api' | 'worker'; child: ChildProcess; url: string | null; output(): string; kill(signal?: NodeJS.Signals): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Starts one process and resolves once it serves HTTP (api) or runs jobs (worker). */
export async function startNugget(role: 'api' | 'worker', env: Record<string, string>, timeoutMs = 120_000): Promise<NuggetProcess> {
  const port = role === 'api' ? await freePort() : 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nugget-${role}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789',
      SYNC_INTERVAL_MINUTES: '0',
      NUGGET_ROLE: role,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const ready = role === 'api' ? /Nugget is running at/ : /Nugget worker is running jobs/;
  for (const end = Date.now() + timeoutMs; !ready.test(out);) {
    if (child.exitCode !== null || Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error(`${role} did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    role,
    child,
    url: role === 'api' ? `http://127.0.0.1:${port}` : null,
    output: () => out,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
