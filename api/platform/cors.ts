// CORS for /graphql and /api (issue 17): only the app's own origin (PUBLIC_URL, or the
// origin the request was addressed to) and the origins in CORS_ORIGINS may read
// responses with the user's cookie. Any other Origin gets no CORS headers at all, so
// the browser keeps the response from the page that asked.
import type { RequestHandler } from 'express';

export type CorsPolicy = { publicUrl?: string; extraOrigins: string[] };

const METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS';
const HEADERS = 'content-type, accept, x-filename, x-requested-with';

/** Whether `origin` may read responses: the app's own origin or a configured one. */
export function originAllowed(origin: string, host: string | undefined, policy: CorsPolicy): boolean {
  if (policy.extraOrigins.includes(origin)) return true;
  if (policy.publicUrl && new URL(policy.publicUrl).origin === origin) return true;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Yoga's `cors` option: the same policy, headers only for an allowed Origin. */
export function yogaCors(policy: CorsPolicy) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !originAllowed(origin, request.headers.get('host') ?? undefined, policy)) return false as const;
    return { origin: [origin], credentials: true, methods: METHODS.split(', '), allowedHeaders: HEADERS.split(', '), maxAge: 600 };
  };
}

/** Express middleware for /api: CORS headers for allowed origins; preflights answered here. */
export function restCors(policy: CorsPolicy): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const allowed = !!origin && originAllowed(origin, req.headers.host, policy);
    res.vary('Origin');
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin!);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (allowed) {
        res.setHeader('Access-Control-Allow-Methods', METHODS);
        res.setHeader('Access-Control-Allow-Headers', HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}

/** CORS_ORIGINS: comma-separated origins (scheme://host[:port]); anything else is a configuration error. */
export function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = new URL(s); // throws on junk
      if (url.origin === 'null' || url.origin !== s.replace(/\/+$/, '')) throw new Error(`"${s}" is not an origin such as https://app.example.com`);
      return url.origin;
    });
}
