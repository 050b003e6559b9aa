// Starts the whole app (API, websockets, jobs, built web app) on a free port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from '../../api/app.ts';
import { createTestPlatform, type TestPlatform } from './platform.ts';

export type TestServer = { url: string; app: App; platform: TestPlatform; close(): Promise<void> };

export async function startTestServer(options: { env?: Record<string, string>; database?: { url: string; drop(): Promise<void> } } = {}): Promise<TestServer> {
  const platform = await createTestPlatform(options.env, options.database);
  const app = createApp(platform);
  const server = http.createServer(app.app);
  // fetch keeps connections alive; a server closing them after Node's 5 s default races
  // the client's reuse on a loaded machine (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  app.attachWebSockets(server);
  await platform.jobs.start();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    platform,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close().catch(() => {});
      await platform.cleanup().catch(() => {});
    },
  };
}
