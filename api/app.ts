// Builds the whole server without listening (tests drive it in-process or on a
// free port): Express with Yoga at /graphql, graphql-ws on the same path, REST
// under /api, passport sign-in, and the built web app for every other path.
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import express from 'express';
import { createYoga, type Plugin } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Config } from './config.ts';
import { projectRoot } from './root.ts';
import { openDatabase, databaseUrlFor, type Database } from './db/client.ts';
import { applyMigrations } from './db/migrator.ts';
import { createEventBus } from './platform/events.ts';
import { createJobQueue, pgliteExecutor, type JobQueueOptions } from './platform/jobs.ts';
import { deriveKeys, loadRootKey } from './platform/crypto.ts';
import { createLogger } from './platform/logger.ts';
import { createDbRateLimiter, createRedisRateLimiter, type RateLimiter } from './platform/rate-limit.ts';
import { csrfGuard, isCrossSite } from './platform/csrf.ts';
import { restCors, yogaCors } from './platform/cors.ts';
import { addressGuard, clientErrorHandler, finalErrorHandler, graphqlTextGuard } from './platform/input-guard.ts';
import { bodyLimit, limitPlugins, type GraphqlLimits } from './graphql/limits.ts';
import { schema } from './graphql/schema.ts';
import { createContext, createServices, type Platform, type Services } from './context.ts';
import { PrismaSessionStore } from './modules/auth/session-store.ts';
import { configurePassport, createSessionMiddleware, sessionFromUpgrade } from './modules/auth/auth.session.ts';
import { SessionSockets } from './platform/session-sockets.ts';
import { oidcRoutes } from './modules/auth/auth.oidc.ts';
import { gmailRoutes } from './modules/accounts/gmail.rest.ts';
import { mailOAuthRoutes } from './modules/accounts/mail-oauth.rest.ts';
import { createRestRouter } from './rest/index.ts';
import type { Viewer } from './modules/users/users.service.ts';

export const webDist = path.join(projectRoot, 'dist/web');

/** Opens the database (applying pending migrations) and the platform seams. */
export async function createPlatform(config: Config, options: { databaseUrl?: string; database?: Promise<Database> } = {}): Promise<Platform> {
  const logger = createLogger(config.LOG_LEVEL, { pretty: config.NODE_ENV === 'development' || !!process.stdout.isTTY });
  // `database`: already being opened by the caller (npm start opens it while the app's modules load).
  const db = await (options.database ?? openDatabase(options.databaseUrl ?? databaseUrlFor(config)));
  const applied = await applyMigrations(db.adapter);
  if (applied.length) logger.info(`applied ${applied.length} migration(s)`, { applied });
  const events = await createEventBus(config.REDIS_URL);
  const jobs = await openJobQueue(db, config, logger);
  return {
    config,
    db,
    prisma: db.prisma,
    events,
    jobs,
    keys: deriveKeys(loadRootKey(config.SECRET_KEY, config.dataDir)),
    logger,
    limiter: await createRateLimiter(config, db.prisma),
  };
}

/** The job queue (pg-boss) on the platform's database: beside Prisma on the embedded one, its own pool on PostgreSQL. */
export function openJobQueue(db: Platform['db'], config: Config, logger: Platform['logger'], options: JobQueueOptions = {}) {
  return createJobQueue(db.pglite ? pgliteExecutor(db.pglite) : db.url, logger, {
    exclusive: db.kind === 'pglite',
    timeoutSeconds: config.JOB_TIMEOUT_SECONDS,
    concurrency: config.JOB_CONCURRENCY,
    ...options,
  });
}

