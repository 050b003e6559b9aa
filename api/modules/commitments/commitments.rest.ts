// REST doors onto commitments: GET /api/commitments?status=&limit= (spec §7) and a status change.
import { Router } from 'express';
import type { Services } from '../../context.ts';
import { HttpError, intParam, route, viewerId } from '../../rest/errors.ts';
import { commitmentJson } from '../mail/mail.views.ts';
import { COMMITMENT_STATUSES } from './commitments.service.ts';

export function commitmentRoutes(services: Services) {
  const r = Router();

  r.get(
    '/commitments',
    route(async (req, res) => {
      const userId = viewerId(req);
      const status = String(req.query.status ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = status.filter((s) => !(COMMITMENT_STATUSES as readonly string[]).includes(s));
      if (bad.length) throw new HttpError(400, `Unknown status ${bad.join(', ')}. Use: ${COMMITMENT_STATUSES.join(', ')}`);
      try {
        const list = await services.commitments.list(userId, { status: status as any }, intParam(req.query.limit, 10, 1, 100));
        res.json(list.map(commitmentJson));
      } catch {
        throw new HttpError(500, 'Failed to fetch commitments');
      }
    }),
  );

  r.patch(
    '/commitments/:id',
    route(async (req, res) => {
      const userId = viewerId(req);
      const c = await services.todos.updateCommitmentStatus(userId, String(req.params.id), String(req.body?.status ?? ''));
      res.json(commitmentJson(c));
    }),
  );

  return r;
}
