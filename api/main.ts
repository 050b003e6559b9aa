// Starts Nugget. NUGGET_ROLE says what this process does:
//   all (default)  database (pending migrations applied), API, websockets, web app and
//                  background jobs in one process on PORT — the one-command embedded setup;
//   api            HTTP only: it queues jobs, workers run them (PostgreSQL);
//   worker         jobs only, no HTTP (`npm run worker`).
import http from 'node:http';
import { loadConfig } from './config.ts';
import { databaseUrlFor, openDatabase } from './db/client.ts';

const config = loadConfig();
const role = config.NUGGET_ROLE;
// The database opens (the embedded one compiles its wasm) while the rest of the app's modules load.
const database = openDatabase(databaseUrlFor(config));
database.catch(() => {}); // awaited below, where a failure stops the start
const { createApp, createPlatform } = await import('./app.ts');
const platform = await createPlatform(config, { database });
if (role !== 'all' && platform.db.kind === 'pglite') {
  platform.logger.error(`NUGGET_ROLE=${role} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process, which runs everything`);
  process.exit(1);
}
// Every role registers the job handlers (queues are declared by their consumers); only `all` and `worker` run them.
const app = createApp(platform);
let server: http.Server | null = null;
if (role !== 'api') {
  await platform.jobs.start();
  // Mail analysed by an older local analyzer is analysed again once (progress in Settings, as for a run the user asks for).
  app.services.analysis.upgradeStoredAnalyses().catch((error) => platform.logger.error('analysis upgrade failed', { error: String(error) }));
}
if (role === 'worker') {
  platform.logger.info('Nugget worker is running jobs (no HTTP)', { database: platform.db.kind, concurrency: config.JOB_CONCURRENCY });
} else {
  server = http.createServer(app.app);
  app.attachWebSockets(server);
  server.listen(config.PORT, config.HOST, () => {
    const where = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    platform.logger.info(`Nugget is running at ${where} (GraphQL explorer at ${where}/graphql)`, {
      database: platform.db.kind,
      dataDir: config.dataDir,
      role,
    });
  });
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) process.exit(1);
    closing = true;
    platform.logger.info(`received ${signal}, shutting down`);
    server?.close();
    await app.close().catch(() => {});
    process.exit(0);
  });
}
