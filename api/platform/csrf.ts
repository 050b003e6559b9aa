// CSRF protection for every state-changing request (and the websocket handshake):
// the browser's Fetch Metadata / Origin must say the request came from our own
// pages. Requests without those headers (curl, scripts, server-to-server) carry
// no ambient browser cookies worth forging and pass; SameSite=Lax cookies are the
// second line.
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite(req: IncomingMessage, publicUrl?: string, trustedOrigins: string[] = []): boolean {
  const origin = req.headers.origin;
  // Pages of an origin configured in CORS_ORIGINS are ours too.
  if (origin && trustedOrigins.includes(origin)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  if (!origin || origin === 'null') return origin === 'null';
  const allowed = new Set<string>();
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return !allowed.has(origin);
}

export function csrfGuard(publicUrl?: string, alsoGet: string[] = [], trustedOrigins: string[] = []): RequestHandler {
  return (req, res, next) => {
    const guarded = !SAFE.has(req.method) || alsoGet.includes(req.path);
    if (guarded && isCrossSite(req, publicUrl, trustedOrigins)) {
      res.status(403).json({ message: 'Cross-site request refused.' });
      return;
    }
    next();
  };
}
