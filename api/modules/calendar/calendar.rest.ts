// The iCalendar feed: GET /api/calendar/<secret token>.ics — no session needed (calendar
// apps have none); the token is the credential, and an unknown one is a plain 404.
import { Router } from 'express';
import type { Services } from '../../context.ts';
import type { Config } from '../../config.ts';
import { appUrl, route } from '../../rest/errors.ts';

export function calendarRoutes(services: Services, config: Config) {
  const r = Router();
  r.get(
    '/calendar/:token.ics',
    route(async (req, res) => {
      const ics = await services.calendar.feed(String(req.params.token), appUrl(config, req));
      if (!ics) {
        res.status(404).json({ message: 'No such calendar feed.' });
        return;
      }
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.send(ics);
    }),
  );
  return r;
}
