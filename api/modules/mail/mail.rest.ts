// REST doors onto mail (spec §7): the dashboard list, nuggets/sludge, the enhanced
// email list, detail, labels, bulk and flag actions, agent stats, attachments and
// original messages (owner only).
import { Router } from 'express';
import type { Services } from '../../context.ts';
import { HttpError, intParam, route, viewerId } from '../../rest/errors.ts';
import { ValidationError } from '../../platform/errors.ts';
import { FLAG_OPERATIONS, type FlagOperation } from './mail.service.ts';
import { enhancedFilterQuery, toSort, type MailListQuery } from './mail.list.ts';
import { enhancedEmailJson, miningEmailJson } from './mail.views.ts';

/** Types a browser could execute if served inline: always downloaded instead. */
const ACTIVE = /html|javascript|ecmascript|xml|svg|xhtml/i;

const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** PATCH /api/emails/:id/<action> → flag operation. */
const ACTIONS: Record<string, FlagOperation> = {
  read: 'mark_read',
  unread: 'mark_unread',
  'mark-read': 'mark_read',
  'mark-unread': 'mark_unread',
  star: 'star',
  unstar: 'unstar',
  archive: 'archive',
  unarchive: 'unarchive',
  delete: 'delete',
};

/** Beyond the spec: ?account=<id> and ?venture=<name> narrow the enhanced list and its labels. */
const scope = (query: Record<string, unknown>): Pick<MailListQuery, 'accountId' | 'venture'> => ({
  ...(typeof query.account === 'string' && query.account ? { accountId: query.account } : {}),
  ...(typeof query.venture === 'string' && query.venture.trim() ? { venture: query.venture } : {}),
});

export function mailRoutes(services: Services) {
  const r = Router();

  r.get(
    '/emails',
    route(async (req, res) => {
      const emails = await services.mail.firstPage(viewerId(req), {}, 'date_desc', intParam(req.query.limit, 50, 1, 100), {
        sources: { select: { accountId: true }, orderBy: { createdAt: 'asc' }, take: 1 },
      });
      res.json(
        emails.map((e) => ({
          id: e.id,
          accountId: e.sources[0]?.accountId ?? null,
          subject: e.subject,
          from: e.fromAddress,
          receivedAt: e.receivedAt,
          isRead: e.isRead,
          nuggetScore: e.nuggetScore ?? 0,
          aiClassification: e.category ?? null,
          financialAmount: e.financialAmount?.toString() ?? null,
        })),
      );
    }),
  );

  for (const [path, nuggets, failure] of [
    ['nuggets', true, 'Failed to fetch nugget emails'],
    ['sludge', false, 'Failed to fetch sludge emails'],
  ] as const) {
    r.get(
      `/emails/${path}`,
      route(async (req, res) => {
        const userId = viewerId(req);
        try {
          const threshold = await services.settings.nuggetThreshold(userId);
          const emails = await services.mail.firstPage(
            userId,
            { view: nuggets ? 'nuggets' : 'sludge', threshold, isArchived: false },
            'date_desc',
            intParam(req.query.limit, 50, 1, 100),
          );
          res.json(emails.map(miningEmailJson));
        } catch (error) {
          if (error instanceof HttpError) throw error;
          throw new HttpError(500, failure);
        }
      }),
    );
  }

  r.get(
    '/enhanced-emails',
    route(async (req, res) => {
      const userId = viewerId(req);
      const labelIds = String(req.query.labelIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const query: MailListQuery = { ...enhancedFilterQuery(String(req.query.filter ?? 'all')), ...scope(req.query), labelIds, isArchived: false };
      if (typeof req.query.search === 'string' && req.query.search.trim()) query.search = req.query.search;
      const emails = await services.mail.firstPage(userId, query, toSort(String(req.query.sort ?? 'date_desc')), intParam(req.query.limit, 50, 1, 100));
      res.json(emails.map(enhancedEmailJson));
    }),
  );

  r.get(
    '/enhanced-emails/labels',
    route(async (req, res) => {
      res.json(await services.mail.labels(viewerId(req), scope(req.query)));
    }),
  );

  r.get(
    '/enhanced-emails/agent-stats',
    route(async (req, res) => {
      res.json(await services.mail.agentStats(viewerId(req)));
    }),
  );

  r.post(
    '/enhanced-emails/bulk',
    route(async (req, res) => {
      const { emailIds, operation } = req.body ?? {};
      if (!Array.isArray(emailIds) || !emailIds.length || !emailIds.every((i) => typeof i === 'string')) {
        throw ValidationError.fromFields([{ name: 'emailIds', message: 'emailIds must be a non-empty list of ids' }]);
      }
      if (!(FLAG_OPERATIONS as readonly string[]).includes(operation)) {
        throw ValidationError.fromFields([{ name: 'operation', message: `operation must be one of: ${FLAG_OPERATIONS.join(', ')}` }]);
      }
      const result = await services.mail.applyFlags(viewerId(req), emailIds, operation);
      res.json({ message: 'Bulk operation completed', ...result });
    }),
  );

  r.get(
    '/enhanced-emails/:id',
    route(async (req, res) => {
      const userId = viewerId(req);
      res.json(enhancedEmailJson(await services.mail.full(userId, String(req.params.id))));
    }),
  );

  r.patch(
    '/emails/:id/:action',
    route(async (req, res) => {
      const operation = ACTIONS[String(req.params.action)];
      if (!operation) throw new HttpError(404, `Unknown action. Use one of: ${Object.keys(ACTIONS).join(', ')}`);
      const userId = viewerId(req);
      await services.mail.requireOwned(userId, String(req.params.id));
      await services.mail.applyFlags(userId, [String(req.params.id)], operation);
      res.json(enhancedEmailJson(await services.mail.full(userId, String(req.params.id))));
    }),
  );

  r.get(
    '/attachments/:id',
    route(async (req, res) => {
      const a = await services.mail.attachment(viewerId(req), String(req.params.id));
      res.setHeader('Content-Type', ACTIVE.test(a.mimeType) ? 'application/octet-stream' : a.mimeType);
      res.setHeader('Content-Disposition', contentDisposition(a.filename));
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', 'private, max-age=0');
      res.send(Buffer.from(a.blob.data));
    }),
  );

  r.get(
    '/emails/:id/raw',
    route(async (req, res) => {
      const e = await services.mail.rawSource(viewerId(req), String(req.params.id));
      res.setHeader('Content-Type', 'message/rfc822');
      res.setHeader('Content-Disposition', contentDisposition(`${(e.subject || 'message').slice(0, 80)}.eml`));
      res.send(Buffer.from(e.raw!.data));
    }),
  );

  return r;
}
