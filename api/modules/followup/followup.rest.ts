// REST doors: the digest (GET /api/digest/preview: its HTML for the signed-in user; POST /api/digest/send:
// send it now), Waiting on (GET /api/waiting-on) and a nudge draft (POST /api/waiting-on/:id/nudge).
import { Router } from 'express';
import type { Services } from '../../context.ts';
import type { Config } from '../../config.ts';
import { appUrl, intParam, route, viewerId } from '../../rest/errors.ts';
import { commitmentJson } from '../mail/mail.views.ts';

export function followupRoutes(services: Services, config: Config) {
  const r = Router();

  r.get(
    '/digest/preview',
    route(async (req, res) => {
      const userId = viewerId(req);
      const preview = await services.digest.preview(userId, appUrl(config, req));
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'");
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Digest-Subject', encodeURIComponent(preview.subject));
      res.type('html').send(preview.html);
    }),
  );

  r.post(
    '/digest/send',
    route(async (req, res) => {
      const userId = viewerId(req);
      const sent = await services.digest.sendNow(userId);
      res.json({ message: 'Digest sent', ...sent });
    }),
  );

  r.get(
    '/waiting-on',
    route(async (req, res) => {
      const userId = viewerId(req);
      const items = await services.followup.waitingOn(userId, new Date(), intParam(req.query.limit, 100, 1, 100));
      res.json(
        items.map((w) => ({
          ...commitmentJson(w.commitment),
          late: w.late,
          lateSince: w.lateSince?.toISOString() ?? null,
          from: w.from,
          emailSubject: w.emailSubject,
          promisedAt: w.promisedAt.toISOString(),
        })),
      );
    }),
  );

  r.post(
    '/waiting-on/:id/nudge',
    route(async (req, res) => {
      const userId = viewerId(req);
      const out = await services.followup.draftNudge(userId, String(req.params.id));
      res.status(201).json({ draftId: out.draft.id, to: out.draft.to, subject: out.draft.subject, body: out.draft.body, generatedBy: out.generatedBy });
    }),
  );

  return r;
}
