// Starts Nugget: database (pending migrations applied), API, websockets, web app
// and background jobs in one process on PORT.
import http from 'node:http';
import { loadConfig } from './config.ts';
import { databaseUrlFor, openDatabase } from './db/client.ts';

const config = loadConfig();
// The database opens (the embedded one compiles its wasm) while the rest of the app's modules load.
const database = openDatabase(databaseUrlFor(config));
database.catch(() => {}); // awaited below, where a failure stops the start
const { createApp, createPlatform } = await import('./app.ts');
const platform = await createPlatform(config, { database });
const app = createApp(platform);
const server = http.createServer(app.app);
app.attachWebSockets(server);
platform.jobs.start();
// Mail analysed by an older local analyzer is analysed again once (progress in Settings, as for a run the user asks for).
app.services.analysis.upgradeStoredAnalyses().catch((error) => platform.logger.error('analysis upgrade failed', { error: String(error) }));

server.listen(config.PORT, config.HOST, () => {
  const where = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  platform.logger.info(`Nugget is running at ${where} (GraphQL explorer at ${where}/graphql)`, {
    database: platform.db.kind,
    dataDir: config.dataDir,
  });
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) process.exit(1);
    closing = true;
    platform.logger.info(`received ${signal}, shutting down`);
    server.close();
    await app.close().catch(() => {});
    process.exit(0);
  });
}
