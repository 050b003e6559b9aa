// REST door of spec §7 onto Ask Nugget: POST /api/ask {query} →
// {query, timestamp, results: {summary, suggestions[]}, emails[]}; plus the history.
import { Router } from 'express';
import type { Services } from '../../context.ts';
import { ValidationError } from '../../platform/errors.ts';
import { HttpError, intParam, route, viewerId } from '../../rest/errors.ts';
import type { EmailHit } from './search.service.ts';

const emailJson = (e: EmailHit) => ({
  id: e.id,
  subject: e.subject,
  from: e.fromName || e.fromAddress ? { name: e.fromName ?? '', email: e.fromAddress ?? '' } : null,
  receivedAt: e.receivedAt.toISOString(),
  company: e.company,
  snippet: e.snippetHtml,
  link: e.link,
});

export function searchRoutes(services: Services) {
  const r = Router();

  r.post(
    '/ask',
    route(async (req, res) => {
      const userId = viewerId(req);
      let answer;
      try {
        answer = await services.search.ask(userId, req.body?.query);
      } catch (error) {
        if (error instanceof ValidationError || error instanceof HttpError) throw error;
        // Spec §8: the failure is reported as 'Failed to search email memory'.
        throw Object.assign(new HttpError(500, 'Failed to search email memory'), { cause: error });
      }
      res.json({
        query: answer.query,
        timestamp: answer.timestamp.toISOString(),
        results: { summary: answer.summary, suggestions: answer.suggestions },
        emails: answer.emails.map(emailJson),
      });
    }),
  );

  r.get(
    '/ask/history',
    route(async (req, res) => {
      const rows = await services.search.history(viewerId(req), intParam(req.query.limit, 20, 1, 100));
      res.json(
        rows.map((q) => ({ id: q.id, query: q.query, timestamp: q.createdAt.toISOString(), results: { summary: q.summary, suggestions: q.suggestions } })),
      );
    }),
  );

  r.delete(
    '/ask/history',
    route(async (req, res) => {
      res.json({ deleted: await services.search.clearHistory(viewerId(req)) });
    }),
  );

  return r;
}
