// Environment, validated once, with the embedded defaults of the README's table.
import { z } from 'zod';
import path from 'node:path';
import { isIP } from 'node:net';
import { parseOrigins } from './platform/cors.ts';

/** Express's `trust proxy`: none, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes');

const schema = z.object({
  /** `npm start` is production unless told otherwise (masked errors); `npm run dev` sets development. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used for OAuth redirect URLs and the calendar feed. */
  PUBLIC_URL: z.string().url().optional(),
  /** Other origins (comma-separated) whose pages may call /graphql and /api with the user's cookie. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      try {
        return parseOrigins(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `CORS_ORIGINS: ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SECRET_KEY: z.string().optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Behind TLS-terminating proxies: which of them to believe about X-Forwarded-* (client IP
   * for rate limits, Secure cookies). `false` (none), a number of hops (`true` = 1: only
   * the proxy in front of us), or proxy addresses / subnets, comma-separated. Never "all":
   * a client could then pick its own address for every request.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      const t = v.trim().toLowerCase();
      if (['false', '0', 'no', ''].includes(t)) return false;
      if (['true', 'yes'].includes(t)) return 1;
      if (/^\d+$/.test(t)) return Number(t);
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const ok = list.every((a) => ['loopback', 'linklocal', 'uniquelocal'].includes(a) || isIP(a.split('/')[0]!) !== 0);
      if (!ok) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a number of proxy hops, or proxy addresses / subnets (comma-separated)' });
        return z.NEVER;
      }
      return list;
    }),
  GRAPHQL_INTROSPECTION: bool.default(true),
  /** Limits on one GraphQL request (README, Security). */
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(30),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().positive().default(5000),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(50_000),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(12),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().positive().default(50),
  GRAPHQL_MAX_MUTATIONS: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_LIST: z.coerce.number().int().positive().default(100),
  GRAPHQL_MAX_NODES: z.coerce.number().int().positive().default(1000),
  GRAPHQL_MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
  /** A GraphQL multipart request (files: up to four 25 MB attachments, an archive). */
  GRAPHQL_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(128 * 1024 * 1024),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Google's OpenID issuer; tests point it at a local provider. */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_OAUTH_ROOT: z.string().url().optional(),
  GMAIL_API_ROOT: z.string().url().optional(),
  /** Outlook / Microsoft 365 sign-in for IMAP and SMTP over XOAUTH2 (an Entra ID app registration). */
  OUTLOOK_CLIENT_ID: z.string().optional(),
  OUTLOOK_CLIENT_SECRET: z.string().optional(),
  /** Entra ID tenant: `common` (work and personal accounts), `organizations`, `consumers` or a tenant id. */
  OUTLOOK_TENANT: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('common'),
  OUTLOOK_AUTH_URL: z.string().url().optional(),
  OUTLOOK_TOKEN_URL: z.string().url().optional(),
  /** Where the mailbox lives (imaps://host:993, imap://host:143 for STARTTLS; smtps:// or smtp:// likewise). */
  OUTLOOK_IMAP_URL: z.string().url().default('imaps://outlook.office365.com:993'),
  OUTLOOK_SMTP_URL: z.string().url().default('smtp://smtp.office365.com:587'),
  /** Yahoo Mail sign-in for IMAP and SMTP over XOAUTH2 (a Yahoo developer app with Mail access). */
  YAHOO_CLIENT_ID: z.string().optional(),
  YAHOO_CLIENT_SECRET: z.string().optional(),
  YAHOO_AUTH_URL: z.string().url().default('https://api.login.yahoo.com/oauth2/request_auth'),
  YAHOO_TOKEN_URL: z.string().url().default('https://api.login.yahoo.com/oauth2/get_token'),
  YAHOO_IMAP_URL: z.string().url().default('imaps://imap.mail.yahoo.com:993'),
  YAHOO_SMTP_URL: z.string().url().default('smtps://smtp.mail.yahoo.com:465'),
  /**
   * Let users' IMAP and SMTP servers be on loopback, private or link-local addresses (a
   * self-hoster's own mail server; the tests' local servers). Off: such hosts are refused.
   */
  MAIL_ALLOW_PRIVATE_HOSTS: bool.default(false),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  SYNC_INTERVAL_MINUTES: z.coerce.number().min(0).default(15),
  /**
   * An SMTP server for the daily digest (`smtp://user:pass@host:587`, `smtps://…:465`). Unset: a user's digest goes
   * through one of their connected mailboxes that can send.
   */
  SMTP_URL: z
    .string()
    .url()
    .refine((u) => /^smtps?:$/.test(new URL(u).protocol), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The From address of digests sent through SMTP_URL. */
  DIGEST_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * What this process does: `all` (HTTP and jobs, the one-command default), `api` (HTTP only,
   * queues jobs for workers) or `worker` (runs jobs, serves no HTTP; `npm run worker`).
   */
  NUGGET_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** Jobs of one kind this process runs at once, per queue: `mail.analyze=8,mail.sync=2` (others keep their own figure). */
  JOB_CONCURRENCY: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const out: Record<string, number> = {};
      for (const part of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const m = part.match(/^([\w.-]+)\s*=\s*(\d+)$/);
        if (!m || Number(m[2]) < 1 || Number(m[2]) > 256) {
          ctx.addIssue({ code: 'custom', message: `JOB_CONCURRENCY: "${part}" is not queue=number (1 to 256)` });
          return z.NEVER;
        }
        out[m[1]!] = Number(m[2]);
      }
      return out;
    }),
  /** How long one job attempt may run before another worker takes it over (a killed worker's jobs run again after this). */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(86_400).default(900),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
