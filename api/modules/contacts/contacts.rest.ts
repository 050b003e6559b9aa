// REST doors onto contact intelligence: GET /api/contacts (spec §3 Contact shape, camelCase),
// GET /api/contacts/summary (the four tiles), POST /api/contacts/refresh.
import { Router } from 'express';
import type { Contact } from '../../db/generated/client.ts';
import type { Services } from '../../context.ts';
import { intParam, route, viewerId } from '../../rest/errors.ts';
import { ValidationError } from '../../platform/errors.ts';
import { relationshipBand } from './contacts.metrics.ts';
import { CONTACT_SORTS, type ContactSort, type ContactSummary } from './contacts.service.ts';

/** "45 minutes", "3.5 hours", "2 days". */
export function responseTimeText(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = minutes / 60;
  if (hours < 48) {
    const h = Math.round(hours * 10) / 10;
    return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round((hours / 24) * 10) / 10;
  return `${days} days`;
}

export const contactJson = (c: Contact) => ({
  id: c.id,
  name: c.name ?? c.email,
  email: c.email,
  promisesCount: c.promisesMade + c.promisesReceived,
  promisesMade: c.promisesMade,
  promisesReceived: c.promisesReceived,
  followUpsCount: c.followUps,
  topics: c.topics,
  lastInteraction: c.lastInteractionAt?.toISOString() ?? null,
  totalEmails: c.totalEmails,
  avgResponseTime: responseTimeText(c.avgResponseMinutes),
  avgResponseMinutes: c.avgResponseMinutes,
  relationshipScore: c.relationshipScore,
  relationshipBand: relationshipBand(c.relationshipScore),
});

const summaryJson = (s: ContactSummary) => ({
  totalPromises: s.totalPromises,
  followUps: s.followUps,
  averageRelationship: s.averageRelationship,
  contactCount: s.contactCount,
  computedAt: s.computedAt?.toISOString() ?? null,
});

export function contactRoutes(services: Services) {
  const r = Router();

  // ?sort=score|recent|name &search= &limit= (1–200, default 50) &after=<contact id>; the next page's cursor comes in X-Next-Cursor.
  r.get(
    '/contacts',
    route(async (req, res) => {
      const userId = viewerId(req);
      const sort = typeof req.query.sort === 'string' && req.query.sort ? req.query.sort : 'score';
      if (!(CONTACT_SORTS as readonly string[]).includes(sort)) {
        throw ValidationError.fromFields([{ name: 'sort', message: `Sort must be one of: ${CONTACT_SORTS.join(', ')}` }]);
      }
      await services.contacts.ensureFresh(userId);
      const page = await services.contacts.list(userId, {
        first: intParam(req.query.limit, 50, 1, 200),
        after: typeof req.query.after === 'string' ? req.query.after : null,
        sort: sort as ContactSort,
        search: typeof req.query.search === 'string' ? req.query.search : null,
      });
      if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
      res.json(page.contacts.map(contactJson));
    }),
  );

  r.get(
    '/contacts/summary',
    route(async (req, res) => {
      const userId = viewerId(req);
      await services.contacts.ensureFresh(userId);
      res.json(summaryJson(await services.contacts.summary(userId)));
    }),
  );

  r.post(
    '/contacts/refresh',
    route(async (req, res) => {
      const userId = viewerId(req);
      await services.contacts.recompute(userId);
      res.json(summaryJson(await services.contacts.summary(userId)));
    }),
  );

  return r;
}
