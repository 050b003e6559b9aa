// Per-request context (STYLE.md): the viewer, the database and the services.
// Built by one function for HTTP and websocket requests alike.
import type { Request, Response } from 'express';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { PrismaClient } from './db/generated/client.ts';
import type { EventBus } from './platform/events.ts';
import type { JobQueue } from './platform/jobs.ts';
import type { Keys } from './platform/crypto.ts';
import type { Logger } from './platform/logger.ts';
import type { RateLimiter } from './platform/rate-limit.ts';
import type { Viewer } from './modules/users/users.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createViewerProfiles, type ViewerProfile } from './modules/users/viewer.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createXpService } from './modules/xp/xp.service.ts';
import { createMailIngest } from './modules/mail/mail.ingest.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createSyncService } from './modules/sync/sync.service.ts';
import { sourceFor } from './modules/sync/sources.ts';
import { createCommitmentsService } from './modules/commitments/commitments.service.ts';
import { createTransactionsService } from './modules/transactions/transactions.service.ts';
import { createAnalysisService, localAnalyzer } from './modules/analysis/analysis.service.ts';
import { createLlmAnalyzer } from './modules/analysis/llm/llm-analyzer.ts';
import path from 'node:path';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createTodosService } from './modules/todos/todos.service.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createComposeService } from './modules/compose/compose.service.ts';
import { createGoogleCalendarPusher } from './modules/calendar/google-calendar.ts';
import { createContactsService } from './modules/contacts/contacts.service.ts';
import { createFollowupService, type FollowupService } from './modules/followup/followup.service.ts';
import { createDigestService } from './modules/followup/digest.service.ts';

export type Platform = {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  events: EventBus;
  jobs: JobQueue;
  keys: Keys;
  logger: Logger;
  limiter: RateLimiter;
};

export function createServices(p: Platform) {
  const users = createUsersService(p.prisma);
  const accounts = createAccountsService(p.prisma, p.keys.seal, {
    emailIdsOfAccount: (accountId, tx) => mail.emailIdsOfAccount(accountId, tx),
    deleteUnsourced: (userId, emailIds, tx) => mail.deleteUnsourced(userId, emailIds, tx),
  });
  const ingest = createMailIngest(p.prisma, p.jobs);
  const commitments = createCommitmentsService(p.prisma);
  const mail = createMailService(p.prisma, p.jobs, { commitments, accounts });
  const transactions = createTransactionsService(p.prisma, { mail });
  const settings = createSettingsService(p.prisma, { mail, users });
  const xp = createXpService(p.prisma, p.events, settings, { counts: (userId) => todos.counts(userId) });
  const viewers = createViewerProfiles({ users, accounts, settings });
  // One per process: its concurrency bound is per instance. Null without AI_API_KEY.
  const llm = createLlmAnalyzer({ prisma: p.prisma, config: p.config, logger: p.logger });
  // Made after compose (its nudges are drafts); analysis reaches it once it exists.
  let followup: FollowupService | null = null;
  const todos = createTodosService({ prisma: p.prisma, events: p.events, xp, settings, commitments, mail, viewers });
  const services = {
    commitments,
    transactions,
    settings,
    todos,
    calendar: createCalendarService(p.prisma, { settings, commitments }, createGoogleCalendarPusher({ config: p.config, logger: p.logger, accounts })),
    contacts: createContactsService({ prisma: p.prisma, jobs: p.jobs, logger: p.logger, viewers }),
    analysis: createAnalysisService({
      prisma: p.prisma,
      jobs: p.jobs,
      events: p.events,
      logger: p.logger,
      commitments,
      transactions,
      mail,
      settings,
      analyzer: llm ?? localAnalyzer,
      llm,
      viewers,
      onAnalysed: async (a) => void (await followup?.afterAnalysis(a)),
    }),
    search: createSearchService({ prisma: p.prisma, logger: p.logger, llm, viewers, mail }),
    users,
    viewers,
    auth: createAuthService(users, p.limiter, { perIp: p.config.AUTH_RATE_LIMIT_PER_IP, perAccount: p.config.AUTH_RATE_LIMIT_PER_ACCOUNT }),
    accounts,
    mail,
    ingest,
    sync: createSyncService({
      prisma: p.prisma,
      jobs: p.jobs,
      events: p.events,
      logger: p.logger,
      accounts,
      mail,
      ingest,
      sourceFor: (account) => sourceFor(account, p.config),
      uploadsDir: path.join(p.config.dataDir, 'uploads'),
      importNotice: (userId, emailIds) => settings.retentionNotice(userId, emailIds),
      allowPrivateHosts: p.config.MAIL_ALLOW_PRIVATE_HOSTS,
    }),
    xp,
    compose: createComposeService(p, { accounts, mail, commitments, ingest, users, settings, llm, viewers }),
    digest: createDigestService({
      prisma: p.prisma,
      config: p.config,
      logger: p.logger,
      jobs: p.jobs,
      settings,
      accounts,
      xp,
      viewers,
      commitments,
      todos,
      mail,
      transactions,
      users,
    }),
  };
  followup = createFollowupService({
    prisma: p.prisma,
    events: p.events,
    jobs: p.jobs,
    logger: p.logger,
    settings,
    commitments,
    todos,
    mail,
    accounts,
    compose: services.compose,
    llm,
    viewers,
  });
  return { ...services, followup };
}

export type Services = ReturnType<typeof createServices>;

export type Context = {
  prisma: PrismaClient;
  viewer: Viewer | null;
  /** Who the viewer is (addresses, time zone, threshold): built once per request and shared by every resolver. */
  profile: () => Promise<ViewerProfile>;
  services: Services;
  events: EventBus;
  config: Config;
  /** Present on HTTP requests; absent on websocket operations. */
  req?: Request;
  res?: Response;
  ip: string;
};

export function createContext(p: Platform, services: Services, r: { viewer: Viewer | null; req?: Request; res?: Response; ip: string }): Context {
  // A websocket keeps one context for its whole life: there the profile is rebuilt after a minute
  // (an alias added meanwhile counts).
  let built: { at: number; profile: Promise<ViewerProfile> } | null = null;
  const profile = () => {
    if (!r.viewer) return Promise.reject(new Error('No viewer: the profile is for signed-in requests'));
    if (!built || Date.now() - built.at > 60_000) built = { at: Date.now(), profile: services.viewers.load(r.viewer.id) };
    return built.profile;
  };
  return { prisma: p.prisma, services, events: p.events, config: p.config, profile, ...r };
}
