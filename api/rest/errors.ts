// REST error format: a JSON body `{message}` (plus `fieldErrors` for forms) so the
// spec §8 client rule "status: body text" shows the server's own words.
import type { ErrorRequestHandler, Request, Response, NextFunction, RequestHandler } from 'express';
import { AuthenticationError, NotFoundError, RateLimitError, ValidationError } from '../platform/errors.ts';
import type { Logger } from '../platform/logger.ts';

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The signed-in user's id, or a 401 (REST routes are for signed-in users). */
export function viewerId(req: Request): string {
  const user = req.user as { id: string } | undefined;
  if (!user) throw new HttpError(401, 'Not signed in');
  return user.id;
}

/** The app's public origin: PUBLIC_URL, else the request's own. */
export function appUrl(config: { PUBLIC_URL?: string }, req?: Request): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return req ? `${req.protocol}://${req.get('host')}` : 'http://localhost';
}

/** A bounded integer query parameter (`?limit=`). */
export function intParam(value: unknown, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? Math.min(Math.max(Math.trunc(n), min), max) : fallback;
}

/** Wraps an async route so its rejections reach the error handler. */
export const route =
  (fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler =>
  (req, res, next: NextFunction) => {
    fn(req, res).catch(next);
  };

export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (error instanceof ValidationError) {
      res.status(400).json({ message: error.message, fieldErrors: error.fieldErrors });
    } else if (error instanceof AuthenticationError) {
      res.status(401).json({ message: error.message });
    } else if (error instanceof NotFoundError) {
      res.status(404).json({ message: error.message });
    } else if (error instanceof RateLimitError) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(429).json({ message: error.message });
    } else if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message });
    } else if (error?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON.' });
    } else if (error?.type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large.' });
    } else if (Number(error?.status ?? error?.statusCode) >= 400 && Number(error?.status ?? error?.statusCode) < 500) {
      // The client's own mistake seen by Express or a parser (a malformed escape in a path parameter …).
      res.status(Number(error.status ?? error.statusCode)).json({
        message: error instanceof URIError ? 'The address has a malformed percent-escape.' : error.expose ? String(error.message) : 'The request is malformed.',
      });
    } else {
      logger.error('unhandled REST error', { path: req.path, error: String(error?.stack ?? error) });
      res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
    }
  };
}