/** Rate limits every process sees: in Redis when REDIS_URL is set, else in the database. */
export async function createRateLimiter(config: Config, prisma: Platform['prisma']): Promise<RateLimiter> {
  if (!config.REDIS_URL) return createDbRateLimiter(prisma, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL);
  const limiter = createRedisRateLimiter(redis, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  return { ...limiter, close: () => (limiter.close(), redis.disconnect()) };
}

export type App = {
  app: express.Express;
  platform: Platform;
  services: Services;
  /** Adds graphql-ws to a listening http server (same path as Yoga). */
  attachWebSockets(server: http.Server): void;
  /** Closes the websockets whose session expired or is gone (also run every minute). */
  sweepSockets(): Promise<void>;
  close(): Promise<void>;
};

export function createApp(platform: Platform): App {
  const { config, logger } = platform;
  const services = createServices(platform);
  // Every process closes its websockets of a session that ended anywhere (logout, account deletion).
  const sessionStore = new PrismaSessionStore(platform.prisma, config.SESSION_TTL_DAYS * 86_400_000, (sessionId) =>
    platform.events.publish('sessionEnded', 'all', { sessionId }),
  );
  const sockets = new SessionSockets(logger);
  const passport = configurePassport(services.users);

  // Housekeeping: expired sessions (the queue archives and deletes its own finished jobs).
  platform.jobs.handle('maintenance.purge', async () => {
    const sessions = await sessionStore.purgeExpired();
    if (sessions) logger.info('purged expired sessions', { sessions });
  });
  platform.jobs.every('maintenance.purge', 60 * 60_000);
  if (platform.db.kind === 'pglite') {
    // The embedded database has no autovacuum daemon: without fresh statistics the planner
    // reads a list's page by scanning all of a user's mail. PostgreSQL keeps its own.
    platform.jobs.handle('maintenance.analyze', async () => {
      await platform.prisma.$executeRawUnsafe('ANALYZE');
    });
    platform.jobs.every('maintenance.analyze', 5 * 60_000);
  }
  services.sync.registerJobs(config.SYNC_INTERVAL_MINUTES, platform.db.kind === 'pglite');
  // Every stored email is queued for analysis in the same transaction as the email.
  services.analysis.registerJobs();
  services.contacts.registerJobs();
  platform.jobs.handle('mail.retention', async () => {
    const n = await services.settings.applyRetention();
    if (n) logger.info(`retention: deleted ${n} email(s) older than their owners' windows`);
  });
  platform.jobs.every('mail.retention', 24 * 3_600_000);
  // The daily digest (07:00 in each user's zone, once a day) and due-date notifications.
  services.digest.registerJobs();
  services.followup.registerJobs();

  const corsPolicy = { publicUrl: config.PUBLIC_URL, extraOrigins: config.CORS_ORIGINS };
  const yoga = createYoga<{ req: express.Request; res: express.Response } | { wsViewer: Viewer | null; ip: string }>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Only our own origin and CORS_ORIGINS may read answers with the user's cookie (Yoga's default echoes any Origin).
    cors: yogaCors(corsPolicy),
    graphiql: { title: 'Nugget GraphQL', subscriptionsProtocol: 'WS' },
    renderGraphiQL,
    maskedErrors: { isDev: config.NODE_ENV === 'development' },
    logging: config.LOG_LEVEL === 'silent' ? false : config.LOG_LEVEL,
    plugins: [...limitPlugins(graphqlLimits(config)), introspectionSwitch(config), graphqlTextGuard()],
    context: (initial) => {
      if ('wsViewer' in initial) return createContext(platform, services, { viewer: initial.wsViewer, ip: initial.ip });
      const { req, res } = initial;
      return createContext(platform, services, { viewer: (req.user as Viewer) ?? null, req, res, ip: req.ip ?? '' });
    },
  });

  const app = express();
  app.disable('x-powered-by');
  // Express's own error pages show stack traces in development only.
  app.set('env', config.NODE_ENV === 'development' ? 'development' : 'production');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  // NUL characters, lone surrogates and malformed escapes in the address: a clear 400 for every route.
  app.use(addressGuard());
  app.use('/api', restCors(corsPolicy));
  app.use(csrfGuard(config.PUBLIC_URL, ['/api/auth/logout'], config.CORS_ORIGINS));
  app.use(createSessionMiddleware(config, sessionStore, platform.keys.session));
  app.use(passport.initialize());
  app.use(passport.session());
  app.use(oidcRoutes(platform, services, passport));
  app.use('/api', gmailRoutes(platform, services));
  app.use('/api', mailOAuthRoutes(platform, services));
  app.use(yoga.graphqlEndpoint, bodyLimit(config.GRAPHQL_MAX_BODY_BYTES, config.GRAPHQL_MAX_UPLOAD_BYTES), yoga as unknown as express.RequestHandler);
  app.use('/api', createRestRouter(services, logger, path.join(config.dataDir, 'uploads'), config));
  serveWeb(app);
  app.use(clientErrorHandler());
  app.use(finalErrorHandler((error) => logger.error('unhandled error', { error: String((error as Error)?.stack ?? error) })));

  // Logout and account deletion, from this process or another.
  const ended = platform.events.subscribe('sessionEnded', 'all');
  void (async () => {
    for await (const event of ended) sockets.end(event);
  })().catch((error) => logger.error('sessionEnded listener stopped', { error: String(error) }));
  // Expiry, and rows gone by any other way (purge, cascade): checked every minute.
  const sweepSockets = () => sockets.sweep((ids) => sessionStore.live(ids));
  const sweepTimer = setInterval(() => void sweepSockets().catch(() => {}), 60_000);
  sweepTimer.unref();

  let wsServer: WebSocketServer | undefined;
  return {
    sweepSockets,
    app,
    platform,
    services,
    attachWebSockets(server) {
      // One websocket message is one GraphQL request: the same size limit as an HTTP body.
      wsServer = new WebSocketServer({ server, path: yoga.graphqlEndpoint, maxPayload: config.GRAPHQL_MAX_BODY_BYTES });
      useServer(
        {
          execute: (args: any) => args.rootValue.execute(args),
          subscribe: (args: any) => args.rootValue.subscribe(args),
          onConnect: async (ctx) => {
            // Cross-site websocket hijacking: only our own pages may open a socket with the user's cookie.
            if (isCrossSite(ctx.extra.request, config.PUBLIC_URL, config.CORS_ORIGINS)) return false;
            const { viewer, sessionId } = await sessionFromUpgrade(ctx.extra.request, sessionStore, platform.keys.session, services.users);
            (ctx.extra as any).viewer = viewer;
            // A signed-in socket lives only as long as its session.
            if (viewer && sessionId) sockets.add(ctx.extra.socket, sessionId, viewer.id);
            return true;
          },
          onSubscribe: async (ctx, _id, params) => {
            const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
              wsViewer: (ctx.extra as any).viewer ?? null,
              ip: ctx.extra.request.socket.remoteAddress ?? '',
            });
            // Parse and validation refusals (syntax, limits) go back to the client as errors of
            // this operation; thrown, they would close the whole socket as an internal error.
            let document;
            try {
              document = parse(params.query);
              const errors = validate(schema, document);
              if (errors.length) return errors;
            } catch (error) {
              if (error instanceof GraphQLError || (error as Error)?.name === 'GraphQLError') return [error as GraphQLError];
              throw error;
            }
            return {
              schema,
              operationName: params.operationName,
              document,
              variableValues: params.variables,
              contextValue: await contextFactory(),
              rootValue: { execute, subscribe },
            };
          },
        },
        wsServer,
      );
    },
    async close() {
      clearInterval(sweepTimer);
      await ended.return?.();
      wsServer?.clients.forEach((socket) => socket.terminate());
      await new Promise<void>((resolve) => (wsServer ? wsServer.close(() => resolve()) : resolve()));
      await platform.jobs.stop();
      await platform.events.close();
      platform.limiter.close();
      await platform.db.close();
    },
  };
}

export function graphqlLimits(config: Config): GraphqlLimits {
  return {
    maxAliases: config.GRAPHQL_MAX_ALIASES,
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    maxCost: config.GRAPHQL_MAX_COST,
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxDirectives: config.GRAPHQL_MAX_DIRECTIVES,
    maxMutations: config.GRAPHQL_MAX_MUTATIONS,
    maxListItems: config.GRAPHQL_MAX_LIST,
    maxNodes: config.GRAPHQL_MAX_NODES,
    maxBodyBytes: config.GRAPHQL_MAX_BODY_BYTES,
  };
}

function introspectionSwitch(config: Config): Plugin {
  return {
    onValidate: ({ addValidationRule }) => {
      if (!config.GRAPHQL_INTROSPECTION) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** The built web app for every other path (client-side routing falls back to index.html). */
function serveWeb(app: express.Express) {
  const index = path.join(webDist, 'index.html');
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must always be fresh.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(/.*/, (_req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
    res.sendFile(index);
  });
}
